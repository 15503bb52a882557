import type { Statement } from '../../../contract/donations';
import { formatLongDate, formatMoney } from '../../../contract/i18n';
import { SITE_NAME } from '../../../contract/pages';
import { languageOf, mailText } from '../../infra/mail-text';

/**
 * A year's giving statement as a PDF, in the member's language: the donor, each gift with its
 * date, amount and fund, the total, and the words a tax statement needs. pdfkit's built-in
 * Helvetica covers the accented letters of Spanish and Portuguese. pdfkit (with its fonts, ~18 MB
 * once loaded) is loaded by the first statement asked for, not at start
 * (docs/decisions/0085-rare-code-loaded-on-use.md).
 */
export async function statementPdf(
  statement: Statement,
  language: string | null | undefined,
  siteName: string = SITE_NAME,
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const lang = languageOf({ preferredLanguage: language ?? null });
  const t = mailText(lang);
  const money = (cents: number) => formatMoney(cents, statement.currency, lang);
  const day = (iso: string) => formatLongDate(new Date(`${iso}T00:00:00Z`), lang);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: { Title: t('page.givingStatement.title') },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text(siteName);
  doc.moveDown(0.5);
  doc.fontSize(14).text(`${t('page.givingStatement.title')} — ${statement.year}`);
  doc.moveDown();
  doc.font('Helvetica').fontSize(11);
  if (statement.donor.name) doc.text(statement.donor.name);
  doc.text(statement.donor.email);
  doc.moveDown();
  doc.text(
    t('mail.statement.intro', {
      year: statement.year,
      count: statement.gifts.length,
      total: money(statement.total),
    }),
  );
  doc.moveDown(0.5);
  for (const gift of statement.gifts) {
    doc.text(
      t('mail.statement.line', {
        date: day(gift.date),
        amount: money(gift.amount),
        fund: gift.fund ?? t('giving.generalFund'),
      }),
    );
  }
  doc.moveDown();
  doc.text(t('mail.statement.noGoods'));
  doc.end();
  return done;
}
