import { useSyncExternalStore } from 'react';
import {
  dismissToast,
  getServerToastState,
  getToastState,
  subscribeToasts,
  toast,
} from './toast-store';

export { toast, dismissToast };
export type { ToastInput, ToastVariant } from './toast-store';

/** The current toasts, plus `toast()` and `dismiss()` for convenience. */
export function useToast() {
  const state = useSyncExternalStore(subscribeToasts, getToastState, getServerToastState);
  return { ...state, toast, dismiss: dismissToast };
}
