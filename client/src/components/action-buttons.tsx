import type { MessageId } from '@contract/messages/en';
import type { LucideIcon } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button, type ButtonProps } from '@client/components/ui/button';

type Labelled = Omit<ButtonProps, 'children' | 'aria-label'> & {
  /** What the button says (or, for an icon, what assistive technology reads), as a message. */
  label: MessageId;
  /** The message's placeholders, such as the name of the item the button acts on. */
  values?: Record<string, string | number>;
};

/**
 * A small outline button that acts on one thing on the page (resend an invitation, keep a prayer,
 * go to the next month): the look every such action shares. It never submits a form it stands in.
 */
export function ActionButton({ label, values, ...props }: Labelled) {
  const intl = useIntl();
  return (
    <Button type="button" size="sm" variant="outline" {...props}>
      {intl.formatMessage({ id: label }, values)}
    </Button>
  );
}

/** A square button that shows only an icon; `label` is its name for assistive technology. */
export function IconButton({
  icon: Icon,
  label,
  values,
  ...props
}: Labelled & { icon: LucideIcon }) {
  const intl = useIntl();
  return (
    <Button
      type="button"
      size="icon"
      variant="ghost"
      aria-label={intl.formatMessage({ id: label }, values)}
      {...props}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}
