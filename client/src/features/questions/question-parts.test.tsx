import { catalogues } from '@contract/messages/catalogues';
import type { Question } from '@contract/questions';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { QuestionCard } from './question-parts';

const question = (language: Question['language']): Question => ({
  id: 7,
  title: 'What is the hope of Israel?',
  content: 'Paul spoke of the hope of Israel; what was it?',
  category: 'doctrine',
  status: 'answered',
  isPublic: true,
  submitterName: 'Lydia',
  anonymous: false,
  language,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  answers: [],
});

const onPage = (lang: 'en' | 'es' | 'pt', q: Question) =>
  renderToStaticMarkup(
    <IntlProvider locale={lang} messages={catalogues[lang]}>
      <Router ssrPath={`/${lang}/questions`}>
        <QuestionCard question={q} />
      </Router>
    </IntlProvider>,
  );

describe('a question in a list', () => {
  it('says when it is in another language than the page’s, and marks its words so', () => {
    const html = onPage('es', question('en'));
    expect(html).toContain('En inglés');
    expect(html).toMatch(/<a [^>]*lang="en"[^>]*>What is the hope of Israel\?<\/a>/);
    expect(html).toMatch(/<p [^>]*lang="en"[^>]*>Paul spoke/);
    expect(onPage('pt', question('es'))).toContain('Em espanhol');
  });

  it('says nothing of its language on a page of the same language', () => {
    const html = onPage('en', question('en'));
    expect(html).not.toContain('In English');
    expect(html).not.toContain('lang=');
  });
});
