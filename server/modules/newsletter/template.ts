/**
 * The campaign e-mail: the admin's plain text (paragraphs, Markdown bold/italic/links) made into
 * sanitised HTML inside our one mail layout, with the reader's own unsubscribe link in the footer.
 */
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { siteTaglineIn } from '../../../content/home';
import type { SiteLanguage } from '../../../contract/i18n';
import { pathTo, SITE_NAME } from '../../../contract/pages';
import { renderEmail, type MailMessage } from '../../infra/mail';
import { mailText } from '../../infra/mail-text';

/** What a newsletter's HTML may hold (links.ts sanitises with these too when it rewrites links). */
export const newsletterHtmlOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'h2',
    'h3',
    'h4',
    'hr',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
};

/** Any HTML, from us or from a client, reduced to the tags a newsletter needs. */
export const sanitizeNewsletterHtml = (html: string): string =>
  sanitizeHtml(html, newsletterHtmlOptions);

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * Markdown with the admin's raw HTML shown as text, not as markup. (Escaping the whole text
 * before Markdown, as before, also escaped the `&` of bare addresses, which then linked to
 * `…&amp;…`.)
 */
const newsletterMarkdown = new Marked({ async: false, gfm: true, breaks: true }).use({
  renderer: {
    html: ({ text, block }) => (block ? `<p>${escapeHtml(text.trim())}</p>\n` : escapeHtml(text)),
  },
});

/** The admin's text as HTML: Markdown with raw HTML escaped, then sanitised anyway. */
export function contentToHtml(content: string): string {
  return sanitizeNewsletterHtml(newsletterMarkdown.parse(content, { async: false }));
}

/**
 * Markdown marks removed for the plain-text part; links keep their address (one with its own
 * parentheses too, as Markdown allows: `[Grace](https://en.wikipedia.org/wiki/Grace_(theology))`).
 */
export function contentToText(content: string): string {
  return content
    .replace(/\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/g, '$1 ($2)')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(.+?)\1/g, '$2');
}

export interface CampaignParts {
  title: string;
  subject: string;
  /** Sanitised body HTML (stored htmlContent, or made from content). */
  bodyHtml: string;
  text: string;
}

export function campaignParts(campaign: {
  title: string;
  subject: string;
  content: string;
  htmlContent: string | null;
}): CampaignParts {
  return {
    title: campaign.title,
    subject: campaign.subject,
    bodyHtml: campaign.htmlContent
      ? sanitizeNewsletterHtml(campaign.htmlContent)
      : contentToHtml(campaign.content),
    text: contentToText(campaign.content),
  };
}

/** The unsubscribe page, in the reader's language. */
export const unsubscribePageUrl = (publicUrl: string, token: string, lang: SiteLanguage) =>
  `${publicUrl}${pathTo('unsubscribe', { search: { token }, lang })}`;
export const oneClickUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * One reader's e-mail: the campaign's words, and a footer in the reader's language (`lang`) with
 * their own unsubscribe link to the page in that language.
 */
export function renderCampaignEmail(
  parts: CampaignParts,
  opts: { publicUrl: string; token: string; mailtoAddress: string; lang: SiteLanguage },
): { text: string; html: string; headers: Record<string, string> } {
  const t = mailText(opts.lang);
  const pageUrl = unsubscribePageUrl(opts.publicUrl, opts.token, opts.lang);
  // No greeting: the campaign's title is the administrators' own name for it, not for readers.
  const { text, html } = renderEmail({
    paragraphs: parts.text
      .split(/\n{2,}/)
      .map((p) => p.trim())
      .filter(Boolean),
    htmlBody: parts.bodyHtml,
    publicUrl: opts.publicUrl,
    footer: [
      { text: siteTaglineIn[opts.lang] },
      {
        text: t('mail.newsletter.footer'),
        link: { label: t('mail.newsletter.unsubscribe'), url: pageUrl },
      },
    ],
    lang: opts.lang,
  });
  return {
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClickUrl(opts.publicUrl, opts.token)}>, <mailto:${opts.mailtoAddress}?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The address part of `Name <address>`. */
export const addressOf = (from: string): string => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

export const CONFIRM_SUBSCRIPTION_SUBJECT = mailText('en')('mail.newsletter.confirm.subject', {
  siteName: SITE_NAME,
});

/**
 * The double opt-in message, in the language of the page the address was given on: the reader
 * is subscribed only when its link (to the confirmation page in that language) is followed.
 */
export function confirmSubscriptionMail(opts: {
  to: string;
  link: string;
  days: number;
  publicUrl: string;
  lang: SiteLanguage;
}): MailMessage {
  const t = mailText(opts.lang);
  const siteName = SITE_NAME;
  const { text, html } = renderEmail({
    greeting: t('mail.greetingNoName'),
    paragraphs: [
      t('mail.newsletter.confirm.intro', { siteName }),
      t('mail.newsletter.confirm.expiry', { days: opts.days }),
    ],
    action: { label: t('mail.newsletter.confirm.action'), url: opts.link },
    after: [t('mail.newsletter.confirm.after')],
    publicUrl: opts.publicUrl,
    lang: opts.lang,
  });
  return {
    to: opts.to,
    subject: t('mail.newsletter.confirm.subject', { siteName }),
    text,
    html,
  };
}
