/**
 * A step a request asks to run inside the transaction that makes its change, just before that
 * transaction commits: the audit trail's line for a staff write, so that the change and its line
 * are committed together or not at all, without each service taking the acting person and
 * writing the line itself.
 *
 * The request opens a scope (`inStepScope`) around the rest of its handling; the database's
 * transactions (`after-commit.ts` wraps them) call `runStepBeforeCommit` at the end of each
 * outermost transaction. The first one in the scope that has written something runs the step, in
 * its own transaction; a transaction that only read leaves it for the next. Once the request has
 * answered, `closeStep` makes the step inert, so work the request started in the background (its
 * timers inherit the scope) never takes it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { type Database, type DbOrTx, rowsOf, type Tx } from './types';

export interface StepInChange {
  readonly db: Database;
  /** Writes what the step writes through `db`: the change's transaction, or the database after it. */
  readonly run: (db: DbOrTx) => Promise<void>;
  /** waiting: no change yet; taken: a transaction ran it; closed: the request has answered. */
  state: 'waiting' | 'taken' | 'closed';
}

const scope = new AsyncLocalStorage<StepInChange>();
/**
 * Steps opened and not yet closed. An enabled AsyncLocalStorage makes Node follow every promise
 * of the process, so the scope is enabled only while a staff write is under way.
 */
const open = new Set<StepInChange>();

/** Runs `next` (the rest of the request's handling) with `step` waiting for its change. */
export function inStepScope(step: StepInChange, next: () => void): void {
  open.add(step);
  scope.run(step, next);
}

/** The request has answered: a transaction that starts from now on does not take the step. */
export function closeStep(step: StepInChange): void {
  if (step.state === 'waiting') step.state = 'closed';
  if (open.delete(step) && open.size === 0) scope.disable();
}

/**
 * Called by `db`'s outermost transactions once their work is done and before they commit: runs
 * the step of the scope they belong to, if it waits and this transaction changed something (a
 * transaction that wrote has been given an id; one that only read has none).
 */
export async function runStepBeforeCommit(db: Database, tx: Tx): Promise<void> {
  const step = scope.getStore();
  if (!step || step.state !== 'waiting' || step.db !== db) return;
  const [transaction] = await rowsOf<{ wrote: boolean }>(
    tx.execute(sql`select pg_current_xact_id_if_assigned() is not null as "wrote"`),
  );
  if (!transaction?.wrote) return;
  step.state = 'taken';
  await step.run(tx);
}

/**
 * A staff write of one statement, made in a transaction of its own so that the request's step
 * (its line in the audit trail) is committed with it rather than after the answer.
 */
export const inOneChange = <T>(db: Database, write: (tx: Tx) => Promise<T>): Promise<T> =>
  db.transaction(write);
