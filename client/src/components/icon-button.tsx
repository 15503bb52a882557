import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from '@client/components/ui/button';

/**
 * A button that shows only an icon: `label` is the name assistive technology reads for it, and
 * the icon itself stays hidden from it.
 */
export function IconButton({
  icon: Icon,
  label,
  variant = 'ghost',
  ...props
}: Omit<ButtonProps, 'size' | 'asChild' | 'children' | 'aria-label'> & {
  icon: LucideIcon;
  label: string;
}) {
  return (
    <Button size="icon" variant={variant} aria-label={label} {...props}>
      <Icon aria-hidden="true" />
    </Button>
  );
}
