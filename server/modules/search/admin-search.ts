/**
 * Staff's search in the admin panel: people, conversations, newsletter subscribers and donations
 * by name or e-mail address (any part of it, case aside). Only administrators ask (the route's
 * guard); nothing here is in the public index.
 */
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_GROUP_SIZE,
  type AdminSearchAnswer,
  type AdminSearchItem,
  type AdminSearchScope,
} from '../../../contract/search';
import { likePattern } from '../../db/like';
import type { Database } from '../../db/types';
import { conversations, donations, donors, newsletterSubscriptions, users } from '../../db/schema';

const fullName = sql<string>`coalesce(nullif(btrim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.username})`;

const iso = (date: Date | string): string => new Date(date).toISOString();

interface Found {
  total: number;
  items: AdminSearchItem[];
}

async function people(db: Database, pattern: string): Promise<Found> {
  const where = or(
    ilike(users.email, pattern),
    ilike(users.username, pattern),
    ilike(fullName, pattern),
  ) as SQL;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: users.id, title: fullName, detail: users.email, createdAt: users.createdAt })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(SEARCH_GROUP_SIZE),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { total: total?.n ?? 0, items: rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) })) };
}

async function conversationsOf(db: Database, pattern: string): Promise<Found> {
  const where = or(
    ilike(conversations.title, pattern),
    ilike(users.email, pattern),
    ilike(fullName, pattern),
  ) as SQL;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: conversations.id,
        title: conversations.title,
        name: fullName,
        email: users.email,
        createdAt: conversations.createdAt,
      })
      .from(conversations)
      .innerJoin(users, eq(users.id, conversations.userId))
      .where(where)
      .orderBy(desc(conversations.updatedAt), desc(conversations.id))
      .limit(SEARCH_GROUP_SIZE),
    db
      .select({ n: count() })
      .from(conversations)
      .innerJoin(users, eq(users.id, conversations.userId))
      .where(where),
  ]);
  return {
    total: total?.n ?? 0,
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      detail: `${r.name} <${r.email}>`,
      createdAt: iso(r.createdAt),
    })),
  };
}

async function subscribers(db: Database, pattern: string): Promise<Found> {
  const where = ilike(newsletterSubscriptions.email, pattern);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: newsletterSubscriptions.id,
        email: newsletterSubscriptions.email,
        confirmedAt: newsletterSubscriptions.confirmedAt,
        createdAt: newsletterSubscriptions.subscribedAt,
      })
      .from(newsletterSubscriptions)
      .where(where)
      .orderBy(desc(newsletterSubscriptions.subscribedAt), desc(newsletterSubscriptions.id))
      .limit(SEARCH_GROUP_SIZE),
    db.select({ n: count() }).from(newsletterSubscriptions).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    items: rows.map((r) => ({
      id: r.id,
      title: r.email,
      detail: r.confirmedAt ? 'confirmed' : 'pending',
      createdAt: iso(r.createdAt),
    })),
  };
}

async function donationsOf(db: Database, pattern: string): Promise<Found> {
  const where = and(
    or(ilike(donations.email, pattern), ilike(donors.email, pattern), ilike(donors.name, pattern)),
  ) as SQL;
  const base = () =>
    db.select().from(donations).leftJoin(donors, eq(donors.id, donations.donorId)).where(where);
  const [rows, [total]] = await Promise.all([
    base().orderBy(desc(donations.createdAt), desc(donations.id)).limit(SEARCH_GROUP_SIZE),
    db
      .select({ n: count() })
      .from(donations)
      .leftJoin(donors, eq(donors.id, donations.donorId))
      .where(where),
  ]);
  return {
    total: total?.n ?? 0,
    items: rows.map(({ donations: gift, donors: donor }) => ({
      id: gift.id,
      title: donor?.name || donor?.email || gift.email || '',
      detail: `${(gift.amount / 100).toFixed(2)} ${gift.currency.toUpperCase()} · ${gift.status}`,
      createdAt: iso(gift.createdAt),
    })),
  };
}

const searches: Record<AdminSearchScope, (db: Database, pattern: string) => Promise<Found>> = {
  people,
  conversations: conversationsOf,
  subscribers,
  donations: donationsOf,
};

export async function adminSearch(
  db: Database,
  q: string,
  scopes: readonly AdminSearchScope[],
): Promise<AdminSearchAnswer> {
  const pattern = likePattern(q);
  const found = await Promise.all(scopes.map((s) => searches[s](db, pattern)));
  return {
    query: q,
    groups: scopes
      .map((s, i) => ({ scope: s, ...(found[i] as Found) }))
      .filter((group) => group.total > 0),
  };
}
