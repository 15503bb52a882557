import type { MessageId } from '@contract/messages/en';
import { useIntl } from 'react-intl';
import { Button, type ButtonProps } from '@client/components/ui/button';

/**
 * A small button that acts on one thing on the page (resend an invitation, keep a prayer, go to
 * the next month), outline unless `variant` says otherwise; `label` is the message it says. It
 * never submits a form it stands in.
 */
export function ActionButton({
  label,
  ...props
}: Omit<ButtonProps, 'size' | 'asChild' | 'children'> & { label: MessageId }) {
  const intl = useIntl();
  return (
    <Button type="button" size="sm" variant="outline" {...props}>
      {intl.formatMessage({ id: label })}
    </Button>
  );
}
