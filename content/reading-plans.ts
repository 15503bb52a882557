/**
 * The reading plans built into the site. A plan is one or more tracks of books, each spread evenly
 * over the plan's days and read side by side (the whole Bible in a year reads the Old and the New
 * Testament together each day). The chapter counts are the Protestant canon's, as the reader's
 * book table has them (a test holds the two together).
 */

/** Each book's OSIS id and chapter count, in canonical order. */
const CHAPTERS: readonly (readonly [string, number])[] = [
  ['Gen', 50],
  ['Exod', 40],
  ['Lev', 27],
  ['Num', 36],
  ['Deut', 34],
  ['Josh', 24],
  ['Judg', 21],
  ['Ruth', 4],
  ['1Sam', 31],
  ['2Sam', 24],
  ['1Kgs', 22],
  ['2Kgs', 25],
  ['1Chr', 29],
  ['2Chr', 36],
  ['Ezra', 10],
  ['Neh', 13],
  ['Esth', 10],
  ['Job', 42],
  ['Ps', 150],
  ['Prov', 31],
  ['Eccl', 12],
  ['Song', 8],
  ['Isa', 66],
  ['Jer', 52],
  ['Lam', 5],
  ['Ezek', 48],
  ['Dan', 12],
  ['Hos', 14],
  ['Joel', 3],
  ['Amos', 9],
  ['Obad', 1],
  ['Jonah', 4],
  ['Mic', 7],
  ['Nah', 3],
  ['Hab', 3],
  ['Zeph', 3],
  ['Hag', 2],
  ['Zech', 14],
  ['Mal', 4],
  ['Matt', 28],
  ['Mark', 16],
  ['Luke', 24],
  ['John', 21],
  ['Acts', 28],
  ['Rom', 16],
  ['1Cor', 16],
  ['2Cor', 13],
  ['Gal', 6],
  ['Eph', 6],
  ['Phil', 4],
  ['Col', 4],
  ['1Thess', 5],
  ['2Thess', 3],
  ['1Tim', 6],
  ['2Tim', 4],
  ['Titus', 3],
  ['Phlm', 1],
  ['Heb', 13],
  ['Jas', 5],
  ['1Pet', 5],
  ['2Pet', 3],
  ['1John', 5],
  ['2John', 1],
  ['3John', 1],
  ['Jude', 1],
  ['Rev', 22],
];

export const PLAN_BOOK_CHAPTERS: ReadonlyMap<string, number> = new Map(CHAPTERS);

/** One chapter to read: the book's OSIS id ('Matt', '1John') and the chapter. */
export interface PlanChapter {
  book: string;
  chapter: number;
}

export const READING_PLAN_IDS = [
  'new-testament-90',
  'psalms-proverbs-month',
  'bible-year',
] as const;
export type ReadingPlanId = (typeof READING_PLAN_IDS)[number];

export interface ReadingPlan {
  id: ReadingPlanId;
  /** Each day's chapters, day 1 first. */
  days: readonly (readonly PlanChapter[])[];
}

/** The books from `first` to `last` (OSIS ids), every chapter of each, in order. */
function span(first: string, last: string): PlanChapter[] {
  const from = CHAPTERS.findIndex(([osis]) => osis === first);
  const to = CHAPTERS.findIndex(([osis]) => osis === last);
  if (from < 0 || to < from) throw new Error(`no books from ${first} to ${last}`);
  return CHAPTERS.slice(from, to + 1).flatMap(([book, count]) =>
    Array.from({ length: count }, (_, i) => ({ book, chapter: i + 1 })),
  );
}

/** Each track's chapters spread evenly over `dayCount` days, the tracks read side by side. */
function calendar(dayCount: number, tracks: PlanChapter[][]): PlanChapter[][] {
  return Array.from({ length: dayCount }, (_, day) =>
    tracks.flatMap((track) =>
      track.slice(
        Math.floor((day * track.length) / dayCount),
        Math.floor(((day + 1) * track.length) / dayCount),
      ),
    ),
  );
}

export const READING_PLANS: readonly ReadingPlan[] = [
  { id: 'new-testament-90', days: calendar(90, [span('Matt', 'Rev')]) },
  { id: 'psalms-proverbs-month', days: calendar(31, [span('Ps', 'Ps'), span('Prov', 'Prov')]) },
  { id: 'bible-year', days: calendar(365, [span('Gen', 'Mal'), span('Matt', 'Rev')]) },
];

export const readingPlan = (id: string): ReadingPlan | undefined =>
  READING_PLANS.find((plan) => plan.id === id);

/** A day's chapters as passages: consecutive chapters of one book together ('Matt' 1–3). */
export interface PlanPassage {
  book: string;
  fromChapter: number;
  toChapter: number;
}

export function planPassages(chapters: readonly PlanChapter[]): PlanPassage[] {
  const passages: PlanPassage[] = [];
  for (const { book, chapter } of chapters) {
    const last = passages.at(-1);
    if (last && last.book === book && last.toChapter === chapter - 1) last.toChapter = chapter;
    else passages.push({ book, fromChapter: chapter, toChapter: chapter });
  }
  return passages;
}
