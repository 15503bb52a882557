import type { ReactNode } from 'react';

/** Toasts: one visible at a time; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
/** Default display time of a toast (the Radix provider's duration). */
export const TOAST_DURATION = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Overrides TOAST_DURATION for this toast. */
  duration?: number;
  open: boolean;
}

export interface ToastState {
  toasts: ToastData[];
}

export type ToastAction =
  | { type: 'ADD_TOAST'; toast: ToastData }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToastData> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

/** Pure state transitions of the toast list; the newest toast comes first. */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case 'REMOVE_TOAST':
      return {
        toasts:
          action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

/* A small store outside React so any code (mutations, effects) can raise a toast. */

const EMPTY: ToastState = { toasts: [] };
let memoryState: ToastState = EMPTY;
const listeners = new Set<() => void>();
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();
let count = 0;

function dispatch(action: ToastAction): void {
  memoryState = toastReducer(memoryState, action);
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(toastId: string): void {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatch({ type: 'REMOVE_TOAST', toastId });
  }, TOAST_REMOVE_DELAY);
  removeTimeouts.set(toastId, timeout);
}

export function dismissToast(toastId?: string): void {
  const ids = toastId === undefined ? memoryState.toasts.map((t) => t.id) : [toastId];
  ids.forEach(scheduleRemoval);
  dispatch({ type: 'DISMISS_TOAST', toastId });
}

export type ToastInput = Omit<ToastData, 'id' | 'open'>;

/** Shows a toast; returns its id and functions to update or dismiss it. */
export function toast(input: ToastInput) {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(count);
  dispatch({ type: 'ADD_TOAST', toast: { ...input, id, open: true } });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: ToastInput) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } }),
  };
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getToastState = (): ToastState => memoryState;
/** The server never has toasts. */
export const getServerToastState = (): ToastState => EMPTY;

/**
 * A toast for the next page: for actions that end by reloading the whole app (signing out), whose
 * toast would otherwise be raised and thrown away with the page. Kept in sessionStorage (this tab
 * only) as plain text, and shown once by `showToastFromLastPage` when the next page starts.
 */
export const NEXT_PAGE_KEY = 'toast-after-reload';

interface TextToast {
  title?: string;
  description?: string;
  variant?: ToastVariant;
}

export function toastAfterReload(input: TextToast, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(NEXT_PAGE_KEY, JSON.stringify(input));
  } catch {
    // Storage full or disabled: the page still changes, without the toast.
  }
}

export function showToastFromLastPage(storage: Storage = sessionStorage): void {
  let raw: string | null = null;
  try {
    raw = storage.getItem(NEXT_PAGE_KEY);
    storage.removeItem(NEXT_PAGE_KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const parsed = JSON.parse(raw) as TextToast;
    const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
    toast({
      title: text(parsed.title),
      description: text(parsed.description),
      variant: parsed.variant === 'destructive' ? 'destructive' : 'default',
    });
  } catch {
    // Not ours, or damaged: nothing to show.
  }
}
