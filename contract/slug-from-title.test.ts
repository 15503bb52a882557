import { describe, expect, it } from 'vitest';
import { SLUG, SLUG_MAX, slugFromTitle } from './publishing';

describe('slugFromTitle', () => {
  it('joins lowercase words with single hyphens', () => {
    expect(slugFromTitle('The Restoration of All Things')).toBe('the-restoration-of-all-things');
    expect(slugFromTitle('  Grace -- and   Truth!  ')).toBe('grace-and-truth');
  });

  it('drops accents, so Spanish and Portuguese titles make plain addresses', () => {
    expect(slugFromTitle('Fé e Obras: a Salvação')).toBe('fe-e-obras-a-salvacao');
    expect(slugFromTitle('¿Qué dice la Biblia sobre el año?')).toBe(
      'que-dice-la-biblia-sobre-el-ano',
    );
  });

  it('keeps digits (a verse reference stays readable)', () => {
    expect(slugFromTitle('John 3:16 and Romans 8')).toBe('john-3-16-and-romans-8');
  });

  it('is empty when the title has no letters or digits', () => {
    expect(slugFromTitle('')).toBe('');
    expect(slugFromTitle('!!! ---')).toBe('');
    expect(slugFromTitle('日本語')).toBe('');
  });

  it('cuts a long title at a word, within the limit, and always makes a valid address', () => {
    const title = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const slug = slugFromTitle(title);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug).toMatch(SLUG);
    expect(slug.endsWith('-')).toBe(false);
    expect(title.replace(/ /g, '-').startsWith(slug)).toBe(true);
  });

  it('cuts a single over-long word to the limit', () => {
    expect(slugFromTitle('a'.repeat(150))).toBe('a'.repeat(SLUG_MAX));
  });
});
