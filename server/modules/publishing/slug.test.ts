import { describe, expect, it } from 'vitest';
import { SLUG, SLUG_MAX } from '../../../contract/publishing';
import { firstFreeSlug, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Qué es el Reino de Dios?', 'que-es-el-reino-de-dios'],
    ['A Esperança da Ressurreição', 'a-esperanca-da-ressurreicao'],
    ['  Joel, Pentecost -- and the Last Days!  ', 'joel-pentecost-and-the-last-days'],
    ['1 Corinthians 15: The Hope', '1-corinthians-15-the-hope'],
    ['¡¡!!', 'article'],
    ['Ελπίδα', 'article'],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
    expect(slug).toMatch(SLUG);
  });

  it('stays short enough for a suffix', () => {
    const slug = slugify('word '.repeat(100));
    expect(slug).toMatch(SLUG);
    expect(`${slug}-1000`.length).toBeLessThanOrEqual(SLUG_MAX);
  });
});

describe('firstFreeSlug', () => {
  it('answers the base, or the first -2, -3 … not taken', () => {
    expect(firstFreeSlug('hope', new Set())).toBe('hope');
    expect(firstFreeSlug('hope', new Set(['hope']))).toBe('hope-2');
    expect(firstFreeSlug('hope', new Set(['hope', 'hope-2', 'hope-4']))).toBe('hope-3');
  });
});
