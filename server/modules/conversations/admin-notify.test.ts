/** Where the notice of a member's message goes when the ministry names one address for it. */
import { describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../../test/app';
import { multipart } from '../../test/multipart';
import { startTestSmtp } from '../../test/smtp';

describe('ADMIN_NOTIFY_EMAIL', () => {
  it('sends the notice of a member message to that address instead of every admin', async () => {
    const notifySmtp = await startTestSmtp();
    const app = await createTestApp({
      config: testConfig({ ADMIN_NOTIFY_EMAIL: 'pastor@example.org' }),
      mailer: notifySmtp.mailer(),
    });
    try {
      const admin = await app.signIn({ isAdmin: true });
      const member = await app.signIn();
      const body = multipart({ title: 'Baptism', category: 'practice', content: 'When?' });
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: { cookie: member.cookie, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(201);
      const mail = await notifySmtp.waitFor((m) => m.to.includes('pastor@example.org'));
      expect(mail.subject).toBe('New conversation: Baptism');
      expect(notifySmtp.messages.some((m) => m.to.includes(admin.user.email))).toBe(false);
    } finally {
      await app.close();
      await notifySmtp.close();
    }
  });
});
