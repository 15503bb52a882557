import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast';
import { useEffect } from 'react';
import { showToastFromLastPage } from './toast-store';
import { useToast } from './use-toast';

/** Renders the toasts of the toast store; mount once near the root. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  // What the page before a full reload had to say (signing out), now that it can be seen.
  useEffect(() => showToastFromLastPage(), []);
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
