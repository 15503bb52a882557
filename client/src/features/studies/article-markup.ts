/**
 * Parses a study's article text (markup described in content/studies.ts) into blocks. Pure data
 * in, data out: the React side (article.tsx) turns blocks into elements, so no HTML from content
 * ever reaches the page.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; children: Inline[] }
  | { kind: 'italic'; children: Inline[] }
  /** A Scripture reference, with the passage it names in OSIS notation ('Rom.8.19-Rom.8.21'). */
  | { kind: 'reference'; osis: string; children: Inline[] };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; children: Inline[] }
  | { kind: 'emphasis'; children: Inline[] }
  | { kind: 'quote'; children: Inline[]; cite?: Inline[] }
  | { kind: 'list'; items: Inline[][] }
  | { kind: 'paragraph'; children: Inline[] };

const HEADING = /^(#{1,3})\s+(.+)$/;
const BULLET = /^[-•]\s+(.*)$/;
/** Closing quote, then an optional reference after a dash: `" — Acts 3:21`. */
const QUOTE_PAIRS: Record<string, string> = { '"': '"', '“': '”' };

/**
 * Where references stand, marked in the text before it is parsed: REF_OPEN osis REF_TEXT words
 * REF_CLOSE. Characters of Unicode's private use area, which no article contains.
 */
const REF_OPEN = '\uE000';
const REF_TEXT = '\uE001';
const REF_CLOSE = '\uE002';

/**
 * The article's text with its references marked (`references` as content/study-references.ts
 * lists them: start and end in `source`, OSIS passage), for parseArticle to read as links.
 */
export function markReferences(
  source: string,
  references: readonly (readonly [start: number, end: number, osis: string])[],
): string {
  let out = '';
  let at = 0;
  for (const [start, end, osis] of references) {
    if (start < at || end > source.length) continue;
    out += `${source.slice(at, start)}${REF_OPEN}${osis}${REF_TEXT}${source.slice(start, end)}${REF_CLOSE}`;
    at = end;
  }
  return out + source.slice(at);
}

/**
 * Inline `**bold**`, `*italic*` and marked references; a marker without its partner stays
 * literal text.
 */
export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ kind: 'text', text });
    text = '';
  };
  let i = 0;
  while (i < source.length) {
    if (source[i] === REF_OPEN) {
      const middle = source.indexOf(REF_TEXT, i + 1);
      const end = middle < 0 ? -1 : source.indexOf(REF_CLOSE, middle + 1);
      if (end > 0) {
        flush();
        const osis = source.slice(i + 1, middle);
        out.push({ kind: 'reference', osis, children: parseInline(source.slice(middle + 1, end)) });
        i = end + 1;
        continue;
      }
    }
    if (source.startsWith('**', i)) {
      const end = source.indexOf('**', i + 2);
      if (end > i + 2) {
        flush();
        out.push({ kind: 'bold', children: parseInline(source.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    } else if (source[i] === '*' && source[i + 1] !== ' ') {
      const end = findItalicEnd(source, i + 1);
      if (end > i + 1) {
        flush();
        out.push({ kind: 'italic', children: parseInline(source.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }
    text += source[i];
    i += 1;
  }
  flush();
  return out;
}

/** The next single `*` (not part of `**`) not preceded by a space, or -1. */
function findItalicEnd(source: string, from: number): number {
  for (let j = from; j < source.length; j += 1) {
    if (source[j] !== '*') continue;
    if (source[j + 1] === '*') {
      j += 1;
      continue;
    }
    if (source[j - 1] !== ' ') return j;
  }
  return -1;
}

/** A paragraph wrapped in quotes, possibly followed by ` — Reference`. */
function parseQuote(paragraph: string): { body: string; cite?: string } | undefined {
  const open = paragraph[0] ?? '';
  const close = QUOTE_PAIRS[open];
  if (!close) return undefined;
  const end = paragraph.lastIndexOf(close);
  if (end <= 0) return undefined;
  const body = paragraph.slice(1, end).trim();
  const rest = paragraph.slice(end + 1).trim();
  if (!body) return undefined;
  if (!rest) return { body };
  const cite = /^[—–-]\s*(.+)$/.exec(rest)?.[1]?.trim();
  // Text after the closing quote that is not a reference: an ordinary paragraph.
  return cite ? { body, cite } : undefined;
}

/** A single-line paragraph wrapped in single asterisks. */
function parseEmphasis(paragraph: string): string | undefined {
  if (paragraph.includes('\n')) return undefined;
  if (paragraph.length < 3 || !paragraph.startsWith('*') || !paragraph.endsWith('*'))
    return undefined;
  if (paragraph.startsWith('**') || paragraph.endsWith('**')) return undefined;
  const inner = paragraph.slice(1, -1);
  return inner.trim() && !inner.includes('*') ? inner.trim() : undefined;
}

/** Splits on blank lines and classifies each paragraph. */
export function parseArticle(source: string): Block[] {
  const blocks: Block[] = [];
  const paragraphs = source
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

  for (const paragraph of paragraphs) {
    const lines = paragraph.split('\n').map((l) => l.trim());
    let pending: string[] = [];
    let items: Inline[][] = [];
    const flushText = () => {
      if (pending.length) blocks.push(classify(pending.join('\n')));
      pending = [];
    };
    const flushList = () => {
      if (items.length) blocks.push({ kind: 'list', items });
      items = [];
    };
    for (const line of lines) {
      const heading = HEADING.exec(line);
      const bullet = BULLET.exec(line);
      if (heading) {
        flushText();
        flushList();
        const level = (heading[1] ?? '#').length as 1 | 2 | 3;
        blocks.push({ kind: 'heading', level, children: parseInline(heading[2] ?? '') });
      } else if (bullet) {
        flushText();
        items.push(parseInline(bullet[1] ?? ''));
      } else {
        flushList();
        pending.push(line);
      }
    }
    flushText();
    flushList();
  }
  return blocks;
}

function classify(paragraph: string): Block {
  const emphasis = parseEmphasis(paragraph);
  if (emphasis !== undefined) return { kind: 'emphasis', children: parseInline(emphasis) };
  const flat = paragraph.replace(/\n/g, ' ');
  const quote = parseQuote(flat);
  if (quote) {
    return quote.cite
      ? { kind: 'quote', children: parseInline(quote.body), cite: parseInline(quote.cite) }
      : { kind: 'quote', children: parseInline(quote.body) };
  }
  return { kind: 'paragraph', children: parseInline(flat) };
}

/** Plain text of inline content (for word counts and search). */
export function inlineText(inline: Inline[]): string {
  return inline.map((n) => (n.kind === 'text' ? n.text : inlineText(n.children))).join('');
}
