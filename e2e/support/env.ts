import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the built server started by e2e/global-setup.ts, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** DATA_DIR of that server: mail is written to its `outbox/` (no SMTP_URL in tests). */
    dataDir: string;
  }
}

/**
 * The server's PUBLIC_URL (e2e/global-setup.ts): another address than the one the tests browse,
 * so what is built from it (canonical links, the social card, links in mail) is seen to come
 * from PUBLIC_URL and not from the request.
 */
export const PUBLIC_URL = 'https://kingdomtruth.example';

/** Origin of the server under test. */
export const baseUrl = (): string => inject('baseUrl');

/** Absolute URL of a path on the server under test. */
export const urlOf = (pathname: string): string => new URL(pathname, baseUrl()).href;

/** DATA_DIR of the server under test. */
export const dataDir = (): string => inject('dataDir');

/**
 * The header a browser on our pages adds to every write; API calls made outside the browser send
 * it too, since the server refuses a write that names no origin.
 */
export const ourOrigin = (): Record<string, string> => ({ origin: baseUrl() });

/**
 * The server under test as http://localhost:<port>, the origin its passkeys belong to
 * (WEBAUTHN_ORIGIN in e2e/global-setup.ts): WebAuthn refuses 127.0.0.1 as a relying party.
 */
export const passkeyUrlOf = (pathname: string): string => {
  const url = new URL(pathname, baseUrl());
  url.hostname = 'localhost';
  return url.href;
};
