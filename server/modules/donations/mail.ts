/**
 * The giving mail, each in the donor's language: the receipt of a charge, the notice of a failed
 * renewal, the year's statement. Queued in the transaction that records what they tell.
 */
import type { Statement } from '../../../contract/donations';
import {
  DEFAULT_LANGUAGE,
  formatLongDate,
  formatMoney,
  isSiteLanguage,
  type SiteLanguage,
} from '../../../contract/i18n';
import { pathTo } from '../../../contract/pages';
import { eq } from 'drizzle-orm';
import type { donations, donors } from '../../db/schema';
import { users } from '../../db/schema';
import type { SessionUser } from '../../domain/sessions';
import type { Tx } from '../../db/types';
import { greeting, renderEmail, type MailMessage } from '../../infra/mail';
import { queueMail } from '../../infra/mail-outbox';
import { languageOf, mailText } from '../../infra/mail-text';
import type { Stripe } from '../../infra/payments';

/**
 * The thank-you for one gift, in the donor's language (the page they gave on): the amount and the
 * date as that language writes them.
 */
function receiptMail(opts: {
  to: string;
  amount: number;
  currency: string;
  message: string | null;
  reference: string;
  date: Date;
  publicUrl: string;
  lang: SiteLanguage;
}): MailMessage {
  const t = mailText(opts.lang);
  const amount = formatMoney(opts.amount, opts.currency, opts.lang);
  const date = formatLongDate(opts.date, opts.lang);
  const { text, html } = renderEmail({
    greeting: t('mail.receipt.greeting'),
    paragraphs: [
      t('mail.receipt.intro', { amount }),
      ...(opts.message ? [t('mail.receipt.message', { message: opts.message })] : []),
      t('mail.receipt.reference', { date, reference: opts.reference }),
    ],
    after: [t('mail.receipt.after')],
    publicUrl: opts.publicUrl,
    lang: opts.lang,
  });
  return { to: opts.to, subject: t('mail.receipt.subject', { amount }), text, html };
}

/** The thank-you for one successful charge (queued in the transaction that records it). */
export async function queueReceipt(
  tx: Tx,
  row: typeof donations.$inferSelect,
  reference: string,
  lang: SiteLanguage,
  opts: { now: Date; publicUrl: string },
): Promise<void> {
  if (!row.email) return;
  const receipt = receiptMail({
    to: row.email,
    amount: row.amount,
    currency: row.currency,
    message: row.message,
    reference,
    date: opts.now,
    publicUrl: opts.publicUrl,
    lang,
  });
  await queueMail(tx, receipt, opts.now);
}

/**
 * The language a gift's mail is written in: the one the gift was given in (kept in Stripe's
 * metadata), else the member's preference, else English.
 */
export async function donorLanguage(
  tx: Tx,
  given: string | undefined,
  userId: number | null,
): Promise<SiteLanguage> {
  if (isSiteLanguage(given)) return given;
  if (userId === null) return DEFAULT_LANGUAGE;
  const [member] = await tx
    .select({ preferredLanguage: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, userId));
  return member ? languageOf(member) : DEFAULT_LANGUAGE;
}

/** When and from which site a gift's mail is written. */
export interface MailContext {
  now: Date;
  publicUrl: string;
}

/** Tells the donor, in their language, that a renewal failed and where to give a working card. */
export async function queueRenewalFailed(
  tx: Tx,
  donor: typeof donors.$inferSelect,
  row: typeof donations.$inferSelect,
  invoice: Stripe.Invoice,
  opts: MailContext,
) {
  const [member] = donor.userId
    ? await tx
        .select({ firstName: users.firstName, preferredLanguage: users.preferredLanguage })
        .from(users)
        .where(eq(users.id, donor.userId))
    : [];
  const lang = member ? languageOf(member) : DEFAULT_LANGUAGE;
  const t = mailText(lang);
  const amount = formatMoney(row.amount, row.currency, lang);
  const url =
    invoice.hosted_invoice_url ??
    `${opts.publicUrl}${pathTo('profile', { search: { tab: 'giving' }, lang })}`;
  const { text, html } = renderEmail({
    greeting: greeting(member?.firstName ?? null, t),
    paragraphs: [t('mail.renewalFailed.body', { amount }), t('mail.renewalFailed.retry')],
    action: { label: t('mail.renewalFailed.action'), url },
    publicUrl: opts.publicUrl,
    lang,
  });
  await queueMail(
    tx,
    { to: donor.email, subject: t('mail.renewalFailed.subject', { amount }), text, html },
    opts.now,
  );
}

/** A member's statement of a year's gifts, in their language, with a link to the printable page. */
export function statementMail(
  member: SessionUser,
  statement: Statement,
  publicUrl: string,
): MailMessage {
  const { year } = statement;
  const lang = languageOf(member);
  const t = mailText(lang);
  const money = (cents: number) => formatMoney(cents, statement.currency, lang);
  const day = (iso: string) => formatLongDate(new Date(`${iso}T00:00:00Z`), lang);
  const { text, html } = renderEmail({
    greeting: greeting(member.firstName, t),
    paragraphs: [
      t('mail.statement.intro', {
        year,
        count: statement.gifts.length,
        total: money(statement.total),
      }),
      ...statement.gifts.map((g) =>
        t('mail.statement.line', {
          date: day(g.date),
          amount: money(g.amount),
          fund: g.fund ?? t('giving.generalFund'),
        }),
      ),
      t('mail.statement.noGoods'),
    ],
    action: {
      label: t('mail.statement.action'),
      url: `${publicUrl}${pathTo('givingStatement', { search: { year }, lang })}`,
    },
    publicUrl,
    lang,
  });
  return { to: member.email, subject: t('mail.statement.subject', { year }), text, html };
}
