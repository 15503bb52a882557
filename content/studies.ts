/**
 * The Bible Study Center's studies, bundled with the site. Plain data: imports nothing.
 *
 * This module holds what the list view needs (titles, descriptions, categories); the articles
 * themselves are in ./study-texts.ts, which the client loads only when a study is opened.
 *
 * Article markup (`StudyText`), one block per paragraph, paragraphs separated by a blank line:
 * - `# `, `## `, `### ` at the start of a line: a heading of that level;
 * - a one-line paragraph wrapped in single asterisks (`*like this*`): a centred emphasis line;
 * - a paragraph wrapped in double quotes, optionally followed by ` — Reference`: a blockquote;
 * - lines starting with `- `: a bullet list;
 * - anything else: a paragraph; `**bold**` and `*italic*` work inside any text.
 */

export type StudyLanguage = 'en' | 'es' | 'pt';

/** A value in each of the three languages. */
export type Localized<T> = Record<StudyLanguage, T>;

/**
 * A study language, named in itself, without a flag: emoji flags are drawn as empty boxes on
 * many systems, and a flag names a country, not a language.
 */
export interface LanguageOption {
  code: StudyLanguage;
  name: string;
}

export const DEFAULT_LANGUAGE: StudyLanguage = 'en';

export const languageOptions: readonly LanguageOption[] = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'pt', name: 'Português' },
];

export const isStudyLanguage = (value: unknown): value is StudyLanguage =>
  value === 'en' || value === 'es' || value === 'pt';

/** The category buttons of 'Find Your Study', in order; 'All' disables the filter. */
export const studyCategories = [
  'All',
  'Doctrine',
  'Prophecy',
  'Eschatology',
  'Christology',
  'Practice',
  'Scripture',
] as const;

export type StudyCategoryFilter = (typeof studyCategories)[number];
export type StudyCategory = Exclude<StudyCategoryFilter, 'All'>;

/** A study as the list view shows it (everything but the article). */
export interface StudySummary {
  id: number;
  title: Localized<string>;
  description: Localized<string>;
  /** Reading time as shown, e.g. '45-60 minutes'. */
  duration: string;
  category: StudyCategory;
  featured: boolean;
}

/** The article of a study in one language, in the markup described above. */
export type StudyText = string;

/** A whole study: its summary and its article in each language. */
export interface Study extends StudySummary {
  content: Localized<StudyText>;
}

export const studySummaries: readonly StudySummary[] = [
  {
    id: 1,
    title: {
      en: 'The Restoration of All Things',
      es: 'La restauración de todas las cosas',
      pt: 'A restauração de todas as coisas',
    },
    description: {
      en: "A complete biblical timeline of God's plan to restore all things, from the first promise in Eden through Abraham, David and the prophets to the return of Christ, the resurrection and the Kingdom of God on earth.",
      es: 'Una cronología bíblica completa del plan de Dios para restaurar todas las cosas: desde la primera promesa en el Edén, pasando por Abraham, David y los profetas, hasta el regreso de Cristo, la resurrección y el Reino de Dios en la tierra.',
      pt: 'Uma cronologia bíblica completa do plano de Deus para restaurar todas as coisas: da primeira promessa no Éden, passando por Abraão, Davi e os profetas, até a volta de Cristo, a ressurreição e o Reino de Deus na terra.',
    },
    duration: '45-60 minutes',
    category: 'Prophecy',
    featured: true,
  },
  {
    id: 2,
    title: {
      en: "Joel's Prophecy and the Day of Pentecost",
      es: 'La profecía de Joel y el día de Pentecostés',
      pt: 'A profecia de Joel e o dia de Pentecostes',
    },
    description: {
      en: 'Why Peter said "this is what has been spoken through the prophet Joel": the outpouring of the Spirit on all flesh, the signs before the day of the Lord, and the promise that whoever calls on the name of the Lord will be saved (Joel 2:28–32; Acts 2:14–21).',
      es: 'Por qué Pedro dijo "esto es lo que fue dicho por medio del profeta Joel": el Espíritu derramado sobre toda carne, las señales antes del día del Señor y la promesa de que todo el que invoque el nombre del Señor será salvo (Joel 2:28–32; Hechos 2:14–21).',
      pt: 'Por que Pedro disse "isto é o que foi dito por meio do profeta Joel": o Espírito derramado sobre toda a carne, os sinais antes do dia do Senhor e a promessa de que todo aquele que invocar o nome do Senhor será salvo (Joel 2:28–32; Atos 2:14–21).',
    },
    duration: '30-40 minutes',
    category: 'Prophecy',
    featured: false,
  },
];
