import { describe, expect, it } from 'vitest';
import type { Bookmark, Highlight, Note } from '@contract/study-tools';
import { exportFile, type ExportWords } from './notes-export';

const place = {
  book: 'John',
  startChapter: 3,
  startVerse: 16,
  endChapter: 3,
  endVerse: 16,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const notes: Note[] = [
  {
    ...place,
    id: 1,
    reference: 'John 3:16',
    text: 'God *so* loved\nthe world',
    updatedAt: place.createdAt,
  },
];
const highlights: Highlight[] = [{ ...place, id: 2, reference: 'John 3:16', color: 'yellow' }];
const bookmarks: Bookmark[] = [{ ...place, id: 3, reference: 'Psalms 23' }];
const words: ExportWords = {
  title: 'My Notes',
  notes: 'Notes',
  highlights: 'Highlights',
  bookmarks: 'Bookmarks',
  colorName: (c) => (c === 'yellow' ? 'Yellow' : c),
};

describe('the export', () => {
  it('writes plain text with headed sections', () => {
    expect(exportFile('txt', words, { notes, highlights, bookmarks })).toBe(
      [
        'MY NOTES',
        '========',
        '',
        'NOTES',
        '=====',
        '',
        'John 3:16',
        'God *so* loved\nthe world',
        '',
        'HIGHLIGHTS',
        '==========',
        '',
        'John 3:16 (Yellow)',
        '',
        'BOOKMARKS',
        '=========',
        '',
        'Psalms 23',
        '',
      ].join('\n'),
    );
  });

  it('writes Markdown with the notes taken literally and their lines kept', () => {
    const md = exportFile('md', words, { notes, highlights, bookmarks });
    expect(md).toContain(
      '# My Notes\n\n## Notes\n\n### John 3:16\n\nGod \\*so\\* loved  \nthe world  \n',
    );
    expect(md).toContain('## Highlights\n\n- John 3:16 (Yellow)\n');
    expect(md).toContain('## Bookmarks\n\n- Psalms 23\n');
  });
});
