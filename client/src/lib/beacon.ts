/**
 * The site's own page-view beacon, for route changes made in the browser (the page a visitor
 * loads is counted by the server from its own request, so it is never sent twice). Its own small
 * chunk, loaded on the first route change: it imports nothing, so it stays far below 1 KB.
 * No cookie, no storage; a browser that asks not to be tracked sends nothing.
 */
import { ANALYTICS_HIT_PATH } from '@contract/analytics-hit';

export const HIT_PATH = ANALYTICS_HIT_PATH;

interface BeaconNavigator {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
  sendBeacon?(url: string, data: string): boolean;
}

/** The beacon's body: the address (its query too: campaigns), the page's language, the width. */
export function hitBody(path: string, lang: string, width: number): string {
  return JSON.stringify({ path, lang, width: Math.round(width) });
}

/** Sends one page view; true if the browser took it. */
export function sendHit(
  path: string,
  nav: BeaconNavigator = navigator as BeaconNavigator,
  lang: string = document.documentElement.lang,
  width: number = window.innerWidth,
): boolean {
  if (nav.doNotTrack === '1' || nav.globalPrivacyControl === true || !nav.sendBeacon) return false;
  // A string is sent as text/plain: no preflight, and the server reads it as JSON.
  return nav.sendBeacon(HIT_PATH, hitBody(path, lang, width));
}
