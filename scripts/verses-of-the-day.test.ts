import { describe, expect, it } from 'vitest';
import { findBook } from '../contract/bible';
import { dailyVerseRef, dailyVerses, utcDay, verseOfTheDay } from '../content/verses-of-the-day';
import { sharedBible } from '../server/infra/bible/load';

describe('the verses of the day', () => {
  it('are at least 366, none twice', () => {
    expect(dailyVerses.length).toBeGreaterThanOrEqual(366);
    const refs = dailyVerses.map(dailyVerseRef);
    expect(new Set(refs).size).toBe(refs.length);
  });

  it('are every one a real passage of the WEB and of the Reina-Valera 1909', () => {
    const web = sharedBible('web').index;
    const rv = sharedBible('rv1909').index;
    for (const entry of dailyVerses) {
      const [book, chapter, verse, endVerse] = entry;
      const ref = dailyVerseRef(entry);
      expect(findBook(book)?.name, ref).toBe(book);
      const verses = endVerse === undefined ? 1 : endVerse - verse + 1;
      expect(verses, ref).toBeGreaterThan(0);
      for (const index of [web, rv]) {
        const found = index.reference(ref, 20);
        expect(found?.total, ref).toBe(verses);
        expect(found?.verses[0]).toMatchObject({ book_name: book, chapter, verse });
        expect(
          found?.verses.every((v) => v.text.trim().length > 0),
          ref,
        ).toBe(true);
      }
    }
  }, 60_000);

  it('choose one a UTC day: the same all day, the next one the next day, a year without repeats', () => {
    expect(utcDay(new Date('2026-11-25T23:59:59.999Z'))).toBe('2026-11-25');
    expect(utcDay(new Date('2026-11-26T00:00:00+01:00'))).toBe('2026-11-25');
    const index = (day: string) => dailyVerses.indexOf(verseOfTheDay(day));
    expect(index('2026-11-26')).toBe((index('2026-11-25') + 1) % dailyVerses.length);
    const year = Array.from({ length: 366 }, (_, i) =>
      utcDay(new Date(Date.UTC(2028, 0, 1) + i * 86_400_000)),
    );
    expect(new Set(year.map((day) => verseOfTheDay(day))).size).toBe(366);
    expect(verseOfTheDay('not a day')).toBe(dailyVerses[0]);
  });
});
