/**
 * WordPress's post HTML (classic editor or blocks) to the Markdown our articles are written in,
 * by turndown. WordPress stores what its editors make, not what it shows: the classic editor's
 * paragraphs are blank lines (its `wpautop` adds the `<p>` when showing), blocks carry
 * `<!-- wp:... -->` comments, and shortcodes wrap captions and galleries.
 */
import TurndownService from 'turndown';

const turndown = new TurndownService({
  headingStyle: 'atx',
  codeBlockStyle: 'fenced',
  bulletListMarker: '-',
  emDelimiter: '*',
});
// Embeds and scripts have nothing to say in Markdown.
turndown.remove(['script', 'style', 'iframe', 'object', 'embed', 'form']);

const BLOCK_COMMENT = /<!--\s*\/?wp:[\s\S]*?-->/g;
/** Shortcodes whose wrapper goes and whose inside (a caption's image and text) stays. */
const KEPT_INSIDE = /\[\/?(?:caption|wp_caption)\b[^\]]*\]/g;
/** Shortcodes that make things WordPress's plugins draw: nothing to keep. */
const DROPPED =
  /\[(gallery|embed|audio|video|playlist|contact-form-7|contact-form)\b[^\]]*\](?:[\s\S]*?\[\/\1\])?/g;

/** The classic editor's blank-line paragraphs, as WordPress's `wpautop` shows them. */
function paragraphs(html: string): string {
  if (/<p[\s>]/i.test(html)) return html;
  return html
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) =>
      /^<(h[1-6]|ul|ol|blockquote|pre|figure|table|div|hr)\b/i.test(block)
        ? block
        : `<p>${block.replace(/\n/g, '<br>\n')}</p>`,
    )
    .join('\n');
}

export interface Converted {
  markdown: string;
  /** Shortcodes left out (a gallery, an embed), for the report. */
  dropped: string[];
}

/**
 * `images` maps an image's old address to its new one (empty: leave the image out); images not
 * in it keep their address.
 */
export function htmlToMarkdown(
  html: string,
  images: ReadonlyMap<string, string> = new Map(),
): Converted {
  const dropped: string[] = [];
  let source = html
    .replace(BLOCK_COMMENT, '')
    .replace(DROPPED, (_all, name: string) => {
      dropped.push(name);
      return '';
    })
    .replace(KEPT_INSIDE, '');
  source = paragraphs(source);
  // The new address in place of the old, and no srcset pointing back at the old site.
  source = source.replace(/\s(?:srcset|sizes)="[^"]*"/gi, '').replace(/<img\b[^>]*>/gi, (tag) => {
    const src = /\ssrc="([^"]+)"/i.exec(tag)?.[1];
    const next = src === undefined ? undefined : images.get(decodeEntities(src));
    if (next === undefined) return tag;
    // An empty address: the image could not be brought over, and leaves the text.
    return next === '' ? '' : tag.replace(/\ssrc="[^"]+"/i, ` src="${next}"`);
  });
  const markdown = turndown
    .turndown(source)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { markdown, dropped };
}

/** The few entities WordPress writes inside attribute values. */
export const decodeEntities = (value: string): string =>
  value
    .replace(/&#0*38;|&amp;/g, '&')
    .replace(/&quot;|&#0*34;/g, '"')
    .replace(/&#0*39;|&apos;/g, "'");

/** The addresses of the images a post's HTML shows, each once, in order. */
export function imageSources(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/gi)) {
    if (match[1]) found.add(decodeEntities(match[1]));
  }
  return [...found];
}

/** Plain text of Markdown-ish content, for an excerpt made when the post has none. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
