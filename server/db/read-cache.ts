import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import { getTableName } from 'drizzle-orm';
import type pg from 'pg';
import type { PgTable } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';

/**
 * Answers of hot reads (a session's user, a member's conversations, public lists) kept in memory
 * until a write changes one of the tables they were read from.
 *
 * This process's own writes are seen at the driver (`reportWrites` on PGlite, `reportPoolWrites`
 * on PostgreSQL). On PostgreSQL other processes write too: the database announces every committed
 * change (table-changes.ts) and the process's listening connection passes it on with `noteWrite`;
 * while that connection is down the cache is not live (`setLive(false)`): nothing is kept and
 * every read goes to the server.
 *
 * Correctness rests on epochs: each table has one, moved on after a write to it finishes (after a
 * transaction settles for the writes inside it), and a statement whose table can't be told moves
 * a global one. A read notes the epochs of its tables when it starts; its answer is served only
 * while they are unchanged, so an answer read from data older than the latest write to one of its
 * tables is never served.
 */
export interface ReadCache {
  readonly enabled: boolean;
  /**
   * The kept answer for `key`, or the answer of `read` (kept until one of `tables` changes).
   * `size` estimates the answer's bytes, for answers that can be large or many (keys made of
   * what visitors type); without it an entry counts as DEFAULT_ENTRY_BYTES.
   */
  get<T extends object>(
    key: string,
    tables: readonly PgTable[],
    read: () => Promise<T>,
    size?: (value: T) => number,
  ): Promise<T>;
  /** A write to `table` finished; no table named: anything may have changed. */
  noteWrite(table?: string): void;
  /**
   * Whether the cache may keep answers (it hears every write). Going off empties it and makes
   * every read go to the database; coming back starts afresh, so no answer read while writes
   * could go unheard is ever served.
   */
  setLive(live: boolean): void;
  /** True while answers are kept (always true unless `setLive(false)`). */
  readonly live: boolean;
}

const MAX_ENTRIES = 5_000;
/** Bounds the memory the cache may hold, whatever keys visitors make up (estimated bytes). */
const MAX_BYTES = 64 * 1024 * 1024;
const DEFAULT_ENTRY_BYTES = 1024;

interface Entry {
  value: object;
  /** The global epoch, then one per table, when the read started. */
  epochs: number[];
}

export function createReadCache(
  limits: { maxEntries?: number; maxBytes?: number } = {},
): ReadCache {
  let globalEpoch = 0;
  const tableEpochs = new Map<string, number>();
  const entries = new LRUCache<string, Entry>({
    max: limits.maxEntries ?? MAX_ENTRIES,
    maxSize: limits.maxBytes ?? MAX_BYTES,
    sizeCalculation: () => DEFAULT_ENTRY_BYTES,
  });
  const epochsOf = (names: string[]) => [globalEpoch, ...names.map((n) => tableEpochs.get(n) ?? 0)];
  const same = (a: number[], b: number[]) => a.every((n, i) => n === b[i]);
  const inFlight = new Map<string, { value: Promise<object>; epochs: number[] }>();
  let live = true;
  const forgetAll = () => {
    // Reads running now noted the old global epoch: their answers are not kept either.
    globalEpoch += 1;
    entries.clear();
  };

  return {
    enabled: true,
    get live() {
      return live;
    },
    async get<T extends object>(
      key: string,
      tables: readonly PgTable[],
      read: () => Promise<T>,
      size?: (value: T) => number,
    ) {
      if (!live) return read();
      const names = tables.map((t) => getTableName(t));
      const epochs = epochsOf(names);
      const hit = entries.get(key);
      if (hit && same(hit.epochs, epochs)) return hit.value as T;
      // Readers arriving while the same read runs (a burst just after a write) wait for it
      // rather than queue the same query again; only a read started at the same epochs is joined.
      const running = inFlight.get(key);
      if (running && same(running.epochs, epochs)) return running.value as Promise<T>;
      const value = read();
      const own = { value, epochs };
      inFlight.set(key, own);
      try {
        const answer = await value;
        // An answer larger than the whole budget is simply not kept (lru-cache refuses it).
        entries.set(
          key,
          { value: answer, epochs },
          size ? { size: Math.max(1, Math.ceil(size(answer))) } : {},
        );
        return answer;
      } finally {
        if (inFlight.get(key) === own) inFlight.delete(key);
      }
    },
    noteWrite(table) {
      if (table === undefined) forgetAll();
      else tableEpochs.set(table, (tableEpochs.get(table) ?? 0) + 1);
    },
    setLive(next) {
      if (next === live) return;
      live = next;
      forgetAll();
    },
  };
}

/** The cache for a database that other processes may change: every read goes to it. */
export const noReadCache: ReadCache = {
  enabled: false,
  live: false,
  get: (_key, _tables, read) => read(),
  noteWrite() {},
  setLive() {},
};

const PLAIN_READ = /^\s*(select|show|explain)\b/i;
/** A query that starts with common table expressions (`with … select`)… */
const WITH_QUERY = /^\s*with\b/i;
/** …reads only when none of them changes data (a `with x as (delete …)` writes). */
const DATA_CHANGE = /\b(insert|update|delete|merge|truncate)\b/i;
/**
 * A statement that writes through a function (`select search_put(…)`) names the table it changes
 * in a leading comment, `/* writes search_documents *\/`, or it would pass for a read.
 */
const WRITES_HINT = /^\s*\/\*\s*writes\s+(\w+)\s*\*\//i;
const ROW_WRITE = /^\s*(?:insert\s+into|update|delete\s+from)\s+(?:only\s+)?"?(\w+)"?(?:\s|\(|$)/i;

/**
 * What a statement may change: nothing (a plain read, or common table expressions that only
 * read), one table (insert, update or delete on it), or anything (undefined: DDL, CTEs that
 * change data, several statements).
 */
export function tableWrittenBy(sqlText: string): { reads: true } | { table: string | undefined } {
  const hinted = WRITES_HINT.exec(sqlText);
  if (hinted) return { table: hinted[1] };
  if (PLAIN_READ.test(sqlText)) return { reads: true };
  if (WITH_QUERY.test(sqlText) && !DATA_CHANGE.test(sqlText)) return { reads: true };
  return { table: ROW_WRITE.exec(sqlText)?.[1] };
}

/**
 * Tells `cache` of what `sqlText` may have changed, once it has finished; `rows` is how many rows
 * it touched, when known.
 */
function report(cache: ReadCache, sqlText: string, rows?: number | null): void {
  const what = tableWrittenBy(sqlText);
  if ('reads' in what) return;
  // A row write that touched no row changed nothing (an idle outbox poll, say).
  if (what.table !== undefined && rows === 0) return;
  cache.noteWrite(what.table);
}

/**
 * Makes `client` tell `cache` of every write. Drizzle sends statements through `query` and groups
 * through `transaction` (whose statements are reported when it settles, committed or not: a
 * rollback only costs a refill); migrations use `exec`.
 */
export function reportWrites(client: PGlite, cache: ReadCache): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = async function (sqlText, params, options) {
    let result: Results | undefined;
    try {
      result = await query(sqlText, params, options);
      return result;
    } finally {
      report(cache, sqlText, result?.affectedRows);
    }
  } as PGlite['query'];
  client.exec = async (sqlText, options) => {
    try {
      return await exec(sqlText, options);
    } finally {
      if (!('reads' in tableWrittenBy(sqlText))) cache.noteWrite();
    }
  };
  client.transaction = async function <T>(callback: (tx: Transaction) => Promise<T>) {
    const statements: string[] = [];
    try {
      return await transaction((tx) => {
        // Note each statement's text; what it changed is reported once the transaction settles.
        const txQuery = tx.query.bind(tx) as (sqlText: string, ...rest: unknown[]) => unknown;
        tx.query = ((sqlText: string, ...rest: unknown[]) => {
          statements.push(sqlText);
          return txQuery(sqlText, ...rest);
        }) as Transaction['query'];
        const txExec = tx.exec.bind(tx);
        tx.exec = (sqlText, options) => {
          statements.push(sqlText);
          return txExec(sqlText, options);
        };
        return callback(tx);
      });
    } finally {
      for (const sqlText of statements) report(cache, sqlText);
    }
  } as PGlite['transaction'];
}

const TRANSACTION_START = /^\s*(?:begin|start\s+transaction)\b/i;
const TRANSACTION_END = /^\s*(?:commit|rollback|end|abort)\b/i;

/** A statement's text, whichever way node-postgres was handed it (text or query config). */
const textOf = (query: unknown): string =>
  typeof query === 'string'
    ? query
    : typeof query === 'object' && query !== null && 'text' in query
      ? String((query as { text: unknown }).text)
      : '';

/**
 * Makes every connection of `pool` tell `cache` of this process's writes, as `reportWrites` does
 * for PGlite: a statement outside a transaction once it has finished; the statements between
 * `begin` and `commit` or `rollback` once the transaction has settled (Drizzle's transactions run
 * them on one checked-out connection). Other processes' writes arrive through table-changes.ts.
 */
export function reportPoolWrites(pool: pg.Pool, cache: ReadCache): void {
  pool.on('connect', (client) => {
    /** The statements of the open transaction; null outside one. */
    let open: string[] | null = null;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const settle = (text: string, rows: number | null | undefined) => {
      if (TRANSACTION_START.test(text)) {
        open = [];
      } else if (TRANSACTION_END.test(text)) {
        for (const statement of open ?? []) report(cache, statement);
        open = null;
      } else if (open) {
        open.push(text);
      } else {
        report(cache, text, rows);
      }
    };
    // node-postgres's query has a dozen overloads (promise, callback, submittable); this wrapper
    // passes every argument through unchanged and only looks at the text and the row count.
    client.query = ((...args: unknown[]) => {
      const text = textOf(args[0]);
      const last = args.at(-1);
      if (typeof last === 'function') {
        const callback = last as (err: unknown, result?: pg.QueryResult) => void;
        return query(...args.slice(0, -1), (err: unknown, result?: pg.QueryResult) => {
          settle(text, err ? undefined : result?.rowCount);
          callback(err, result);
        });
      }
      const outcome = query(...args);
      if (!(outcome instanceof Promise)) return outcome;
      return outcome.then(
        (result: pg.QueryResult) => {
          settle(text, result?.rowCount);
          return result;
        },
        (err: unknown) => {
          settle(text, undefined);
          throw err;
        },
      );
    }) as typeof client.query;
  });
}
