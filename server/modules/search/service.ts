/**
 * The site search: the database's index (search_documents, one row per thing and language) for
 * everything the ministry published, and the Bible's in-memory search for verses. A query that
 * is a Scripture reference also answers the passage, first.
 */
import { sql } from 'drizzle-orm';
import {
  bookDisplayName,
  defaultBibleVersionFor,
  findBook,
  type BibleVersionId,
  DEFAULT_BIBLE_VERSION,
} from '../../../contract/bible';
import { osisLabel, osisPassage } from '../../../contract/bible-references';
import { localizePath, type SiteLanguage } from '../../../contract/i18n';
import { pathTo } from '../../../contract/pages';
import {
  SEARCH_GROUP_SIZE,
  searchKinds,
  type SearchGroup,
  type SearchItem,
  type SearchKind,
  type SiteSearchAnswer,
} from '../../../contract/search';
import type { ReadCache } from '../../db/read-cache';
import {
  answers,
  articles,
  ebooks,
  events,
  memberSuspensions,
  questions,
  searchDocuments,
  searchWords,
  sitePages,
  studies,
  timelineEvents,
  characters,
  teachings,
  videos,
} from '../../db/schema';
import { rowsOf, type Database } from '../../db/types';
import { authorNotSuspended } from '../../domain/suspensions';
import type { BibleIndex } from '../../infra/bible/bible-index';
import { highlightWords, MATCH_START, MATCH_STOP, markedSnippet } from './snippets';
import { correction, queryWords, tsqueryText } from './words';

export interface SearchServiceDeps {
  db: Database;
  /** Keeps answers until the index changes (see INDEXED_TABLES). */
  reads: ReadCache;
  clock: () => Date;
  /** Each version's verse index, loaded on first use. */
  bible: (version: BibleVersionId) => BibleIndex;
}

export interface SiteSearch {
  q: string;
  lang: SiteLanguage;
  kind?: SearchKind | undefined;
  page: number;
  /** Signed-in members also find what is for members. */
  member: boolean;
}

interface Row extends Record<string, unknown> {
  kind: string;
  language: string;
  title: string;
  url: string;
  total: number | string;
  snippet: string;
}

/** How many of the closest lexicon words a misspelt word is compared with. */
const NEAR_WORDS = 6;
/** How the database cuts a snippet: about twenty words around the best match, the matches marked. */
const HEADLINE_OPTIONS = `StartSel="${MATCH_START}", StopSel="${MATCH_STOP}", MaxWords=28, MinWords=12, MaxFragments=1`;
/** How far into a body the first match is looked for. */
const SNIPPET_SOURCE = 20_000;
/**
 * The stretch around the first match the database's headline is cut from: the headline parses
 * all it is given, and a whole transcript costs milliseconds a result.
 */
const SNIPPET_WINDOW = 2_000;
const SNIPPET_LEAD = 400;
/** A word is looked for in the text by its start, so 'loved' is found for 'loving'. */
const wordStart = (word: string) => word.slice(0, 5);

/**
 * The tables whose writes change what a search answers: the index itself and every table a
 * database trigger indexes (a trigger's write to the index is not seen by this process's read
 * cache, only the statement's own table is). A test checks that every `search_*` trigger's table
 * is here.
 */
export const INDEXED_TABLES = [
  searchDocuments,
  searchWords,
  articles,
  videos,
  ebooks,
  questions,
  answers,
  teachings,
  studies,
  sitePages,
  events,
  timelineEvents,
  characters,
  // A suspension hides its member's questions (authorNotSuspended) and lifting it shows them.
  memberSuspensions,
];

/**
 * How long a kept answer may stand for the present: a scheduled item becomes findable within a
 * minute of its time, and the same words asked again within it are answered from memory.
 */
const ANSWER_MINUTE_MS = 60_000;

export function createSearchService({ db, reads, clock, bible }: SearchServiceDeps) {
  /** The corrections of the words the index has never seen. */
  async function corrections(words: readonly string[]): Promise<Map<string, string>> {
    const unknown = words.filter((word) => word.length >= 4 && !/^\d+$/.test(word));
    if (unknown.length === 0) return new Map();
    const rows = await rowsOf<{ word: string; known: boolean; near: string[] }>(
      db.execute(sql`
        select t.word,
          exists (select 1 from search_words w where w.word = t.word) as known,
          array(select w.word from search_words w where w.word % t.word
                order by similarity(w.word, t.word) desc, w.word limit ${NEAR_WORDS}) as near
        from unnest(${`{${unknown.map((w) => `"${w}"`).join(',')}}`}::text[]) as t(word)`),
    );
    const found = new Map<string, string>();
    for (const row of rows) {
      if (row.known) continue;
      const better = correction(row.word, row.near);
      if (better) found.set(row.word, better);
    }
    return found;
  }

  /** One page of each kind's documents (or of `kind`'s), the page's language first. */
  async function documentGroups(
    text: string,
    words: readonly string[],
    search: SiteSearch,
    offset: number,
  ): Promise<SearchGroup[]> {
    // Words are letters and digits only (queryWords): nothing in them is array syntax.
    const starts = words.filter((word) => word.length >= 3).map(wordStart);
    const now = clock().toISOString();
    const kind = search.kind ?? null;
    const query = (config: string) => sql`to_tsquery(${config}::regconfig, ${text})`;
    const own = sql`to_tsquery(search_config(d.language), ${text})`;
    // A suspended member's public question stays in the index and is left out here, as the
    // question lists leave it out, so lifting the suspension shows it again at once.
    const askerNotSuspended = sql`not exists (select 1 from ${questions} q
      where q.id = d.record_id and not (${authorNotSuspended(sql`q.submitted_by`)}))`;
    const rows = await rowsOf<Row>(
      db.execute(sql`
        with matched as (
          select distinct on (d.kind, d.record_id)
            d.kind, d.record_id, d.language, d.title, d.body, d.url,
            ts_rank(d.tsv, ${own}) * case when d.kind in ('article', 'teaching')
              and d.published_at is not null then
              1 + 1 / (1 + extract(epoch from (${now}::timestamptz - d.published_at)) / 7776000)
              else 1 end as score
          from search_documents d
          where ((d.language = 'en' and d.tsv @@ ${query('search_en')})
              or (d.language = 'es' and d.tsv @@ ${query('search_es')})
              or (d.language = 'pt' and d.tsv @@ ${query('search_pt')}))
            and (d.audience = 'public' or (${search.member} and d.audience = 'members'))
            and (d.published_at is null or d.published_at <= ${now}::timestamptz)
            and (${kind}::text is null or d.kind = ${kind})
            and (d.kind <> 'question' or ${askerNotSuspended})
          order by d.kind, d.record_id, (d.language = ${search.lang}) desc, score desc
        ),
        ranked as (
          select m.*, count(*) over (partition by m.kind) as total,
            row_number() over (partition by m.kind
              order by (m.language = ${search.lang}) desc, m.score desc, m.record_id desc) as n
          from matched m
        )
        select r.kind, r.language, r.title, r.url, r.total,
          ts_headline(search_config(r.language),
            (select case when at > 0 then substr(r.body, greatest(1, at - ${SNIPPET_LEAD}),
                ${SNIPPET_WINDOW}) else left(r.body, ${SNIPPET_WINDOW}) end
              from (select coalesce(min(nullif(strpos(
                  lower(unaccent(left(r.body, ${SNIPPET_SOURCE}))), w), 0)), 0) as at
                from unnest(${`{${starts.join(',')}}`}::text[]) as w) as first_match),
            to_tsquery(search_config(r.language), ${text}),
            ${HEADLINE_OPTIONS})
            as snippet
        from ranked r
        where r.n > ${offset} and r.n <= ${offset + SEARCH_GROUP_SIZE}
        order by r.kind, r.n`),
    );
    const groups = new Map<string, SearchGroup>();
    for (const row of rows) {
      const kindOf = row.kind as SearchKind;
      let group = groups.get(kindOf);
      if (!group) {
        group = { kind: kindOf, total: Number(row.total), items: [] };
        groups.set(kindOf, group);
      }
      group.items.push({
        title: row.title,
        url: localizePath(row.url, search.lang),
        snippet: markedSnippet(row.snippet),
        language: row.language,
      });
    }
    return [...groups.values()];
  }

  /** The verses (or the passage) of the page's language's version. */
  function verses(
    query: string,
    corrected: string,
    search: SiteSearch,
    offset: number,
  ): { group?: SearchGroup; passage?: SiteSearchAnswer['passage'] } {
    const version = defaultBibleVersionFor(search.lang);
    const index = bible(version);
    const limit = offset + SEARCH_GROUP_SIZE;
    let found = index.search(query, limit);
    if (found.total === 0 && corrected !== query) found = index.search(corrected, limit);
    const passageOf = (osis: string) => osisPassage(osis.split(',')[0] ?? '');
    const version_ = version === DEFAULT_BIBLE_VERSION ? undefined : version;
    const readerUrl = (bookName: string, chapter: number, hash?: string) =>
      pathTo(
        'bibleChapter',
        { book: bookName.replace(/ /g, '-'), chapter },
        { search: { version: version_ }, hash, lang: search.lang },
      );
    let passage: SiteSearchAnswer['passage'];
    if (found.osis) {
      const first = passageOf(found.osis);
      if (first) {
        passage = {
          reference: osisLabel(found.osis, search.lang),
          url: readerUrl(first.book.name, first.chapter, first.hash),
        };
      }
    }
    const words = queryWords(found.osis ? '' : corrected);
    const items: SearchItem[] = found.verses.slice(offset).map((verse) => {
      const book = findBook(verse.book_name);
      const name = book ? bookDisplayName(book, search.lang) : verse.book_name;
      return {
        title: `${name} ${verse.chapter}:${verse.verse}`,
        url: readerUrl(verse.book_name, verse.chapter, `v${verse.verse}`),
        snippet: highlightWords(verse.text, words),
        language: index.language,
      };
    });
    return {
      passage,
      group: found.total > 0 ? { kind: 'verse', total: found.total, items } : undefined,
    };
  }

  async function answer(search: SiteSearch): Promise<SiteSearchAnswer> {
    const offset = (search.page - 1) * SEARCH_GROUP_SIZE;
    const words = queryWords(search.q);
    const fixes = await corrections(words);
    const corrected = words.map((word) => fixes.get(word) ?? word).join(' ');
    const text = tsqueryText(words, fixes);
    const groups =
      search.kind === 'verse' || !text
        ? []
        : await documentGroups(text, corrected.split(' '), search, offset);
    const bibleAnswer =
      search.kind === undefined || search.kind === 'verse'
        ? verses(search.q, corrected, search, offset)
        : {};
    if (bibleAnswer.group) groups.push(bibleAnswer.group);
    groups.sort((a, b) => searchKinds.indexOf(a.kind) - searchKinds.indexOf(b.kind));
    // A reference's passage comes first: its verses lead the groups.
    if (bibleAnswer.passage) {
      const at = groups.findIndex((group) => group.kind === 'verse');
      if (at > 0) groups.unshift(...groups.splice(at, 1));
    }
    return {
      query: search.q,
      ...(bibleAnswer.passage ? { passage: bibleAnswer.passage } : {}),
      groups,
    };
  }

  return {
    /**
     * The answer to one search, kept in the read cache: people ask the same words often, and an
     * answer stands until the index changes or the minute it was made for has passed.
     */
    search(search: SiteSearch): Promise<SiteSearchAnswer> {
      const minute = Math.floor(clock().getTime() / ANSWER_MINUTE_MS);
      const { q, lang, kind, page, member } = search;
      const key = `search:${JSON.stringify([q, lang, kind ?? '', page, member, minute])}`;
      return reads.get(key, INDEXED_TABLES, () => answer(search), answerBytes);
    },
  };
}

/** An answer's size in memory, roughly: its text twice over (UTF-16). */
const answerBytes = (answer: SiteSearchAnswer) => JSON.stringify(answer).length * 2;

export type SearchService = ReturnType<typeof createSearchService>;
