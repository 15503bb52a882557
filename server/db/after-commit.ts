/**
 * Signals raised inside a transaction and heard once it has committed, like PostgreSQL's NOTIFY
 * but within this process: the mail outbox sends what a service queued as soon as the queuing
 * transaction is committed, without the route or the service having to call it. A signal from a
 * transaction that rolled back is never heard; one raised on the database itself (a statement
 * that commits by itself) is heard at once. Other processes do not hear it: their own timers pick
 * the work up.
 */
import { PgTransaction } from 'drizzle-orm/pg-core';
import { runStepBeforeCommit } from './step-in-change';
import type { Database, DbOrTx, Tx } from './types';

type Listener = () => void;

const listenersOf = new WeakMap<Database, Map<string, Set<Listener>>>();
/** The signals raised in a transaction still open, and the database it belongs to. */
const pendingOf = new WeakMap<Tx, { db: Database; signals: Set<string> }>();

function deliver(db: Database, signal: string): void {
  for (const listener of listenersOf.get(db)?.get(signal) ?? []) listener();
}

/**
 * Raises `signal` on the database `dbOrTx` belongs to, for when its writes are committed. Raised
 * several times in one transaction, it is heard once.
 */
export function signalAfterCommit(dbOrTx: DbOrTx, signal: string): void {
  const pending = pendingOf.get(dbOrTx as Tx);
  if (pending) {
    pending.signals.add(signal);
    return;
  }
  // A transaction whose commit this module cannot see: heard now, the work might be looked for
  // before it is visible. That is a wiring mistake (a database not opened by connect.ts).
  if (dbOrTx instanceof PgTransaction) {
    throw new Error('signalAfterCommit: a transaction of a database without commit signals');
  }
  deliver(dbOrTx, signal);
}

/**
 * Calls `listener` each time `signal` is heard on `db`; answers the function that stops it. The
 * listener runs before the committing call returns, so it only starts work and never throws.
 */
export function onCommitSignal(db: Database, signal: string, listener: Listener): () => void {
  let signals = listenersOf.get(db);
  if (!signals) listenersOf.set(db, (signals = new Map()));
  let listeners = signals.get(signal);
  if (!listeners) signals.set(signal, (listeners = new Set()));
  // A fresh wrapper per subscription, so the same function subscribed twice stops separately.
  const own: Listener = () => listener();
  listeners.add(own);
  return () => {
    listeners.delete(own);
  };
}

/**
 * Makes `tx` (and the savepoints opened in it) note their signals in `signals`; a savepoint's
 * count only once it is released.
 */
function noteSignals(tx: Tx, db: Database, signals: Set<string>): void {
  pendingOf.set(tx, { db, signals });
  const savepoint = tx.transaction.bind(tx);
  tx.transaction = async <T>(callback: (inner: Tx) => Promise<T>): Promise<T> => {
    const inner = new Set<string>();
    const result = await savepoint((innerTx) => {
      noteSignals(innerTx, db, inner);
      return callback(innerTx);
    });
    for (const signal of inner) signals.add(signal);
    return result;
  };
}

/**
 * Makes `db`'s transactions run the step a request waits to run in its change (step-in-change.ts)
 * before they commit, and deliver their signals once they commit (connect.ts does it).
 */
export function deliverSignalsOnCommit(db: Database): void {
  const transaction = db.transaction.bind(db);
  db.transaction = async <T>(
    callback: (tx: Tx) => Promise<T>,
    config?: Parameters<Database['transaction']>[1],
  ): Promise<T> => {
    const signals = new Set<string>();
    const result = await transaction(async (tx) => {
      noteSignals(tx, db, signals);
      const value = await callback(tx);
      await runStepBeforeCommit(db, tx);
      return value;
    }, config);
    for (const signal of signals) deliver(db, signal);
    return result;
  };
}
