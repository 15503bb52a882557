import {
  studyBodySchema,
  studyLanguages,
  type AdminStudy,
  type StudyBody,
  type StudyInput,
  type StudyLanguageCode,
  type StudyStatus,
} from '@contract/studies';
import type { Validation } from './editing';

/* The study editor's rules that need no screen: form values to the request body, validation
   messages by field ('title.es'), and what "changed" means. */

type Texts = Record<StudyLanguageCode, string>;

export interface StudyForm {
  /** '' for a language the study is not written in. */
  title: Texts;
  description: Texts;
  content: Texts;
  category: StudyBody['category'];
  duration: string;
  featured: boolean;
  /** As typed; empty: after the others. */
  order: string;
  status: StudyStatus;
}

const emptyTexts = (): Texts => ({ en: '', es: '', pt: '' });

export const newStudyForm = (): StudyForm => ({
  title: emptyTexts(),
  description: emptyTexts(),
  content: emptyTexts(),
  category: 'Doctrine',
  duration: '',
  featured: false,
  order: '',
  status: 'draft',
});

const textsOf = (texts: AdminStudy['title']): Texts => ({
  en: texts.en,
  es: texts.es ?? '',
  pt: texts.pt ?? '',
});

export const studyFormOf = (study: AdminStudy): StudyForm => ({
  title: textsOf(study.title),
  description: textsOf(study.description),
  content: textsOf(study.content),
  category: study.category,
  duration: study.duration,
  featured: study.featured,
  order: String(study.order),
  status: study.status,
});

/** A translation left blank is sent as not written (null). */
const bodyTexts = (texts: Texts) => ({
  en: texts.en,
  es: texts.es.trim() ? texts.es : null,
  pt: texts.pt.trim() ? texts.pt : null,
});

export function studyBodyOf(form: StudyForm): StudyBody {
  const order = form.order.trim();
  return {
    title: bodyTexts(form.title),
    description: bodyTexts(form.description),
    content: bodyTexts(form.content),
    category: form.category,
    duration: form.duration,
    featured: form.featured,
    // A typed "abc" becomes NaN, which the contract names as not a whole number.
    ...(order ? { order: Number(order) } : {}),
    status: form.status,
  };
}

/** The first message of each field, named as the server names them ('title.en', 'order'). */
export function validateStudy(form: StudyForm): Validation<StudyInput> {
  const parsed = studyBodySchema.safeParse(studyBodyOf(form));
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Partial<Record<string, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || 'root';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The form as one comparable text: equal texts, nothing changed. */
export const studySnapshot = (form: StudyForm): string =>
  JSON.stringify([
    studyLanguages.map((l) => [form.title[l], form.description[l], form.content[l]]),
    form.category,
    form.duration,
    form.featured,
    form.order.trim(),
    form.status,
  ]);

/** The languages a study's form has an article in. */
export const writtenLanguages = (form: Pick<StudyForm, 'content'>): StudyLanguageCode[] =>
  studyLanguages.filter((language) => form.content[language].trim() !== '');

/** The language of a field named as the server names it ('content.pt'), if it has one. */
export function languageOfField(field: string): StudyLanguageCode | undefined {
  const last = field.split('.').at(-1);
  return studyLanguages.find((language) => language === last);
}
