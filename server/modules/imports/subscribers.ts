/**
 * Newsletter readers from another service's CSV (Mailchimp's audience export, Substack's
 * subscriber list, or any file with a column of addresses). Readers who left or bounced there stay
 * out; those who confirmed there are active here at once, with where they came from recorded;
 * the others get our own confirmation e-mail, through the newsletter's sign-up.
 */
import { randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { inArray } from 'drizzle-orm';
import {
  NOT_A_CSV,
  type ImportReport,
  type SubscribersImportFields,
} from '../../../contract/imports';
import type { ContentLanguage } from '../../../contract/publishing';
import type { Database } from '../../db/types';
import { newsletterSubscriptions, subscriberImports } from '../../db/schema';
import { badRequest } from '../../errors';
import { Warnings } from './warnings';
import { languageOfCode } from './wxr';

/** Signs a reader up as the newsletter's form does: pending, with the confirmation e-mail. */
export type Invite = (email: string, language: ContentLanguage) => Promise<void>;

export interface SubscribersImportDeps {
  db: Database;
  now: Date;
  invite: Invite;
}

type Source = 'mailchimp' | 'substack' | 'csv';
type Standing = 'confirmed' | 'pending' | 'out';

interface Reader {
  email: string;
  name: string;
  language: ContentLanguage;
  standing: Standing;
  signedUpAt: Date | undefined;
}

/** A header as compared: lower case, letters and digits only ("Email Address" → emailaddress). */
const squash = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

const HEADERS = {
  email: ['emailaddress', 'email', 'mail', 'correo', 'correoelectronico'],
  name: ['name', 'fullname', 'nombre', 'nome'],
  firstName: ['firstname', 'fname', 'givenname'],
  lastName: ['lastname', 'lname', 'surname', 'familyname'],
  language: ['language', 'lang', 'locale', 'idioma'],
  status: ['status', 'memberstatus', 'subscriptionstatus'],
  date: [
    'optintime',
    'signupdate',
    'subscribedat',
    'subscriptioncreatedat',
    'createdat',
    'created',
    'timestampopt',
    'date',
  ],
} as const;

const OUT = new Set([
  'unsubscribed',
  'cleaned',
  'bounced',
  'complained',
  'inactive',
  'deleted',
  'archived',
  'disabled',
  'spam',
  'blocked',
]);
const CONFIRMED = new Set(['subscribed', 'active', 'confirmed', 'optedin', 'opted-in', 'yes']);

// A practical address check: one @, a dot in the domain, no spaces, within the standard's length.
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

const truthy = (value: string | undefined) => /^(true|yes|1)$/i.test(value?.trim() ?? '');

function readRows(file: Buffer): string[][] {
  if (file.includes(0)) throw badRequest(NOT_A_CSV, { file: [NOT_A_CSV] });
  const firstLine = file.subarray(0, 4096).toString('utf8').split(/\r?\n/)[0] ?? '';
  const delimiter =
    (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  try {
    return parse(file, {
      bom: true,
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch {
    throw badRequest(NOT_A_CSV, { file: [NOT_A_CSV] });
  }
}

/** The column a field is read from: the one named in the form, else the first known header. */
function columnOf(
  headers: string[],
  chosen: string | undefined,
  formField: string,
  known: readonly string[],
): number | undefined {
  if (chosen) {
    const at = headers.findIndex((h) => h.trim().toLowerCase() === chosen.toLowerCase());
    if (at < 0) {
      const message = `The file has no column “${chosen}”`;
      throw badRequest(message, { [formField]: [message] });
    }
    return at;
  }
  const squashed = headers.map(squash);
  for (const name of known) {
    const at = squashed.indexOf(name);
    if (at >= 0) return at;
  }
  return undefined;
}

function sourceOf(squashed: string[]): Source {
  if (squashed.includes('memberrating') || squashed.includes('optintime')) return 'mailchimp';
  if (squashed.includes('emaildisabled') || squashed.includes('activesubscription'))
    return 'substack';
  return 'csv';
}

function dateOf(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(
    /^\d{4}-\d{2}-\d{2} \d/.test(value) ? `${value.replace(' ', 'T')}Z` : value,
  );
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const rank: Record<Standing, number> = { pending: 0, confirmed: 1, out: 2 };

/** The file's readers, one per address (later rows merged into the first), and the rows skipped. */
function readersOf(file: Buffer, fields: SubscribersImportFields, warnings: Warnings) {
  const rows = readRows(file);
  const headers = rows[0] ?? [];
  const squashed = headers.map(squash);
  const email = columnOf(headers, fields.emailColumn, 'emailColumn', HEADERS.email);
  if (email === undefined) throw badRequest(NOT_A_CSV, { file: [NOT_A_CSV] });
  const name = columnOf(headers, fields.nameColumn, 'nameColumn', HEADERS.name);
  const first = columnOf(headers, undefined, 'nameColumn', HEADERS.firstName);
  const last = columnOf(headers, undefined, 'nameColumn', HEADERS.lastName);
  const language = columnOf(headers, fields.languageColumn, 'languageColumn', HEADERS.language);
  const status = columnOf(headers, fields.statusColumn, 'statusColumn', HEADERS.status);
  const date = columnOf(headers, fields.dateColumn, 'dateColumn', HEADERS.date);
  const source = sourceOf(squashed);
  const marker = (header: string) => {
    const at = squashed.indexOf(header);
    return at < 0 ? undefined : at;
  };
  const confirmTime = marker('confirmtime');
  const leftTimes = [marker('unsubtime'), marker('cleantime')].filter((at) => at !== undefined);
  const disabled = marker('emaildisabled');

  const standingOf = (row: string[]): Standing => {
    if (leftTimes.some((at) => row[at])) return 'out';
    if (disabled !== undefined && truthy(row[disabled])) return 'out';
    if (status !== undefined) {
      const value = (row[status] ?? '').toLowerCase().replace(/\s+/g, '');
      if (OUT.has(value)) return 'out';
      if (CONFIRMED.has(value)) return 'confirmed';
      return 'pending';
    }
    if (confirmTime !== undefined) return row[confirmTime] ? 'confirmed' : 'pending';
    // Mailchimp's and Substack's lists hold only readers who confirmed with them; a file from
    // anywhere else says nothing of it, so its readers are asked.
    return source === 'csv' ? 'pending' : 'confirmed';
  };

  const readers = new Map<string, Reader>();
  let skipped = 0;
  for (const [i, row] of rows.slice(1).entries()) {
    const line = i + 2;
    const address = (row[email] ?? '').trim().toLowerCase();
    if (!address && row.every((cell) => !cell)) continue;
    if (!EMAIL.test(address) || address.length > 254) {
      skipped += 1;
      warnings.add(`Line ${line}`, `“${address.slice(0, 80)}” is not an e-mail address: skipped`);
      continue;
    }
    const fullName = (
      name !== undefined
        ? (row[name] ?? '')
        : [first, last].map((at) => (at === undefined ? '' : (row[at] ?? ''))).join(' ')
    )
      .trim()
      .slice(0, 200);
    const reader: Reader = {
      email: address,
      name: fullName,
      language: (language !== undefined && languageOfCode(row[language] ?? '')) || fields.language,
      standing: standingOf(row),
      signedUpAt: date === undefined ? undefined : dateOf(row[date]),
    };
    const earlier = readers.get(address);
    if (!earlier) {
      readers.set(address, reader);
      continue;
    }
    // The same reader twice: one reader, the strictest standing, the first name and date given.
    skipped += 1;
    if (rank[reader.standing] > rank[earlier.standing]) earlier.standing = reader.standing;
    earlier.name ||= reader.name;
    if (reader.signedUpAt && (!earlier.signedUpAt || reader.signedUpAt < earlier.signedUpAt)) {
      earlier.signedUpAt = reader.signedUpAt;
    }
  }
  return { readers: [...readers.values()], skipped, source };
}

const CHUNK = 500;

export async function importSubscribers(
  deps: SubscribersImportDeps,
  file: Buffer,
  fields: SubscribersImportFields,
): Promise<ImportReport> {
  const { db, now } = deps;
  const warnings = new Warnings();
  const { readers, skipped: skippedRows, source } = readersOf(file, fields, warnings);
  let skipped = skippedRows;

  const existing = new Map<string, { id: number; confirmed: boolean }>();
  const addresses = readers.map((r) => r.email);
  for (let i = 0; i < addresses.length; i += CHUNK) {
    const rows = await db
      .select({
        id: newsletterSubscriptions.id,
        email: newsletterSubscriptions.email,
        confirmedAt: newsletterSubscriptions.confirmedAt,
      })
      .from(newsletterSubscriptions)
      .where(inArray(newsletterSubscriptions.email, addresses.slice(i, i + CHUNK)));
    for (const row of rows) existing.set(row.email, { id: row.id, confirmed: !!row.confirmedAt });
  }

  const toAdd: Reader[] = [];
  const toConfirm: number[] = [];
  const toInvite: Reader[] = [];
  for (const reader of readers) {
    const known = existing.get(reader.email);
    if (reader.standing === 'out') skipped += 1;
    else if (known?.confirmed) skipped += 1;
    else if (known) {
      if (reader.standing === 'confirmed') toConfirm.push(known.id);
      else skipped += 1;
    } else if (reader.standing === 'confirmed') toAdd.push(reader);
    else toInvite.push(reader);
  }
  const report = () => ({
    created: toAdd.length + toInvite.length,
    updated: toConfirm.length,
    skipped,
    warnings: warnings.list(),
  });
  if (fields.dryRun) return report();

  const named = new Map(readers.map((r) => [r.email, r.name]));
  await db.transaction(async (tx) => {
    for (let i = 0; i < toAdd.length; i += CHUNK) {
      const added = await tx
        .insert(newsletterSubscriptions)
        .values(
          toAdd.slice(i, i + CHUNK).map((reader) => ({
            email: reader.email,
            subscribedAt: reader.signedUpAt ?? now,
            confirmedAt: now,
            unsubscribeToken: randomBytes(32).toString('base64url'),
            language: reader.language,
          })),
        )
        .returning({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email });
      await tx.insert(subscriberImports).values(
        added.map((row) => ({
          subscriptionId: row.id,
          source,
          name: named.get(row.email) || null,
          importedAt: now,
        })),
      );
    }
    for (let i = 0; i < toConfirm.length; i += CHUNK) {
      const ids = toConfirm.slice(i, i + CHUNK);
      await tx
        .update(newsletterSubscriptions)
        .set({ confirmedAt: now, confirmToken: null })
        .where(inArray(newsletterSubscriptions.id, ids));
      await tx
        .insert(subscriberImports)
        .values(ids.map((id) => ({ subscriptionId: id, source, importedAt: now })))
        .onConflictDoNothing();
    }
  });
  // Each invitation is the newsletter's own sign-up (its row and its e-mail in one transaction).
  for (const reader of toInvite) {
    await deps.invite(reader.email, reader.language);
  }
  for (let i = 0; i < toInvite.length; i += CHUNK) {
    const rows = await db
      .select({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email })
      .from(newsletterSubscriptions)
      .where(
        inArray(
          newsletterSubscriptions.email,
          toInvite.slice(i, i + CHUNK).map((r) => r.email),
        ),
      );
    if (rows.length === 0) continue;
    await db
      .insert(subscriberImports)
      .values(
        rows.map((row) => ({
          subscriptionId: row.id,
          source,
          name: named.get(row.email) || null,
          importedAt: now,
        })),
      )
      .onConflictDoNothing();
  }
  return report();
}
