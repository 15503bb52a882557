/**
 * The baseline for `bench/bible.ts`: the same verses in PGlite (in memory) with a PostgreSQL
 * full-text index (english configuration, GIN), answering the same two shapes over HTTP.
 * Run by the benchmark as a child process; prints `ready <port> <load ms>` when listening.
 */
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { BIBLE_BOOKS, findBook } from '../contract/bible-books';
import { loadBible } from '../server/infra/bible/load';

const started = performance.now();
const db = await PGlite.create();
await db.exec(`
  create table verses (
    id integer primary key, book text not null, chapter integer not null, verse integer not null,
    text text not null, tsv tsvector generated always as (to_tsvector('english', text)) stored
  );
`);
const { index } = loadBible();
const rows: [number, string, number, number, string][] = [];
let id = 0;
for (const book of BIBLE_BOOKS) {
  for (let c = 1; c <= book.chapters; c++) {
    for (const v of index.chapter(book.name, c)?.verses ?? []) {
      rows.push([id++, book.name, c, v.verse, v.text]);
    }
  }
}
for (let i = 0; i < rows.length; i += 1000) {
  const batch = rows.slice(i, i + 1000);
  const values = batch
    .map((_, j) => `($${j * 5 + 1}, $${j * 5 + 2}, $${j * 5 + 3}, $${j * 5 + 4}, $${j * 5 + 5})`)
    .join(',');
  await db.query(
    `insert into verses (id, book, chapter, verse, text) values ${values}`,
    batch.flat(),
  );
}
await db.exec(`
  create index verses_tsv on verses using gin (tsv);
  create index verses_place on verses (book, chapter, verse);
  analyze verses;
`);
const loadMs = Math.round(performance.now() - started);

const app = Fastify({ logger: false });
app.get<{ Params: { book: string; chapter: string } }>(
  '/chapter/:book/:chapter',
  async (req, reply) => {
    const book = findBook(req.params.book);
    if (!book) return reply.code(404).send({ message: 'Not found' });
    const result = await db.query<{ verse: number; text: string }>(
      'select verse, text from verses where book = $1 and chapter = $2 order by verse',
      [book.name, Number(req.params.chapter)],
    );
    return { reference: `${book.name} ${req.params.chapter}`, verses: result.rows };
  },
);
app.get<{ Querystring: { q?: string } }>('/search', async (req) => {
  const q = String(req.query.q ?? '');
  const query = "websearch_to_tsquery('english', $1)";
  const [count, found] = [
    await db.query<{ n: number }>(`select count(*)::int as n from verses where tsv @@ ${query}`, [
      q,
    ]),
    await db.query(
      `select book as book_name, chapter, verse, text from verses where tsv @@ ${query}
       order by ts_rank(tsv, ${query}) desc, id limit 20`,
      [q],
    ),
  ];
  return { query: q, total: count.rows[0]?.n ?? 0, verses: found.rows };
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`ready ${new URL(address).port} ${loadMs}`);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
