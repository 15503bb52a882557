import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { osisPassage } from '../contract/bible-references';
import { findBook } from '../contract/bible';
import { studyReferences } from '../content/study-references';
import { studyTexts } from '../content/study-texts';
import { characterReferences } from '../content/characters-references';
import { charactersIn } from '../content/characters-languages';
import { timelineReferences } from '../content/timeline-references';
import { timelineEventsIn } from '../content/timeline-languages';
import {
  CHARACTER_REFERENCES_FILE,
  characterReferencesModule,
  STUDY_REFERENCES_FILE,
  studyReferencesModule,
  TIMELINE_REFERENCES_FILE,
  timelineReferencesModule,
} from './study-references';

const found = (id: number, language: 'en' | 'es' | 'pt') =>
  (studyReferences[id]?.[language] ?? []).map(([start, end]) =>
    studyTexts[id]?.[language].slice(start, end),
  );

/**
 * Every place a study's text names a book of the Bible (in any of the three languages, full or
 * abbreviated) followed by a chapter number: a reader's eye finds these, independently of the
 * parser.
 */
const BOOK_AND_NUMBER = /(?<![\p{L}\d])((?:[1-3] )?\p{Lu}\p{Ll}+)\.? (\d+)/gu;

describe('the Scripture references in the studies', () => {
  it('are up to date with the articles (npm run content:references)', () => {
    expect(readFileSync(STUDY_REFERENCES_FILE, 'utf8')).toBe(studyReferencesModule());
  });

  it('finds every reference in study 1 (English), and nothing else', () => {
    expect(found(1, 'en')).toEqual([
      'Acts 3:19–21',
      'Genesis 1:31',
      'Genesis 1:26–28',
      'Genesis 3',
      'Genesis 3:17',
      'Genesis 3:15',
      'Genesis 12:1–3',
      'Genesis 13:15',
      'Acts 7:5',
      'Hebrews 11:13',
      'Galatians 3:29',
      '1 Kings 6:1',
      'Hebrews 4:8–9',
      'Jeremiah 31:33',
      'Matthew 5:5',
      '2 Samuel 7:12–13',
      'Isaiah 9:7',
      'Daniel 2:44',
      'Daniel 7:14',
      'Daniel 7:27',
      'Ezekiel 37:12',
      'Jeremiah 31:31–33',
      'Zechariah 14:9',
      'Luke 1:32–33',
      'Mark 1:15',
      'Luke 4:43',
      'Matthew 6:10',
      '1 Corinthians 15:20–23',
      'Acts 1:6',
      'Acts 1:7–8',
      'Acts 1:11',
      'Matthew 28:18–20',
      '2 Corinthians 1:22',
      'Ephesians 1:13–14',
      'Romans 8:19–21',
      'Romans 8:22',
      '1 Thessalonians 4:16–17',
      'Matthew 25:31',
      'Matthew 25:34',
      'Matthew 19:28',
      'Revelation 11:15',
      'Daniel 12:2',
      'John 5:28–29',
      '1 Corinthians 15:51–52',
      'Hebrews 11:39–40',
      'Daniel 12:13',
      'Isaiah 2:4',
      'Isaiah 11:9',
      'Psalm 37:11',
      'Matthew 5:5',
      'Isaiah 11:4',
      'Isaiah 2:4',
      'Isaiah 11:9',
      'Revelation 5:10',
      '2 Timothy 2:12',
      '1 Corinthians 15:24',
      // '(1 Corinthians 15:24, 26)': the second verse is its own link, to 15:26.
      '26',
      'Revelation 21:1–4',
      'Genesis 3',
      'Revelation 22:3',
      '2 Peter 3:13',
      'Genesis 1–3',
      // '(Genesis 12, 13, 15, 17)': two chapters in a row are read as one range, Genesis 12–13;
      // 15 and 17 are their own links.
      'Genesis 12, 13',
      '15',
      '17',
      '2 Samuel 7',
      'Mark 1:15',
      'Acts 3:19',
      'Hebrews 11:13',
      '2 Corinthians 5:7',
      '2 Peter 3:11',
      'Matthew 24:14',
      '1 Thessalonians 4:13–18',
      'Luke 1',
      'Acts 17:11',
    ]);
    const osis = (studyReferences[1]?.en ?? []).map(([, , o]) => o);
    expect(osis).toContain('1Cor.15.26');
    expect(osis).toContain('Gen.12-Gen.13');
  });

  it('finds every reference in study 2 (English), and nothing else', () => {
    expect(found(2, 'en')).toEqual([
      'Joel 2:28–32',
      'Acts 2:14–21',
      'Acts 2:1–4',
      'Acts 2:16',
      'Joel 1:4',
      'Joel 2:1',
      'Joel 2:13',
      'Joel 2:25',
      'Joel 2:28–29',
      'Numbers 11:29',
      'Ezekiel 36:27',
      'Isaiah 32:15',
      'Joel 2:30–31',
      'Matthew 24:29–30',
      'Revelation 6:12',
      'Joel 2:32',
      'Acts 2:17–21',
      'Joel 2',
      'Acts 2',
      'Acts 2:22–24',
      'Acts 2:33',
      'Luke 24:49',
      'Luke 3:16',
      'Acts 2:36',
      'Acts 2:38–39',
      'Joel 2:32',
      'Acts 10:45',
      'Romans 10:12–13',
      'Acts 2:42',
      'Ephesians 1:13–14',
      'Acts 3:21',
      'Joel 3:1',
    ]);
  });

  it('reads the Spanish and Portuguese book names', () => {
    expect(found(1, 'es')).toEqual(['Hechos 3:19–21', 'Hechos 17:11']);
    expect(found(1, 'pt')).toEqual(['Atos 3:19–21', 'Atos 17:11']);
    expect(found(2, 'es')).toEqual([
      'Joel 2:28–32',
      'Hechos 2:14–21',
      'Hechos 2:1–4',
      'Hechos 2:16',
      'Joel 2:28–32',
      'Hechos 2:14–21',
      'Hechos 2:39',
    ]);
    expect(found(2, 'pt')).toEqual([
      'Joel 2:28–32',
      'Atos 2:14–21',
      'Atos 2:1–4',
      'Atos 2:16',
      'Joel 2:28–32',
      'Atos 2:14–21',
      'Atos 2:39',
    ]);
  });

  it('misses no book-and-chapter the text names', () => {
    for (const [id, texts] of Object.entries(studyTexts)) {
      for (const language of ['en', 'es', 'pt'] as const) {
        const text = texts[language];
        const rows = studyReferences[Number(id)]?.[language] ?? [];
        for (const match of text.matchAll(BOOK_AND_NUMBER)) {
          if (!findBook(match[1] ?? '')) continue;
          const covered = rows.some(([start, end]) => start <= match.index && match.index < end);
          expect(covered, `${id} ${language}: ${text.slice(match.index, match.index + 20)}`).toBe(
            true,
          );
        }
      }
    }
  });

  it('leaves only references without a book unread, such as "verse 18"', () => {
    // The parser cannot read a verse named relative to the passage under discussion ("verse 18"
    // of Acts 2, after a quotation of Acts 2:17–21): the book and chapter are in the reader's
    // head, not in the words. These stay plain text.
    const relative: string[] = [];
    for (const [id, texts] of Object.entries(studyTexts)) {
      for (const language of ['en', 'es', 'pt'] as const) {
        for (const m of texts[language].matchAll(
          /\b(?:verses?|vers[íi]culos?|chapters?|cap[íi]tulos?)\s+\d+/giu,
        )) {
          relative.push(`${id} ${language}: ${m[0]}`);
        }
      }
    }
    expect(relative).toEqual(['2 en: verse 18']);
  });

  it('names real passages the reader opens and the passage API reads', () => {
    for (const byLanguage of Object.values(studyReferences)) {
      for (const rows of Object.values(byLanguage)) {
        for (const [start, end, osis] of rows) {
          expect(end).toBeGreaterThan(start);
          const passage = osisPassage(osis);
          expect(passage, osis).toBeDefined();
          expect(passage?.chapter).toBeLessThanOrEqual(passage?.book.chapters ?? 0);
        }
      }
    }
    expect(osisPassage('Acts.3.19-Acts.3.21')).toMatchObject({
      ref: 'Acts 3:19-21',
      hash: 'v19-21',
      params: { book: 'Acts', chapter: 3 },
    });
    expect(osisPassage('Gen.12-Gen.13')).toMatchObject({ ref: 'Genesis 12-13', hash: undefined });
    expect(osisPassage('1Cor.15.26')).toMatchObject({ ref: '1 Corinthians 15:26', hash: 'v26' });
  });
});

describe('the Scripture references of the timeline and the characters', () => {
  it('are up to date with the content (npm run content:references)', async () => {
    expect(readFileSync(TIMELINE_REFERENCES_FILE, 'utf8')).toBe(await timelineReferencesModule());
    expect(readFileSync(CHARACTER_REFERENCES_FILE, 'utf8')).toBe(await characterReferencesModule());
  });

  const linked = (
    rows: Readonly<Record<string, readonly (readonly [number, number, string])[]>>,
    key: string,
    text: string | undefined,
  ) => (rows[key] ?? []).map(([start, end]) => text?.slice(start, end));

  it('links every key verse of every character, in each language', () => {
    for (const language of ['en', 'es', 'pt'] as const) {
      for (const character of charactersIn[language]) {
        character.keyVerses.forEach((verse, index) => {
          expect(
            linked(characterReferences[language], `${character.id}.keyVerses.${index}`, verse),
            `${language} ${verse}`,
          ).toEqual([verse]);
        });
      }
    }
  });

  it('links the references in the events in their own language', () => {
    const abraham = (language: 'en' | 'es' | 'pt') =>
      timelineEventsIn[language].find((e) => e.id === 2)?.description;
    expect(linked(timelineReferences.es, '2.description', abraham('es'))).toEqual([
      'Génesis 12:1–3',
      '15',
      '17',
    ]);
    expect(
      linked(timelineReferences.en, '1.description', timelineEventsIn.en[0]?.description),
    ).toEqual(['Genesis 1–2']);
  });

  it('misses no book-and-chapter the texts name', () => {
    const check = (
      language: 'en' | 'es' | 'pt',
      rows: Readonly<Record<string, readonly (readonly [number, number, string])[]>>,
      key: string,
      text: string,
    ) => {
      for (const match of text.matchAll(BOOK_AND_NUMBER)) {
        if (!findBook(match[1] ?? '')) continue;
        const covered = (rows[key] ?? []).some(
          ([start, end]) => start <= match.index && match.index < end,
        );
        expect(covered, `${language} ${key}: ${text.slice(match.index, match.index + 20)}`).toBe(
          true,
        );
      }
    };
    for (const language of ['en', 'es', 'pt'] as const) {
      for (const event of timelineEventsIn[language]) {
        check(language, timelineReferences[language], `${event.id}.description`, event.description);
        check(
          language,
          timelineReferences[language],
          `${event.id}.significance`,
          event.significance,
        );
      }
      for (const c of charactersIn[language]) {
        for (const field of ['significance', 'biography', 'symbolism'] as const) {
          check(language, characterReferences[language], `${c.id}.${field}`, c[field]);
        }
        for (const field of ['keyEvents', 'lessons', 'prophecies'] as const) {
          (c[field] ?? []).forEach((text, index) =>
            check(language, characterReferences[language], `${c.id}.${field}.${index}`, text),
          );
        }
      }
    }
  });
});
