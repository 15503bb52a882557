import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '@client/lib/utils';
import { TOAST_DURATION } from './toast-store';

/** Default display 5000 ms, swipe right with a 50 px threshold, F8 focuses the area. */
export function ToastProvider(props: ComponentProps<typeof ToastPrimitive.Provider>) {
  const intl = useIntl();
  return (
    <ToastPrimitive.Provider
      label={intl.formatMessage({ id: 'toast.label' })}
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={50}
      {...props}
    />
  );
}

export function ToastViewport({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport>) {
  const intl = useIntl();
  return (
    <ToastPrimitive.Viewport
      // Radix puts the key that reaches the toasts (F8) in place of its own `{hotkey}`.
      label={intl.formatMessage({ id: 'toast.region' }, { hotkey: '{hotkey}' })}
      className={cn(
        'fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-lg border p-5 pr-9 shadow-lg transition-all data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none data-[state=closed]:opacity-0',
  {
    variants: {
      variant: {
        default: 'border-navy-200 bg-white text-navy-950',
        destructive: 'destructive border-red-800 bg-red-700 text-white',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Toast({
  className,
  variant,
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return <ToastPrimitive.Root className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  const intl = useIntl();
  return (
    <ToastPrimitive.Close
      aria-label={intl.formatMessage({ id: 'toast.close' })}
      className={cn(
        'absolute top-2 right-2 rounded-md p-1 text-current opacity-80 hover:opacity-100',
        className,
      )}
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm', className)} {...props} />;
}
