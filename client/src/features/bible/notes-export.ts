import type { Bookmark, Highlight, Note } from '@contract/study-tools';

export type ExportFormat = 'txt' | 'md';

/** The words of the file, in the page's language. */
export interface ExportWords {
  title: string;
  notes: string;
  highlights: string;
  bookmarks: string;
  colorName: (color: Highlight['color']) => string;
}

/** Markdown's special characters in a note taken literally, so the file shows what was written. */
const escapeMarkdown = (text: string) => text.replace(/([\\`*_{}[\]()#+\-.!|>~<])/g, '\\$1');

/**
 * A member's notes, highlights and bookmarks as a plain-text or Markdown file: each section
 * headed, each note under its reference, in the order given.
 */
export function exportFile(
  format: ExportFormat,
  words: ExportWords,
  data: { notes: Note[]; highlights: Highlight[]; bookmarks: Bookmark[] },
): string {
  const lines: string[] = [];
  if (format === 'md') {
    lines.push(`# ${words.title}`, '');
    lines.push(`## ${words.notes}`, '');
    for (const note of data.notes) {
      lines.push(`### ${note.reference}`, '');
      lines.push(...note.text.split('\n').map((line) => escapeMarkdown(line) + '  '), '');
    }
    lines.push(`## ${words.highlights}`, '');
    for (const h of data.highlights) lines.push(`- ${h.reference} (${words.colorName(h.color)})`);
    lines.push('', `## ${words.bookmarks}`, '');
    for (const b of data.bookmarks) lines.push(`- ${b.reference}`);
  } else {
    const heading = (text: string) => [text.toUpperCase(), '='.repeat(text.length), ''];
    lines.push(...heading(words.title));
    lines.push(...heading(words.notes));
    for (const note of data.notes) lines.push(note.reference, note.text, '');
    lines.push(...heading(words.highlights));
    for (const h of data.highlights) lines.push(`${h.reference} (${words.colorName(h.color)})`);
    lines.push('', ...heading(words.bookmarks));
    for (const b of data.bookmarks) lines.push(b.reference);
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** Hands the text to the browser as a file download. */
export function download(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
