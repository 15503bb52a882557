/** The accounts the e2e server has from the start (e2e/global-setup.ts). */

/** The administrator, created by the server itself (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = {
  email: 'shepherd-e2e@example.com',
  password: 'feed my sheep 21',
} as const;

/**
 * A member registered once for every file, so tests that only need "some member" do not spend
 * the registration limit (10 an hour per address, and every test comes from 127.0.0.1).
 */
export const E2E_MEMBER = {
  email: 'timothy-e2e@example.com',
  password: 'sound doctrine 4',
  firstName: 'Timothy',
  lastName: 'Lystra',
} as const;
