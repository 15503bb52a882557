/**
 * The Biblical Characters: what visitors read (in their language, the English standing in for a
 * translation not written) and what administrators write. Saving finds the Scripture references
 * of each text and each list item in its language; a deletion goes to the trash; every write
 * moves the content version on.
 */
import { asc, eq } from 'drizzle-orm';
import {
  CHARACTER_NOT_FOUND,
  type AdminCharacter,
  type CharacterInput,
  type PublicCharacter,
} from '../../../contract/characters';
import type { SiteLanguage } from '../../../contract/i18n';
import { TIMELINE_ORDER_MAX, type ReferenceRow } from '../../../contract/timeline';
import { characters, users, type CharacterReferences, type CharacterTexts } from '../../db/schema';
import type { Database, DbOrTx } from '../../db/types';
import { positionFor } from '../../domain/content-order';
import { moveToTrash } from '../../domain/trash';
import { notFound } from '../../errors';
import { referenceRows } from '../../infra/bible/reference';
import type { ContentVersion } from '../../infra/content-version';

type CharacterRow = typeof characters.$inferSelect;
const LANGUAGES = ['en', 'es', 'pt'] as const;
const TEXTS = ['significance', 'biography', 'symbolism'] as const;
const LISTS = ['keyVerses', 'keyEvents', 'lessons', 'prophecies'] as const;

function textsOf(body: CharacterInput['texts']): CharacterTexts {
  const texts: CharacterTexts = { en: body.en };
  if (body.es) texts.es = body.es;
  if (body.pt) texts.pt = body.pt;
  return texts;
}

/** Where the references stand in each written language's texts and list items. */
export function characterReferencesOf(texts: CharacterTexts): CharacterReferences {
  const out: CharacterReferences = {};
  for (const language of LANGUAGES) {
    const text = texts[language];
    if (!text) continue;
    const rows = (value: string): ReferenceRow[] =>
      referenceRows(value, language).map(([s, e, o]) => [s, e, o]);
    const byField: Record<string, ReferenceRow[] | ReferenceRow[][]> = {};
    for (const field of TEXTS) byField[field] = rows(text[field]);
    for (const field of LISTS) byField[field] = text[field].map(rows);
    out[language] = byField;
  }
  return out;
}

const asRows = (value: unknown): ReferenceRow[] =>
  (Array.isArray(value) ? value : []) as ReferenceRow[];
const asLists = (value: unknown): ReferenceRow[][] =>
  (Array.isArray(value) ? value : []) as ReferenceRow[][];

function toPublic(row: CharacterRow, lang: SiteLanguage): PublicCharacter {
  const own = row.texts[lang];
  const shown = own ? lang : 'en';
  const text = row.texts[shown] ?? row.texts.en;
  const found = row.references[shown] ?? {};
  const { prophecies, ...words } = text;
  return {
    id: row.id,
    ...words,
    ...(prophecies.length > 0 ? { prophecies } : {}),
    hebrewName: row.hebrewName,
    hebrewTransliteration: row.hebrewTransliteration,
    era: row.era as PublicCharacter['era'],
    icon: row.icon as PublicCharacter['icon'],
    color: { from: row.colorFrom, to: row.colorTo },
    translated: own !== undefined,
    references: {
      keyVerses: asLists(found.keyVerses),
      significance: asRows(found.significance),
      biography: asRows(found.biography),
      keyEvents: asLists(found.keyEvents),
      symbolism: asRows(found.symbolism),
      lessons: asLists(found.lessons),
      prophecies: asLists(found.prophecies),
    },
  };
}

function toAdmin(row: CharacterRow, updatedBy: string | null): AdminCharacter {
  return {
    id: row.id,
    texts: row.texts,
    hebrewName: row.hebrewName,
    hebrewTransliteration: row.hebrewTransliteration,
    era: row.era as AdminCharacter['era'],
    icon: row.icon as AdminCharacter['icon'],
    color: { from: row.colorFrom, to: row.colorTo },
    order: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy,
  };
}

const listOrder = [asc(characters.position), asc(characters.id)];

async function adminCharacter(db: DbOrTx, id: number): Promise<AdminCharacter> {
  const [found] = await db
    .select({ row: characters, by: users.username })
    .from(characters)
    .leftJoin(users, eq(users.id, characters.updatedBy))
    .where(eq(characters.id, id));
  if (!found) throw notFound(CHARACTER_NOT_FOUND);
  return toAdmin(found.row, found.by);
}

export interface CharactersDeps {
  db: Database;
  clock: () => Date;
  contentVersion: ContentVersion;
}

export function createCharactersService({ db, clock, contentVersion }: CharactersDeps) {
  async function written<T>(write: (tx: DbOrTx) => Promise<T>): Promise<T> {
    const result = await db.transaction(write);
    contentVersion.changed();
    return result;
  }

  const values = (body: CharacterInput, adminId: number) => {
    const texts = textsOf(body.texts);
    return {
      texts,
      references: characterReferencesOf(texts),
      hebrewName: body.hebrewName,
      hebrewTransliteration: body.hebrewTransliteration,
      era: body.era,
      icon: body.icon,
      colorFrom: body.color.from,
      colorTo: body.color.to,
      updatedAt: clock(),
      updatedBy: adminId,
    };
  };

  return {
    async listPublic(lang: SiteLanguage): Promise<PublicCharacter[]> {
      const rows = await db
        .select()
        .from(characters)
        .orderBy(...listOrder);
      return rows.map((row) => toPublic(row, lang));
    },
    async listAdmin(): Promise<AdminCharacter[]> {
      const rows = await db
        .select({ row: characters, by: users.username })
        .from(characters)
        .leftJoin(users, eq(users.id, characters.updatedBy))
        .orderBy(...listOrder);
      return rows.map((r) => toAdmin(r.row, r.by));
    },
    getAdmin: (id: number, dbOrTx: DbOrTx = db) => adminCharacter(dbOrTx, id),
    create: (body: CharacterInput, adminId: number) =>
      written(async (tx) => {
        const position = await positionFor(
          tx,
          characters,
          characters.position,
          TIMELINE_ORDER_MAX,
          body.order,
        );
        const [row] = await tx
          .insert(characters)
          .values({ ...values(body, adminId), position, createdAt: clock() })
          .returning({ id: characters.id });
        if (!row) throw new Error('The character was not saved');
        return adminCharacter(tx, row.id);
      }),
    update: (id: number, body: CharacterInput, adminId: number) =>
      written(async (tx) => {
        const [existing] = await tx
          .select({ position: characters.position })
          .from(characters)
          .where(eq(characters.id, id))
          .for('update');
        if (!existing) throw notFound(CHARACTER_NOT_FOUND);
        await tx
          .update(characters)
          .set({ ...values(body, adminId), position: body.order ?? existing.position })
          .where(eq(characters.id, id));
        return adminCharacter(tx, id);
      }),
    /** Into the trash, restorable for its days. */
    remove: (id: number, adminId: number) =>
      written(async (tx) => {
        const [gone] = await tx.delete(characters).where(eq(characters.id, id)).returning();
        if (!gone) throw notFound(CHARACTER_NOT_FOUND);
        await moveToTrash(tx, {
          kind: 'character',
          itemId: id,
          label: gone.texts.en.name,
          row: gone,
          deletedBy: adminId,
          at: clock(),
        });
      }),
  };
}

export type CharactersService = ReturnType<typeof createCharactersService>;
