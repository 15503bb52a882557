import { describe, expect, it } from 'vitest';
import {
  languageOfField,
  newStudyForm,
  studyBodyOf,
  studyFormOf,
  studySnapshot,
  validateStudy,
  writtenLanguages,
  type StudyForm,
} from './study-editing';

const filled = (): StudyForm => ({
  ...newStudyForm(),
  title: { en: 'The Hope', es: '', pt: 'A esperança' },
  description: { en: 'What we wait for.', es: ' ', pt: 'O que esperamos.' },
  content: { en: '# The Hope', es: '', pt: '# A esperança' },
  duration: '20 minutes',
});

describe('the study form', () => {
  it('sends a blank translation as not written, and a blank order as none', () => {
    const body = studyBodyOf(filled());
    expect(body.title).toEqual({ en: 'The Hope', es: null, pt: 'A esperança' });
    expect(body.description.es).toBeNull();
    expect(body).not.toHaveProperty('order');
    expect(studyBodyOf({ ...filled(), order: ' 3 ' }).order).toBe(3);
  });

  it('names each refused field as the server does', () => {
    const result = validateStudy({
      ...filled(),
      title: { en: '', es: 'x'.repeat(201), pt: '' },
      order: 'abc',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      'title.en': 'Title in English is required',
      'title.es': 'Title in Spanish must be at most 200 characters',
      order: 'Order must be a whole number, 0 or more',
    });
    expect(validateStudy(filled()).ok).toBe(true);
  });

  it('reads a saved study back into the same form, unchanged', () => {
    const form = filled();
    const body = studyBodyOf(form);
    const saved = studyFormOf({
      id: 3,
      title: { en: body.title.en, pt: 'A esperança' },
      description: { en: 'What we wait for.', pt: 'O que esperamos.' },
      content: { en: '# The Hope', pt: '# A esperança' },
      category: 'Doctrine',
      duration: '20 minutes',
      featured: false,
      order: 4,
      status: 'draft',
      createdAt: '2026-11-27T00:00:00.000Z',
      updatedAt: '2026-11-27T00:00:00.000Z',
      updatedBy: 'admin',
    });
    expect(studySnapshot(saved)).toBe(
      studySnapshot({ ...form, description: { ...form.description, es: '' }, order: '4' }),
    );
    expect(writtenLanguages(saved)).toEqual(['en', 'pt']);
  });

  it('knows the language a field is written in', () => {
    expect(languageOfField('content.pt')).toBe('pt');
    expect(languageOfField('duration')).toBeUndefined();
  });
});
