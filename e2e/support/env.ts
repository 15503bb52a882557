import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the built server started by e2e/global-setup.ts, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** DATA_DIR of that server: mail is written to its `outbox/` (no SMTP_URL in tests). */
    dataDir: string;
  }
}

/** Origin of the server under test. */
export const baseUrl = (): string => inject('baseUrl');

/** Absolute URL of a path on the server under test. */
export const urlOf = (pathname: string): string => new URL(pathname, baseUrl()).href;

/** DATA_DIR of the server under test. */
export const dataDir = (): string => inject('dataDir');

/** The administrator the e2e server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'admin-e2e@example.org', password: 'shepherd of the flock 9' };
