import { describe, expect, it } from 'vitest';
import { documentTitle, matchPage, pages, SITE_NAME } from './pages';

describe('matchPage', () => {
  it('matches every static route of the table to itself', () => {
    for (const page of pages.filter((p) => !p.path.includes(':'))) {
      expect(matchPage(page.path)?.key).toBe(page.key);
    }
  });

  it('resolves /questions/my and /questions/ask before /questions/:id', () => {
    expect(matchPage('/questions/my')?.key).toBe('questionsMy');
    expect(matchPage('/questions/ask')?.key).toBe('questionsAsk');
    expect(matchPage('/questions/42')?.key).toBe('questionDetail');
    expect(matchPage('/study-groups/7')?.key).toBe('studyGroupDetail');
  });

  it('ignores a trailing slash and rejects unknown or malformed paths', () => {
    expect(matchPage('/store/')?.key).toBe('store');
    expect(matchPage('/questions/abc')).toBeUndefined();
    expect(matchPage('/nowhere')).toBeUndefined();
    expect(matchPage('/store/extra')).toBeUndefined();
  });

  it('matches /bible/:book/:chapter only for a real chapter', () => {
    expect(matchPage('/bible')?.key).toBe('bible');
    expect(matchPage('/bible/John/3')?.key).toBe('bibleChapter');
    expect(matchPage('/bible/1-John/5')?.key).toBe('bibleChapter');
    expect(matchPage('/bible/Song-of-Solomon/8')?.key).toBe('bibleChapter');
    expect(matchPage('/bible/jn/21')?.key).toBe('bibleChapter');
    expect(matchPage('/bible/John/22')).toBeUndefined();
    expect(matchPage('/bible/John/0')).toBeUndefined();
    expect(matchPage('/bible/Nobody/1')).toBeUndefined();
    expect(matchPage('/bible/John')).toBeUndefined();
  });

  it('has a title and a description for every page', () => {
    for (const page of pages) {
      expect(page.title.length).toBeGreaterThan(0);
      expect(page.description.length).toBeGreaterThan(20);
    }
    expect(documentTitle('Store')).toBe(`Store | ${SITE_NAME}`);
    expect(documentTitle(`${SITE_NAME} — Home`)).toBe(`${SITE_NAME} — Home`);
  });
});
