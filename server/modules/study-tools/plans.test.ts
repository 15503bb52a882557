import { describe, expect, it } from 'vitest';
import { BIBLE_BOOKS } from '../../../contract/bible-books';
import { localDateTime, planDayOn, streakOf } from './plans';
import {
  PLAN_BOOK_CHAPTERS,
  planPassages,
  READING_PLANS,
  readingPlan,
} from '../../../content/reading-plans';

const key = (book: string, chapter: number) => `${book} ${chapter}`;
const chaptersOf = (books: readonly { osis: string; chapters: number }[]) =>
  books.flatMap((b) => Array.from({ length: b.chapters }, (_, i) => key(b.osis, i + 1)));

const nt = BIBLE_BOOKS.filter((b) => b.testament === 'NT');
const expected: Record<string, { days: number; chapters: string[] }> = {
  'new-testament-90': { days: 90, chapters: chaptersOf(nt) },
  'psalms-proverbs-month': {
    days: 31,
    chapters: chaptersOf(BIBLE_BOOKS.filter((b) => b.osis === 'Ps' || b.osis === 'Prov')),
  },
  'bible-year': { days: 365, chapters: chaptersOf(BIBLE_BOOKS) },
};

describe('reading plans', () => {
  it('counts the chapters as the reader does', () => {
    expect([...PLAN_BOOK_CHAPTERS]).toEqual(BIBLE_BOOKS.map((b) => [b.osis, b.chapters]));
  });

  it.each(Object.entries(expected))(
    '%s reads every chapter exactly once, in order, every day something',
    (id, want) => {
      const plan = readingPlan(id);
      expect(plan).toBeDefined();
      const days = plan?.days ?? [];
      expect(days).toHaveLength(want.days);
      for (const day of days) expect(day.length).toBeGreaterThan(0);
      const read = days.flat().map((c) => key(c.book, c.chapter));
      expect(new Set(read).size).toBe(read.length);
      expect([...read].sort()).toEqual([...want.chapters].sort());
      // Within each book the chapters come in order.
      const byBook = new Map<string, number[]>();
      for (const c of days.flat()) byBook.set(c.book, [...(byBook.get(c.book) ?? []), c.chapter]);
      for (const chapters of byBook.values()) {
        expect(chapters).toEqual([...chapters].sort((a, b) => a - b));
      }
    },
  );

  it('has exactly the three built-in plans', () => {
    expect(READING_PLANS.map((p) => p.id).sort()).toEqual(Object.keys(expected).sort());
  });

  it('groups consecutive chapters of a book into one passage', () => {
    expect(
      planPassages([
        { book: 'Ps', chapter: 1 },
        { book: 'Ps', chapter: 2 },
        { book: 'Prov', chapter: 1 },
        { book: 'Ps', chapter: 4 },
      ]),
    ).toEqual([
      { book: 'Ps', fromChapter: 1, toChapter: 2 },
      { book: 'Prov', fromChapter: 1, toChapter: 1 },
      { book: 'Ps', fromChapter: 4, toChapter: 4 },
    ]);
  });
});

describe('calendar arithmetic', () => {
  it("reads the member's wall clock", () => {
    const at = new Date('2026-03-01T04:30:00Z');
    expect(localDateTime(at, 'America/New_York')).toEqual({ date: '2026-02-28', time: '23:30' });
    expect(localDateTime(at, 'Asia/Tokyo')).toEqual({ date: '2026-03-01', time: '13:30' });
  });

  it('counts plan days from the start date, within the plan', () => {
    const plan = readingPlan('psalms-proverbs-month');
    if (!plan) throw new Error('no plan');
    expect(planDayOn(plan, '2026-02-27', '2026-02-27')).toBe(1);
    expect(planDayOn(plan, '2026-02-27', '2026-03-01')).toBe(3);
    expect(planDayOn(plan, '2026-02-27', '2027-01-01')).toBe(31);
  });

  it('counts the streak back from today, or from yesterday while today is open', () => {
    expect(streakOf(new Set([1, 2, 3]), 3)).toBe(3);
    expect(streakOf(new Set([1, 2, 3]), 4)).toBe(3);
    expect(streakOf(new Set([1, 3]), 3)).toBe(1);
    expect(streakOf(new Set([1, 2]), 5)).toBe(0);
  });
});
