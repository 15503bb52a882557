import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const tokenFromAddress = () =>
  new URLSearchParams(window.location.search).get('token')?.trim() || null;

/**
 * The `token` of the page's query string (the link of an e-mail), read only after hydration
 * (undefined before): the page is pre-rendered without a query string, so the server's HTML and
 * the first render in the browser cannot know it. Null when the address has none.
 */
export function useAddressToken(): string | null | undefined {
  return useSyncExternalStore(noSubscription, tokenFromAddress, () => undefined);
}
