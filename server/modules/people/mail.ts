import { fullName } from '../../../contract/auth';
import { pathTo } from '../../../contract/pages';
import type { StaffRole } from '../../../contract/staff';
import { mailTo, type MailMessage, type MailReader } from '../../infra/mail';

/**
 * The invitation to join the staff, in the language the inviter chose: who invites, with which
 * roles, the link (a week), and what comes next (a password and two-step verification).
 */
export function invitationMail(
  opts: MailReader & {
    inviter: { firstName: string | null; lastName: string | null; username: string };
    roles: readonly StaffRole[];
    token: string;
    expiresAt: Date;
  },
): MailMessage {
  const date = new Intl.DateTimeFormat(opts.lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    opts.expiresAt,
  );
  return mailTo(opts, (t) => {
    const roles = new Intl.ListFormat(opts.lang, { type: 'conjunction' }).format(
      opts.roles.map((role) => t(`people.role.${role}`)),
    );
    return {
      subject: t('mail.invitation.subject'),
      greeting: t('mail.greetingNoName'),
      paragraphs: [
        t('mail.invitation.intro', { inviter: fullName(opts.inviter), roles }),
        t('mail.invitation.next'),
      ],
      action: {
        label: t('mail.invitation.action'),
        url: `${opts.publicUrl}${pathTo('acceptInvitation', { lang: opts.lang, search: { token: opts.token } })}`,
      },
      after: [t('mail.invitation.after', { date })],
    };
  });
}
