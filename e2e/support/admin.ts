/** The administrator the e2e server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = {
  email: 'shepherd-e2e@example.com',
  password: 'feed my sheep 21',
} as const;
