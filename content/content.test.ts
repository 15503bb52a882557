/** Integrity of the bundled teaching content. */
import { describe, expect, it } from 'vitest';
import { characters, eraOptions } from './characters';
import { charactersIn } from './characters-languages';
import { hero, mission, newsletter, restorationStudy, siteTaglineIn } from './home';
import { homeCopyIn } from './home-languages';
import { joelText } from './study-joel';
import { restorationText } from './study-restoration';
import { studyTexts } from './study-texts';
import { languageOptions, studyCategories, studySummaries } from './studies';
import { timelineCategories, timelineEvents } from './timeline';
import { timelineEventsIn } from './timeline-languages';
import { CHANNEL_URL, videoEpisodes } from './videos';
import { videoEpisodesIn } from './videos-languages';

const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

describe('studies', () => {
  it('has the two studies', () => {
    expect(
      studySummaries.map((s) => [s.id, s.title.en, s.category, s.featured, s.duration]),
    ).toEqual([
      [1, 'The Restoration of All Things', 'Prophecy', true, '45-60 minutes'],
      [2, "Joel's Prophecy and the Day of Pentecost", 'Prophecy', false, '30-40 minutes'],
    ]);
  });

  it('offers English, Español and Português, and the study categories in order', () => {
    expect(languageOptions.map((l) => [l.code, l.name])).toEqual([
      ['en', 'English'],
      ['es', 'Español'],
      ['pt', 'Português'],
    ]);
    // Named, not flagged: emoji flags are drawn as empty boxes on many systems (Debian's
    // Chromium among them), and a flag stands for a country, not a language.
    for (const l of languageOptions) {
      expect(Object.keys(l)).toEqual(['code', 'name']);
      expect(l.name).not.toMatch(/\p{Regional_Indicator}|\p{Extended_Pictographic}/u);
    }
    expect(studyCategories).toEqual([
      'All',
      'Doctrine',
      'Prophecy',
      'Eschatology',
      'Christology',
      'Practice',
      'Scripture',
    ]);
  });

  it('has a text in every language for every study, and nothing else', () => {
    expect(Object.keys(studyTexts).map(Number)).toEqual(studySummaries.map((s) => s.id));
    for (const study of studySummaries) {
      for (const lang of ['en', 'es', 'pt'] as const) {
        expect(study.title[lang].length, `${study.id} ${lang}`).toBeGreaterThan(10);
        expect(study.description[lang].length, `${study.id} ${lang}`).toBeGreaterThan(50);
        expect(studyTexts[study.id]?.[lang].length, `${study.id} ${lang}`).toBeGreaterThan(500);
      }
    }
  });

  it('writes study 1 out in at least 2,500 English words and study 2 in at least 1,500', () => {
    expect(words(restorationText.en)).toBeGreaterThanOrEqual(2500);
    expect(words(joelText.en)).toBeGreaterThanOrEqual(1500);
  });

  it('gives the Spanish and Portuguese versions an introduction and a closing note', () => {
    for (const text of [restorationText, joelText]) {
      expect(text.es).toContain('## Introducción');
      expect(text.es).toContain('## Nota final');
      expect(text.pt).toContain('## Introdução');
      expect(text.pt).toContain('## Nota final');
      expect(words(text.es)).toBeLessThan(words(text.en));
    }
  });

  it('uses every markup rule in the English study 1', () => {
    const t = restorationText.en;
    expect(t).toMatch(/^# /m);
    expect(t).toMatch(/^## /m);
    expect(t).toMatch(/^### /m);
    expect(t).toMatch(/^\*[^*\n]+\*$/m);
    expect(t).toMatch(/^"[^\n]+" — [1-3]?\s?[A-Z][a-z]+ \d+:\d+/m);
    expect(t).toMatch(/^- /m);
    expect(t).toMatch(/\*\*[^*]+\*\*/);
  });

  it('quotes Acts 3:21 in the World English Bible wording', () => {
    expect(restorationText.en).toContain(
      'whom heaven must receive until the times of restoration of all things, which God spoke long ago by the mouth of his holy prophets',
    );
    expect(joelText.en).toContain('I will pour out my Spirit on all flesh');
  });
});

describe('timeline', () => {
  it('has the 15 events in order', () => {
    expect(timelineEvents.map((e) => e.title)).toEqual([
      'Creation of Heaven and Earth',
      'Abrahamic Covenant',
      'Exodus from Egypt',
      'Conquest of the Promised Land',
      "David's Kingdom Established",
      "Solomon's Temple Built",
      'Babylonian Exile Begins',
      'Return from Exile',
      'Birth of Jesus the Messiah',
      'Jesus Proclaims the Kingdom',
      'Crucifixion and Resurrection',
      'The Great Commission',
      'The Second Coming',
      'The Resurrection of the Dead',
      'New Heaven and New Earth',
    ]);
    expect(new Set(timelineEvents.map((e) => e.id)).size).toBe(15);
  });

  it('gives the key events their years', () => {
    const year = (title: string) => timelineEvents.find((e) => e.title === title)?.year;
    expect(year('Creation of Heaven and Earth')).toBe('In the Beginning');
    expect(year('Abrahamic Covenant')).toBe('c. 2000 BC');
    expect(year('Babylonian Exile Begins')).toBe('586 BC');
    expect(year('Return from Exile')).toBe('538 BC');
    expect(year('Birth of Jesus the Messiah')).toBe('4 BC');
    expect(year('Crucifixion and Resurrection')).toBe('30 AD');
    expect(year('New Heaven and New Earth')).toBe('Future');
  });

  it('keeps every parallaxSpeed within 0.4–1.6 and fills every field', () => {
    for (const e of timelineEvents) {
      expect(e.parallaxSpeed, e.title).toBeGreaterThanOrEqual(0.4);
      expect(e.parallaxSpeed, e.title).toBeLessThanOrEqual(1.6);
      expect(e.description.length, e.title).toBeGreaterThan(40);
      expect(e.significance.length, e.title).toBeGreaterThan(40);
      expect(timelineCategories[e.category], e.title).toBeDefined();
    }
  });

  it('gives the eight categories their own icon and colour', () => {
    const cats = Object.values(timelineCategories);
    expect(Object.keys(timelineCategories)).toEqual([
      'creation',
      'patriarchs',
      'exodus',
      'kingdom',
      'exile',
      'messiah',
      'church',
      'prophecy',
    ]);
    expect(new Set(cats.map((c) => c.icon)).size).toBe(8);
    expect(new Set(cats.map((c) => c.color)).size).toBe(8);
  });
});

describe('characters', () => {
  it('has the six characters with their eras', () => {
    expect(characters.map((c) => [c.name, c.era])).toEqual([
      ['Abraham', 'patriarchs'],
      ['Moses', 'exodus'],
      ['David', 'kingdom'],
      ['Daniel', 'exile'],
      ['Mary', 'messiah'],
      ['Paul', 'apostolic'],
    ]);
  });

  it('fills every field', () => {
    for (const c of characters) {
      for (const field of [
        'hebrewName',
        'title',
        'period',
        'location',
        'significance',
        'biography',
        'symbolism',
      ] as const) {
        expect(c[field].length, `${c.name}.${field}`).toBeGreaterThan(2);
      }
      expect(c.keyVerses.length, c.name).toBeGreaterThanOrEqual(3);
      expect(c.keyEvents.length, c.name).toBeGreaterThanOrEqual(3);
      expect(c.lessons.length, c.name).toBeGreaterThanOrEqual(3);
      expect(c.color.from).toMatch(/^#[0-9a-f]{6}$/);
      expect(c.color.to).toMatch(/^#[0-9a-f]{6}$/);
      expect(c.hebrewName).toMatch(/[\u0590-\u05FF]/);
    }
  });

  it('lists prophecies for everyone but Mary', () => {
    for (const c of characters) {
      if (c.name === 'Mary') expect(c.prophecies).toBeUndefined();
      else expect(c.prophecies?.length, c.name).toBeGreaterThan(0);
    }
  });

  it('has the nine era options', () => {
    expect(eraOptions).toEqual([
      'all',
      'patriarchs',
      'exodus',
      'judges',
      'kingdom',
      'exile',
      'return',
      'messiah',
      'apostolic',
    ]);
  });
});

describe('videos', () => {
  it('has five episodes numbered 1 to 5 with YouTube ids, and a channel', () => {
    expect(videoEpisodes.map((v) => v.id)).toEqual([1, 2, 3, 4, 5]);
    for (const v of videoEpisodes) expect(v.youtubeId).toMatch(/^[\w-]{11}$/);
    expect(CHANNEL_URL).toMatch(/^https:\/\/www\.youtube\.com\//);
  });
});

describe('the Spanish and Portuguese content', () => {
  /** Every value in a piece of content, by its path ('3.keyEvents.1'), in order. */
  const leaves = (value: unknown, path = ''): [string, unknown][] =>
    value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) =>
          leaves(inner, path === '' ? key : `${path}.${key}`),
        )
      : [[path, value]];
  const keyOf = (path: string) =>
    path
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .at(-1);

  /** Data that is not read as words: it stays exactly the English. */
  const fixedKeys = new Set([
    'id',
    'category',
    'icon',
    'color',
    'from',
    'to',
    'parallaxSpeed',
    'era',
    'hebrewName',
    'hebrewTransliteration',
    'youtubeId',
    'duration',
    'featured',
  ]);
  /** Dates: translated words, the same numbers ('1st century' is 'siglo I', 'século I'). */
  const dateKeys = new Set(['year', 'period']);
  const romans = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
  const numbersIn = (date: string) =>
    [...date.matchAll(/\d+|\b[IVX]+\b/g)].map(([n]) =>
      /\d/.test(n) ? Number(n) : romans.indexOf(n),
    );
  /** Names and references that are written the same in English and the other language. */
  const sameInEnglish = (text: string) =>
    ['Abraham', 'David', 'Daniel'].includes(text) ||
    /^(?:[12] )?(?:Samuel|Daniel) \d+:\d+(?:–\d+)?$/.test(text);
  /** Words of English that are not also words of Spanish or Portuguese. */
  const englishWords = new Set(
    'the and of with from that which will who his her is are was to in on by god lord'.split(' '),
  );
  const englishIn = (text: string) =>
    text
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((word) => englishWords.has(word));

  const localized = {
    timelineEventsIn,
    charactersIn,
    videoEpisodesIn,
    homeCopyIn,
    siteTaglineIn,
  };

  it('keeps the English exactly as it was', () => {
    expect(timelineEventsIn.en).toBe(timelineEvents);
    expect(charactersIn.en).toBe(characters);
    expect(videoEpisodesIn.en).toBe(videoEpisodes);
    expect(homeCopyIn.en).toEqual({ hero, mission, restorationStudy, newsletter });
    expect(siteTaglineIn.en).toBe(
      'Empowering believers to stand firm in the truth of Scripture, equipped with authentic biblical teaching and grounded in the earliest manuscripts.',
    );
  });

  for (const [name, content] of Object.entries(localized)) {
    for (const lang of ['es', 'pt'] as const) {
      it(`translates ${name} into ${lang}, keeping its shape and data`, () => {
        const english = leaves(content.en);
        const translated = leaves(content[lang]);
        expect(translated.map(([path]) => path)).toEqual(english.map(([path]) => path));
        translated.forEach(([path, value], i) => {
          const original = english[i]?.[1];
          const key = keyOf(path) ?? '';
          if (typeof value !== 'string' || fixedKeys.has(key)) {
            expect(value, path).toEqual(original);
            return;
          }
          expect(value.trim(), path).not.toBe('');
          expect(englishIn(value), `${path}: ${value}`).toEqual([]);
          if (dateKeys.has(key)) {
            expect(numbersIn(value), path).toEqual(numbersIn(String(original)));
          }
          if (!sameInEnglish(value)) expect(value, path).not.toBe(original);
        });
      });
    }
  }

  it("uses each language's names for the books of the Bible", () => {
    const text = (lang: 'es' | 'pt') =>
      JSON.stringify([timelineEventsIn[lang], charactersIn[lang], videoEpisodesIn[lang]]);
    for (const book of ['Génesis', 'Éxodo', 'Juan', 'Apocalipsis', 'Hechos', '1 Corintios']) {
      expect(text('es')).toContain(book);
    }
    for (const book of ['Gênesis', 'Êxodo', 'João', 'Apocalipse', 'Atos', '1 Coríntios']) {
      expect(text('pt')).toContain(book);
    }
    for (const lang of ['es', 'pt'] as const) {
      expect(text(lang)).not.toMatch(
        /\b(?:Genesis|Exodus|John|Revelation|Acts|Corinthians|Romans)\b/,
      );
    }
  });
});
