/** The administrator the e2e server creates at start-up (ADMIN_EMAIL/ADMIN_PASSWORD). */
export const E2E_ADMIN = {
  email: 'admin@e2e.example.org',
  password: 'e2e admin password',
} as const;
