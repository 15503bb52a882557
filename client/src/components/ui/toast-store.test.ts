import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY, toastReducer, type ToastData } from './toast-store';

const make = (id: string): ToastData => ({ id, title: `Toast ${id}`, open: true });

describe('toastReducer', () => {
  it('keeps one toast visible at a time, the newest', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = toastReducer({ toasts: [] }, { type: 'ADD_TOAST', toast: make('1') });
    state = toastReducer(state, { type: 'ADD_TOAST', toast: make('2') });
    expect(state.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('updates, dismisses and removes by id', () => {
    let state = toastReducer({ toasts: [] }, { type: 'ADD_TOAST', toast: make('1') });
    state = toastReducer(state, { type: 'UPDATE_TOAST', toast: { id: '1', title: 'Changed' } });
    expect(state.toasts[0]?.title).toBe('Changed');
    state = toastReducer(state, { type: 'DISMISS_TOAST', toastId: '1' });
    expect(state.toasts[0]?.open).toBe(false);
    state = toastReducer(state, { type: 'REMOVE_TOAST', toastId: '1' });
    expect(state.toasts).toEqual([]);
  });

  it('dismisses and removes all without an id', () => {
    let state = { toasts: [make('1')] };
    state = toastReducer(state, { type: 'DISMISS_TOAST' });
    expect(state.toasts.every((t) => !t.open)).toBe(true);
    expect(toastReducer(state, { type: 'REMOVE_TOAST' }).toasts).toEqual([]);
  });

  it('removes a dismissed toast after 1,000,000 ms', () => {
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });
});
