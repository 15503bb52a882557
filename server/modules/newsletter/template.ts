/**
 * The campaign e-mail: the admin's plain text (paragraphs, Markdown bold/italic/links) made into
 * sanitised HTML inside our one mail layout, with the reader's own unsubscribe link in the footer.
 */
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { pathTo, SITE_NAME, SITE_TAGLINE } from '../../../contract/pages';
import { renderEmail, type MailMessage } from '../../infra/mail';

const ALLOWED: sanitizeHtml.IOptions = {
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
export const sanitizeNewsletterHtml = (html: string): string => sanitizeHtml(html, ALLOWED);

/** The admin's text as HTML: Markdown with raw HTML escaped first, then sanitised anyway. */
export function contentToHtml(content: string): string {
  const escaped = content.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  const html = marked.parse(escaped, { async: false, gfm: true, breaks: true });
  return sanitizeNewsletterHtml(html);
}

/** Markdown marks removed for the plain-text part; links keep their address. */
export function contentToText(content: string): string {
  return content
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '$1 ($2)')
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

export const unsubscribePageUrl = (publicUrl: string, token: string) =>
  `${publicUrl}${pathTo('unsubscribe', { search: { token } })}`;
export const oneClickUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/** One reader's e-mail: same words for everyone, their own unsubscribe link. */
export function renderCampaignEmail(
  parts: CampaignParts,
  opts: { publicUrl: string; token: string; mailtoAddress: string },
): { text: string; html: string; headers: Record<string, string> } {
  const pageUrl = unsubscribePageUrl(opts.publicUrl, opts.token);
  const { text, html } = renderEmail({
    greeting: parts.title,
    paragraphs: parts.text
      .split(/\n{2,}/)
      .map((p) => p.trim())
      .filter(Boolean),
    htmlBody: parts.bodyHtml,
    publicUrl: opts.publicUrl,
    footer: [
      { text: SITE_TAGLINE },
      {
        text: 'You receive this because you subscribed to our newsletter.',
        link: { label: 'Unsubscribe', url: pageUrl },
      },
    ],
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

export const CONFIRM_SUBSCRIPTION_SUBJECT = `Please confirm your subscription to the ${SITE_NAME} newsletter`;

/** The double opt-in message: the reader is subscribed only when its link is followed. */
export function confirmSubscriptionMail(opts: {
  to: string;
  link: string;
  days: number;
  publicUrl: string;
}): MailMessage {
  const { text, html } = renderEmail({
    greeting: 'Hello,',
    paragraphs: [
      `Someone (we hope you) asked to receive the ${SITE_NAME} newsletter at this address: weekly insights and updates on biblical teachings.`,
      `Please confirm your subscription with the link below. It expires in ${opts.days} days.`,
    ],
    action: { label: 'Confirm your subscription', url: opts.link },
    after: [
      'If you did not ask for this, ignore this message: you will not be subscribed and will hear no more from us.',
    ],
    publicUrl: opts.publicUrl,
  });
  return { to: opts.to, subject: CONFIRM_SUBSCRIPTION_SUBJECT, text, html };
}
