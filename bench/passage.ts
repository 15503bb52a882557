/**
 * Passage benchmark (`npm run bench:passage`): the built server's `GET /api/bible/passage`, the
 * popover of a study's Scripture reference and the verse of the day, under 50 connections for
 * 10 s, over every reference the studies and the verse-of-the-day list name (WEB), and the
 * chapter route (`/api/bible/:book/:chapter`) over all 1,189 chapters measured in the same run,
 * with the ratio of the two p99s. Load from autocannon, and from wrk when it is there or can be
 * installed (bench/wrk.ts).
 */
import { BIBLE_BOOKS, bookSlug } from '../contract/bible-books';
import { osisPassage } from '../contract/bible-references';
import { studyReferences } from '../content/study-references';
import { dailyVerseRef, dailyVerses } from '../content/verses-of-the-day';
import { startBuiltServer } from '../scripts/lib/server-process';
import {
  LOAD_COLUMNS,
  loadCells,
  type LoadResult,
  measureWithAutocannon,
  measureWithWrk,
  wrkAvailable,
} from './wrk';

const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const MEASURE_SECONDS = 10;

const refs = [
  ...new Set([
    ...Object.values(studyReferences).flatMap((byLanguage) =>
      Object.values(byLanguage).flatMap((rows) =>
        rows.flatMap(([, , osis]) => osisPassage(osis)?.ref ?? []),
      ),
    ),
    ...dailyVerses.map(dailyVerseRef),
  ]),
];
const passagePaths = refs.map((ref) => `/api/bible/passage?ref=${encodeURIComponent(ref)}`);
const chapterPaths = BIBLE_BOOKS.flatMap((b) =>
  Array.from({ length: b.chapters }, (_, i) => `/api/bible/${bookSlug(b.name)}/${i + 1}`),
);

async function main(): Promise<void> {
  const useWrk = wrkAvailable();
  const server = await startBuiltServer({ tempPrefix: 'ministry-bench-passage-' });
  try {
    const rows: { target: string; autocannon: LoadResult; wrk?: LoadResult }[] = [];
    for (const [target, paths] of [
      [`passage (${passagePaths.length} references)`, passagePaths],
      [`chapter (${chapterPaths.length} chapters)`, chapterPaths],
    ] as const) {
      const row: (typeof rows)[number] = {
        target,
        autocannon: await measureWithAutocannon(server.baseUrl, [...paths], {
          connections: CONNECTIONS,
          warmupSeconds: WARMUP_SECONDS,
          measureSeconds: MEASURE_SECONDS,
        }),
      };
      if (useWrk) {
        row.wrk = await measureWithWrk(server.baseUrl, [...paths], {
          connections: CONNECTIONS,
          warmupSeconds: WARMUP_SECONDS,
          seconds: MEASURE_SECONDS,
        });
      }
      rows.push(row);
    }
    console.log(`\n| target | ${LOAD_COLUMNS.join(' | ')} |`);
    console.log(`|---|${LOAD_COLUMNS.map(() => '---:').join('|')}|`);
    for (const row of rows) {
      console.log(`| ${row.target} | ${loadCells(row.autocannon, row.wrk).join(' | ')} |`);
    }
    const [passage, chapter] = rows;
    if (passage && chapter) {
      const ratio = (a: LoadResult | undefined, b: LoadResult | undefined) =>
        a && b && b.p99 > 0 ? (a.p99 / b.p99).toFixed(2) : '–';
      console.log(
        `\npassage p99 / chapter p99: autocannon ${ratio(passage.autocannon, chapter.autocannon)}, ` +
          `wrk ${ratio(passage.wrk, chapter.wrk)}`,
      );
    }
  } finally {
    await server.stop();
  }
}

await main();
