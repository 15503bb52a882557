/**
 * Every process's in-memory answers right on PostgreSQL, where several processes (and
 * `npm run admin:create`, or anyone with psql) write to one database.
 *
 * The database announces each committed change itself: a statement-level trigger on every table
 * calls `pg_notify('table_changes', <table>)` inside the writing transaction, so a change is heard
 * only once it is committed, and never heard if it rolls back. PostgreSQL folds the same
 * notification raised many times in one transaction into one. Every process keeps one connection
 * that LISTENs and passes what it hears to its read cache (and to whatever else keeps answers made
 * from the database, such as the content version). While that connection is down nothing can be
 * kept: the cache goes off (every read goes to the database) until the connection is back.
 */
import pg from 'pg';

export const CHANGES_CHANNEL = 'table_changes';
/** How the listening connections show in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'ministry-table-changes';

/** The triggers' function for row writes: announces the table when the statement touched a row. */
const ROWS_FUNCTION = 'announce_changed_rows';
/** For TRUNCATE, which has no transition table. */
const TRUNCATE_FUNCTION = 'announce_truncate';

/**
 * Statement-level triggers with a transition table, so a statement that touched no row (an idle
 * outbox poll) announces nothing. The events have one trigger each: PostgreSQL allows a
 * transition table on a trigger of one event only.
 */
const TRIGGERS = [
  { name: 'announce_insert', event: 'insert', rows: 'new' },
  { name: 'announce_update', event: 'update', rows: 'new' },
  { name: 'announce_delete', event: 'delete', rows: 'old' },
  { name: 'announce_truncate', event: 'truncate', rows: undefined },
] as const;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Gives every table of the `public` schema the announcing triggers it lacks. Runs after the
 * migrations under their advisory lock (connect.ts), so tables that later migrations add are
 * covered without any migration having to remember it. Only missing triggers are created: adding a
 * trigger locks its table against writes for a moment, which other processes serving visitors
 * should not meet at every start.
 */
export async function installChangeAnnouncements(client: pg.ClientBase): Promise<void> {
  await client.query(`
    create or replace function ${ROWS_FUNCTION}() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from changed_rows) then
        perform pg_notify('${CHANGES_CHANNEL}', tg_table_name);
      end if;
      return null;
    end $$`);
  await client.query(`
    create or replace function ${TRUNCATE_FUNCTION}() returns trigger language plpgsql as $$
    begin
      perform pg_notify('${CHANGES_CHANNEL}', tg_table_name);
      return null;
    end $$`);
  const { rows } = await client.query<{ table: string; triggers: string[] | null }>(`
    select c.relname as table,
           array_agg(t.tgname::text) filter (where t.tgname is not null) as triggers
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_trigger t on t.tgrelid = c.oid and t.tgname like 'announce\\_%'
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    group by c.relname`);
  for (const { table, triggers } of rows) {
    const have = new Set(triggers ?? []);
    for (const trigger of TRIGGERS) {
      if (have.has(trigger.name)) continue;
      const referencing = trigger.rows ? `referencing ${trigger.rows} table as changed_rows` : '';
      const fn = trigger.rows ? ROWS_FUNCTION : TRUNCATE_FUNCTION;
      await client.query(
        `create trigger ${trigger.name} after ${trigger.event} on ${quoteIdent(table)}
         ${referencing} for each statement execute function ${fn}()`,
      );
    }
  }
}

/** What the listening connection tells its subscribers. */
export interface ChangeListener {
  /** Committed changes to these tables (by any process, this one included). */
  changed(table: string): void;
  /** The connection is down: changes may go unheard until `listening` is called again. */
  lost(): void;
  /** Listening (again): every change committed from now on is heard. */
  listening(): void;
}

export interface TableChanges {
  /** True while the connection listens. */
  readonly listening: boolean;
  /** Adds a subscriber; answers the function that removes it. */
  subscribe(listener: ChangeListener): () => void;
  /** Closes the connection for good. */
  close(): Promise<void>;
}

export interface TableChangesOptions {
  url: string;
  /** Waits before reconnecting: doubles from `minMs` up to `maxMs` while attempts fail. */
  backoff?: { minMs?: number; maxMs?: number };
  /**
   * How often the connection is checked with a query: a connection cut without a word (a dead
   * network path) is found within this, not only when the operating system gives up on it.
   */
  heartbeatMs?: number;
  /** Told when the connection is lost or a reconnection fails (never throws). */
  onError?: (err: unknown) => void;
}

/**
 * Opens the listening connection (at once, in the background) and keeps it open: when it drops,
 * subscribers hear `lost`, and it reconnects with backoff until `close`.
 */
export function listenForTableChanges(options: TableChangesOptions): TableChanges {
  const minMs = options.backoff?.minMs ?? 100;
  const maxMs = options.backoff?.maxMs ?? 5_000;
  const heartbeatMs = options.heartbeatMs ?? 10_000;
  const subscribers = new Set<ChangeListener>();
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let delay = minMs;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const each = (call: (listener: ChangeListener) => void) => {
    for (const listener of subscribers) {
      try {
        call(listener);
      } catch (err) {
        options.onError?.(err);
      }
    }
  };

  const drop = (err?: unknown) => {
    if (err !== undefined) options.onError?.(err);
    clearInterval(heartbeat);
    const old = client;
    client = undefined;
    old?.removeAllListeners();
    // A closed connection's late errors must not crash the process.
    old?.on('error', () => {});
    old?.end().catch(() => {});
    if (listening) {
      listening = false;
      each((l) => l.lost());
    }
    if (!closed && retry === undefined) {
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, delay);
      retry.unref();
      delay = Math.min(delay * 2, maxMs);
    }
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({
      connectionString: options.url,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
      query_timeout: 5_000,
    });
    client = next;
    next.on('error', (err) => {
      if (client === next) drop(err);
    });
    next.on('end', () => {
      if (client === next) drop(new Error('the listening connection ended'));
    });
    next.on('notification', (message) => {
      if (message.channel !== CHANGES_CHANNEL || !message.payload) return;
      const table = message.payload;
      each((l) => l.changed(table));
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANGES_CHANNEL}`);
    } catch (err) {
      if (client === next) drop(err);
      return;
    }
    if (closed || client !== next) {
      await next.end().catch(() => {});
      return;
    }
    delay = minMs;
    listening = true;
    heartbeat = setInterval(() => {
      next.query('select 1').catch((err: unknown) => {
        if (client === next) drop(err);
      });
    }, heartbeatMs);
    heartbeat.unref();
    each((l) => l.listening());
  };

  void connect();

  return {
    get listening() {
      return listening;
    },
    subscribe(listener) {
      subscribers.add(listener);
      return () => {
        subscribers.delete(listener);
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const last = client;
      client = undefined;
      listening = false;
      await last?.end().catch(() => {});
    },
  };
}
