/**
 * The content bundled with the site (content/), given to a database once: the first start of a
 * new database gets it, and an existing one gains what it has not had yet. A piece already given
 * is never given again, so an administrator's edit or deletion of it stays.
 */
import { sql } from 'drizzle-orm';
import { privacyPage } from '../../content/privacy-page';
import { studySummaries } from '../../content/studies';
import { studyReferences, studyTexts } from '../../content/study-texts';
import { bundledContent, sitePages, studies } from './schema';
import type { Database } from './types';

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
    const studiesAdded = added.length > 0;
    for (const { key, row } of bundledPageRows()) {
      if (given.has(key)) continue;
      // A page the ministry already wrote under the slug is left as it is.
      await tx.insert(sitePages).values(row).onConflictDoNothing();
      await tx.insert(bundledContent).values({ key }).onConflictDoNothing();
      added.push(key);
    }
    if (studiesAdded) {
      // Ids were given: the next study written gets the next free one.
      await tx.execute(
        sql`select setval(pg_get_serial_sequence('studies', 'id'), greatest((select max(id) from studies), 1))`,
      );
    }
    return added;
  });
}
