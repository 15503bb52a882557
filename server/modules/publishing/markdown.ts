/**
 * An article's Markdown as the HTML its page shows (and the editor's preview): rendered once
 * here, on the server, and sanitised, so no script, event handler or `javascript:` address
 * written into an article ever reaches a page.
 */
import { LRUCache } from 'lru-cache';
import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';
import type { ContentLanguage } from '../../../contract/publishing';
import { findReferences } from '../../infra/bible/reference';
import { escapeHtml } from '../../infra/html';

/** Text tokens inside a link: a Scripture reference there is left as the author linked it. */
const inLinks = new WeakSet<object>();

function markLinkText(tokens: readonly Tokens.Generic[] | undefined): void {
  for (const token of tokens ?? []) {
    inLinks.add(token);
    markLinkText(token.tokens);
  }
}

/**
 * Plain text with each Scripture reference in it a link to the Bible reader, read in the text's
 * language ('Romanos 8:37-39' in a Spanish article, 'João 3:16' in a Portuguese one).
 */
function linkReferences(text: string, language: ContentLanguage): string {
  let html = '';
  let at = 0;
  for (const reference of findReferences(text, language)) {
    if (reference.start < at) continue;
    html += escapeHtml(text.slice(at, reference.start));
    // data-osis names the passage for the page's popover (the href is the reader's address);
    // data-popover-link (client/src/lib/page-marks.ts) says the page's app answers its hover.
    html += `<a href="${escapeHtml(reference.path)}" class="scripture-ref" data-osis="${escapeHtml(
      reference.osis,
    )}" data-popover-link="">${escapeHtml(text.slice(reference.start, reference.end))}</a>`;
    at = reference.end;
  }
  return html + escapeHtml(text.slice(at));
}

/** The Markdown reader of a language: the same rules, references read in that language. */
const markdownIn = (language: ContentLanguage) =>
  new Marked({
    async: false,
    gfm: true,
    walkTokens(token) {
      if (token.type === 'link') markLinkText((token as Tokens.Link).tokens);
    },
    renderer: {
      // Raw HTML in an article is shown as the text it is, never passed through.
      html(token) {
        const block = 'block' in token && token.block;
        return block ? `<p>${escapeHtml(token.text.trim())}</p>\n` : escapeHtml(token.text);
      },
      // The page's own h1 is the title: an article's headings start at h2.
      heading({ tokens, depth }) {
        const level = Math.min(depth + 1, 6);
        return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
      text(token) {
        if ('tokens' in token && token.tokens) return false;
        if (inLinks.has(token)) return false;
        // Text the lexer already escaped (inside raw blocks) has no references worth linking.
        if ('escaped' in token && token.escaped) return false;
        return linkReferences(token.text, language);
      },
    },
  });
const markdowns = { en: markdownIn('en'), es: markdownIn('es'), pt: markdownIn('pt') };

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'del',
    's',
    'sup',
    'sub',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'input',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'class', 'data-osis', 'data-popover-link'],
    img: ['src', 'alt', 'title', 'loading'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
    code: ['class'],
    // GFM task lists: a disabled checkbox.
    input: ['type', 'checked', 'disabled'],
  },
  allowedClasses: { a: ['scripture-ref'], code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '')
        ? { ...attribs, rel: 'noopener noreferrer' }
        : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    input: (tagName, attribs) =>
      attribs.type === 'checkbox'
        ? { tagName, attribs: { ...attribs, disabled: '' } }
        : { tagName: 'span', attribs: {} },
  },
};

/** Renders kept by content: an article page is rendered once, not on every request. */
const rendered = new LRUCache<string, string>({
  max: 1_000,
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (html, markdownText) => html.length + markdownText.length,
});

/**
 * The article's heading levels ranked from h2 without a gap (the page's h1 is the title): an
 * article that starts at `##`, or jumps from `#` to `###`, still gives screen readers an outline
 * whose levels rise one at a time. Sanitised HTML has bare heading tags, and code shows them
 * escaped, so the tags are found as written.
 */
function withHeadingsInOrder(html: string): string {
  const used = [...new Set([...html.matchAll(/<h([2-6])>/g)].map((m) => Number(m[1])))].sort();
  const rank = new Map(used.map((level, i) => [level, i + 2]));
  if (used.every((level) => rank.get(level) === level)) return html;
  return html.replace(
    /<(\/?)h([2-6])>/g,
    (_, close: string, level: string) => `<${close}h${rank.get(Number(level)) ?? level}>`,
  );
}

/**
 * An article's Markdown as sanitised HTML: the one rendering of the page and the preview. Its
 * Scripture references are read in the article's `language`.
 */
export function renderArticleHtml(markdownText: string, language: ContentLanguage = 'en'): string {
  const key = `${language}:${markdownText}`;
  const kept = rendered.get(key);
  if (kept !== undefined) return kept;
  const html = withHeadingsInOrder(
    sanitizeHtml(markdowns[language].parse(markdownText, { async: false }), ALLOWED),
  );
  rendered.set(key, html);
  return html;
}
