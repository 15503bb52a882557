/**
 * A member's data as an archive, prepared in the background. `POST /api/me/export` writes the
 * member's one `data_exports` row (`requested`; while one is in progress, asking again answers it
 * unchanged) and wakes this process's run once the row is committed; the run (a timer too, so
 * another process's or a restart's requests are taken) claims requested rows with
 * `FOR UPDATE SKIP LOCKED` and a lease, reads the member's data, streams the ZIP into the
 * attachments' store, and marks the row `ready` with the e-mail in the member's language in one
 * transaction. Each run also deletes the archives past `DATA_EXPORT_DAYS`, rows and files.
 */
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { formatLongDate } from '../../../contract/i18n';
import { pathTo } from '../../../contract/pages';
import {
  DATA_EXPORT_DAYS,
  DATA_EXPORT_NOT_READY,
  privacyApi,
  type DataExport,
} from '../../../contract/privacy';
import { onCommitSignal, signalAfterCommit } from '../../db/after-commit';
import { attachments, conversations, dataExports, messages, users } from '../../db/schema';
import type { Database } from '../../db/types';
import type { SessionUser } from '../../domain/sessions';
import { notFound } from '../../errors';
import { backgroundRuns } from '../../infra/background-runs';
import type { FileStore } from '../../infra/file-store';
import { renderEmail, type MailMessage } from '../../infra/mail';
import { queueMail } from '../../infra/mail-outbox';
import { languageOf, mailText } from '../../infra/mail-text';
import { dataArchive } from './archive';
import type { PrivacyService } from './service';

const DAY_MS = 86_400_000;
/** A run that takes longer than this is taken to have died; another may take the row. */
const LEASE_MS = 15 * 60_000;
/** A row whose making has failed this often is marked failed (asking again starts over). */
const MAX_ATTEMPTS = 3;
const REQUESTED = 'data export requested';

type Row = typeof dataExports.$inferSelect;

export interface DataExportDeps {
  db: Database;
  clock: () => Date;
  files: FileStore;
  publicUrl: string;
  myData: PrivacyService['myData'];
  logger?: { error(obj: object, msg: string): void } | undefined;
}

/** The e-mail that the archive is ready, linking to the profile's "Your Data" tab. */
export function dataExportReadyMail(opts: {
  to: string;
  firstName: string | null;
  lang: ReturnType<typeof languageOf>;
  publicUrl: string;
  expiresAt: Date;
}): MailMessage {
  const t = mailText(opts.lang);
  const url = `${opts.publicUrl}${pathTo('profile', { search: { tab: 'data' }, lang: opts.lang })}`;
  const { text, html } = renderEmail({
    greeting: opts.firstName
      ? t('mail.greeting', { name: opts.firstName })
      : t('mail.greetingNoName'),
    paragraphs: [
      t('mail.dataExport.body'),
      t('mail.dataExport.expires', { date: formatLongDate(opts.expiresAt, opts.lang) }),
    ],
    action: { label: t('mail.dataExport.action'), url },
    publicUrl: opts.publicUrl,
    lang: opts.lang,
  });
  return { to: opts.to, subject: t('mail.dataExport.subject'), text, html };
}

export function createDataExports(deps: DataExportDeps) {
  const { db, clock, files, logger } = deps;

  const answer = (row: Row | undefined, now: Date): DataExport => {
    const expired = row?.status === 'ready' && row.expiresAt && row.expiresAt <= now;
    if (!row || expired) {
      return {
        status: 'none',
        requestedAt: null,
        readyAt: null,
        expiresAt: null,
        url: null,
        size: null,
      };
    }
    const ready = row.status === 'ready';
    return {
      status: row.status as DataExport['status'],
      requestedAt: row.requestedAt.toISOString(),
      readyAt: row.readyAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      url: ready ? privacyApi.myDataFile() : null,
      size: ready ? row.size : null,
    };
  };

  const rowOf = async (userId: number) =>
    (await db.select().from(dataExports).where(eq(dataExports.userId, userId)))[0];

  /** How the member's archive stands. */
  async function status(user: SessionUser): Promise<DataExport> {
    return answer(await rowOf(user.id), clock());
  }

  /**
   * Asks for a new archive; while one is being made, answers that one unchanged. A ready or
   * failed one is replaced (its file removed once the new row is committed).
   */
  async function request(user: SessionUser): Promise<DataExport> {
    const now = clock();
    const { row, oldKey } = await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(dataExports)
        .where(eq(dataExports.userId, user.id))
        .for('update');
      if (current?.status === 'requested') return { row: current, oldKey: null };
      const fresh = {
        status: 'requested',
        requestedAt: now,
        claimedAt: null,
        attempts: 0,
        readyAt: null,
        expiresAt: null,
        fileKey: null,
        size: null,
      };
      const [written] = await tx
        .insert(dataExports)
        .values({ userId: user.id, ...fresh })
        .onConflictDoUpdate({ target: dataExports.userId, set: fresh })
        .returning();
      signalAfterCommit(tx, REQUESTED);
      return { row: written, oldKey: current?.fileKey ?? null };
    });
    if (oldKey) await files.remove(oldKey).catch(() => {});
    return answer(row, now);
  }

  /** The ready archive of the member, to stream; 404 when there is none (or it expired). */
  async function open(user: SessionUser) {
    const row = await rowOf(user.id);
    const now = clock();
    if (row?.status !== 'ready' || !row.fileKey || !row.expiresAt || row.expiresAt <= now) {
      throw notFound(DATA_EXPORT_NOT_READY);
    }
    return {
      stream: await files.open(row.fileKey),
      size: row.size,
      name: `my-data-${(row.readyAt ?? now).toISOString().slice(0, 10)}.zip`,
    };
  }

  /** Takes one requested row whose lease is free, counting the attempt. */
  async function claim(now: Date): Promise<Row | undefined> {
    return db.transaction(async (tx) => {
      const free = tx
        .select({ userId: dataExports.userId })
        .from(dataExports)
        .where(
          and(
            eq(dataExports.status, 'requested'),
            or(
              isNull(dataExports.claimedAt),
              lt(dataExports.claimedAt, new Date(now.getTime() - LEASE_MS)),
            ),
          ),
        )
        .orderBy(asc(dataExports.requestedAt))
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await tx
        .update(dataExports)
        .set({ claimedAt: now, attempts: sql`${dataExports.attempts} + 1` })
        .where(inArray(dataExports.userId, free))
        .returning();
      return row;
    });
  }

  /** Makes one claimed archive: its file stored, then the row ready and the e-mail queued. */
  async function make(row: Row): Promise<void> {
    const [member] = await db.select().from(users).where(eq(users.id, row.userId));
    if (!member) return;
    const lang = languageOf(member);
    const t = mailText(lang);
    const data = await deps.myData(member);
    const stored = await db
      .select({
        conversationId: messages.conversationId,
        attachmentId: attachments.id,
        fileName: attachments.fileName,
        key: attachments.filePath,
      })
      .from(attachments)
      .innerJoin(messages, eq(messages.id, attachments.messageId))
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(eq(conversations.userId, member.id))
      .orderBy(asc(attachments.id));
    const readme = [1, 2, 3, 4].map((n) => t(`privacy.readme.${n}` as 'privacy.readme.1'));
    const saved = await files.save(
      dataArchive(
        data,
        `${readme.join('\n\n')}\n`,
        stored.map((file) => ({ ...file, open: () => files.open(file.key) })),
      ),
    );
    const now = clock();
    const expiresAt = new Date(now.getTime() + DATA_EXPORT_DAYS * DAY_MS);
    const kept = await db.transaction(async (tx) => {
      // Still this run's: not deleted with the account, not taken over after a lapsed lease.
      const done = await tx
        .update(dataExports)
        .set({
          status: 'ready',
          readyAt: now,
          expiresAt,
          fileKey: saved.key,
          size: saved.size,
        })
        .where(
          and(
            eq(dataExports.userId, row.userId),
            eq(dataExports.status, 'requested'),
            row.claimedAt ? eq(dataExports.claimedAt, row.claimedAt) : sql`false`,
          ),
        )
        .returning({ userId: dataExports.userId });
      if (!done.length) return false;
      await queueMail(
        tx,
        dataExportReadyMail({
          to: member.email,
          firstName: member.firstName,
          lang,
          publicUrl: deps.publicUrl,
          expiresAt,
        }),
        now,
      );
      return true;
    });
    if (!kept) await files.remove(saved.key).catch(() => {});
  }

  /** Deletes the archives past their days, rows and files. */
  async function expire(now: Date): Promise<number> {
    const gone = await db
      .delete(dataExports)
      .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)))
      .returning({ key: dataExports.fileKey });
    await Promise.all(gone.map(({ key }) => (key ? files.remove(key).catch(() => {}) : undefined)));
    return gone.length;
  }

  /** One run: expired archives go, then every requested one is made; answers how many were. */
  async function run(): Promise<number> {
    await expire(clock());
    let made = 0;
    for (;;) {
      if (runs.stopped) break;
      const row = await claim(clock());
      if (!row) break;
      try {
        await make(row);
        made += 1;
      } catch (err) {
        logger?.error({ err, userId: row.userId }, 'could not make a data export');
        if (row.attempts >= MAX_ATTEMPTS) {
          await db
            .update(dataExports)
            .set({ status: 'failed', claimedAt: null })
            .where(and(eq(dataExports.userId, row.userId), eq(dataExports.status, 'requested')));
        } else {
          // Free again: the next run tries once more.
          await db
            .update(dataExports)
            .set({ claimedAt: null })
            .where(and(eq(dataExports.userId, row.userId), eq(dataExports.status, 'requested')));
          break;
        }
      }
    }
    return made;
  }

  const runs = backgroundRuns({ name: 'data exports', run, idle: 0, logger });
  const stopListening = onCommitSignal(db, REQUESTED, () => {
    runs.tick().catch((err: unknown) => logger?.error({ err }, 'data exports run failed'));
  });

  return {
    status,
    request,
    open,
    tick: runs.tick,
    start: runs.start,
    async stop() {
      stopListening();
      await runs.stop();
    },
  };
}

export type DataExports = ReturnType<typeof createDataExports>;
