/**
 * The content bundled with the site (content/), given to a database once: the first start of a
 * new database gets it, and an existing one gains what it has not had yet. A piece already given
 * is never given again, so an administrator's edit or deletion of it stays.
 */
import { sql } from 'drizzle-orm';
import { privacyPage } from '../../content/privacy-page';
import { charactersIn } from '../../content/characters-languages';
import { characterReferences } from '../../content/characters-references';
import { studySummaries } from '../../content/studies';
import type { StudyReference } from '../../content/study-references';
import { studyReferences, studyTexts } from '../../content/study-texts';
import { timelineEventsIn } from '../../content/timeline-languages';
import { timelineReferences } from '../../content/timeline-references';
import type { ReferenceRow } from '../../contract/timeline';
import {
  bundledContent,
  characters,
  sitePages,
  studies,
  timelineEvents,
  type CharacterReferences,
  type CharacterTexts,
  type TimelineReferences,
  type TimelineTexts,
} from './schema';
import type { Database, DbOrTx } from './types';

const LANGUAGES = ['en', 'es', 'pt'] as const;

/** The bundled studies as rows, in list order, keeping the ids members' reading progress names. */
function bundledStudyRows() {
  return studySummaries.map((study, position) => {
    const content = studyTexts[study.id];
    const references = studyReferences[study.id];
    return {
      key: `study:${study.id}`,
      row: {
        id: study.id,
        title: { ...study.title },
        description: { ...study.description },
        content: { en: content?.en ?? '', es: content?.es, pt: content?.pt },
        references: Object.fromEntries(
          LANGUAGES.map((language) => [
            language,
            (references?.[language] ?? []).map(([start, end, osis]) => [start, end, osis] as const),
          ]),
        ) as Record<(typeof LANGUAGES)[number], [number, number, string][]>,
        category: study.category,
        duration: study.duration,
        featured: study.featured,
        position,
        status: 'published',
      },
    };
  });
}

/**
 * The Privacy Policy's first text in each language, as drafts: the ministry reviews it before it
 * is published (and the footer links it).
 */
const bundledPageRows = () =>
  LANGUAGES.map((language) => ({
    key: `page:privacy:${language}`,
    row: { slug: 'privacy', language, ...privacyPage[language], status: 'draft' },
  }));
const rowsOf = (rows: readonly StudyReference[] | undefined): ReferenceRow[] =>
  (rows ?? []).map(([start, end, osis]) => [start, end, osis]);

/** The bundled timeline's events as rows, in its order, each language's words and references. */
function bundledTimelineRows() {
  return timelineEventsIn.en.map((event, position) => {
    const texts = {} as TimelineTexts;
    const references: TimelineReferences = {};
    for (const language of LANGUAGES) {
      const item = timelineEventsIn[language].find((e) => e.id === event.id) ?? event;
      const { year, title, description, significance } = item;
      texts[language] = { year, title, description, significance };
      const found = timelineReferences[language];
      references[language] = {
        description: rowsOf(found[`${event.id}.description`]),
        significance: rowsOf(found[`${event.id}.significance`]),
      };
    }
    return {
      key: `timeline:${event.id}`,
      row: {
        id: event.id,
        texts,
        references,
        category: event.category,
        parallaxSpeed: event.parallaxSpeed,
        position,
      },
    };
  });
}

const CHARACTER_TEXTS = ['significance', 'biography', 'symbolism'] as const;
const CHARACTER_LISTS = ['keyVerses', 'keyEvents', 'lessons', 'prophecies'] as const;

/** The bundled characters as rows, in their order, each language's words and references. */
function bundledCharacterRows() {
  return charactersIn.en.map((person, position) => {
    const texts = {} as CharacterTexts;
    const references: CharacterReferences = {};
    for (const language of LANGUAGES) {
      const item = charactersIn[language].find((c) => c.id === person.id) ?? person;
      texts[language] = {
        name: item.name,
        title: item.title,
        period: item.period,
        location: item.location,
        keyVerses: [...item.keyVerses],
        significance: item.significance,
        biography: item.biography,
        keyEvents: [...item.keyEvents],
        symbolism: item.symbolism,
        lessons: [...item.lessons],
        prophecies: [...(item.prophecies ?? [])],
      };
      const found = characterReferences[language];
      const byField: Record<string, ReferenceRow[] | ReferenceRow[][]> = {};
      for (const field of CHARACTER_TEXTS) byField[field] = rowsOf(found[`${person.id}.${field}`]);
      for (const field of CHARACTER_LISTS) {
        byField[field] = (item[field] ?? []).map((_, index) =>
          rowsOf(found[`${person.id}.${field}.${index}`]),
        );
      }
      references[language] = byField;
    }
    return {
      key: `character:${person.id}`,
      row: {
        id: person.id,
        texts,
        references,
        hebrewName: person.hebrewName,
        hebrewTransliteration: person.hebrewTransliteration,
        era: person.era,
        icon: person.icon,
        colorFrom: person.color.from,
        colorTo: person.color.to,
        position,
      },
    };
  });
}

/** Moves a table's id sequence past the ids given, so the next row written gets a free one. */
const pastGivenIds = (tx: DbOrTx, table: 'studies' | 'timeline_events' | 'characters') =>
  tx.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.identifier(table)}), 1))`,
  );

/** Adds the bundled content this database has not had yet; answers the keys it added. */
export async function addBundledContent(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    const given = new Set(
      (await tx.select({ key: bundledContent.key }).from(bundledContent)).map((r) => r.key),
    );
    const added: string[] = [];
    for (const { key, row } of bundledStudyRows()) {
      if (given.has(key)) continue;
      // A study the ministry wrote under the same id or English title is left as it is.
      await tx.insert(studies).values(row).onConflictDoNothing();
      await tx.insert(bundledContent).values({ key }).onConflictDoNothing();
      added.push(key);
    }
    const studiesAdded = added.length;
    // A row the ministry wrote under the same id is left as it is.
    for (const { key, row } of bundledTimelineRows()) {
      if (given.has(key)) continue;
      await tx.insert(timelineEvents).values(row).onConflictDoNothing();
      await tx.insert(bundledContent).values({ key }).onConflictDoNothing();
      added.push(key);
    }
    const timelineAdded = added.length - studiesAdded;
    for (const { key, row } of bundledCharacterRows()) {
      if (given.has(key)) continue;
      await tx.insert(characters).values(row).onConflictDoNothing();
      await tx.insert(bundledContent).values({ key }).onConflictDoNothing();
      added.push(key);
    }
    const charactersAdded = added.length - studiesAdded - timelineAdded;
    for (const { key, row } of bundledPageRows()) {
      if (given.has(key)) continue;
      // A page the ministry already wrote under the slug is left as it is.
      await tx.insert(sitePages).values(row).onConflictDoNothing();
      await tx.insert(bundledContent).values({ key }).onConflictDoNothing();
      added.push(key);
    }
    // Ids were given: the next row written gets the next free one.
    if (studiesAdded > 0) await pastGivenIds(tx, 'studies');
    if (timelineAdded > 0) await pastGivenIds(tx, 'timeline_events');
    if (charactersAdded > 0) await pastGivenIds(tx, 'characters');
    return added;
  });
}
