import { catalogues } from '@contract/messages/catalogues';
import type { StudyGroup } from '@contract/study-groups';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { GroupCard } from './study-groups-screen';

const group = (language: StudyGroup['language']): StudyGroup => ({
  id: 3,
  name: 'Romans Verse by Verse',
  topic: 'Romans',
  description: 'Reading Paul’s letter together',
  meetingSchedule: 'Tuesdays 7 pm',
  currentMembers: 4,
  maxMembers: 20,
  isActive: true,
  isHidden: false,
  language,
  createdAt: '2026-11-20T10:00:00.000Z',
});

const onPage = (lang: 'en' | 'es' | 'pt', g: StudyGroup) =>
  renderToStaticMarkup(
    <IntlProvider locale={lang} messages={catalogues[lang]}>
      <Router ssrPath={`/${lang}/study-groups`}>
        <GroupCard group={g} />
      </Router>
    </IntlProvider>,
  );

describe('a study group in the list', () => {
  it('says when it meets in another language than the page’s, and marks its words so', () => {
    const html = onPage('pt', group('en'));
    expect(html).toContain('Em inglês');
    for (const words of ['Romans Verse by Verse', 'Romans', 'Reading Paul', 'Tuesdays 7 pm']) {
      expect(html).toMatch(new RegExp(`<[a-z]+ [^>]*lang="en"[^>]*>(<svg.*?</svg>)?${words}`));
    }
  });

  it('says nothing of its language on a page of the same language', () => {
    const html = onPage('en', group('en'));
    expect(html).not.toContain('In English');
    expect(html).not.toContain('lang=');
  });
});
