import { describe, expect, it } from 'vitest';
import { SLUG, SLUG_MAX } from '../../contract/publishing';
import { firstFreeSlug, slugFor } from './slug';

describe('slugFor', () => {
  it('is the contract’s slug of the title, or "article" when the title has no letters', () => {
    expect(slugFor('Qué es el Reino de Dios?')).toBe('que-es-el-reino-de-dios');
    expect(slugFor('¡¡!!')).toBe('article');
    expect(slugFor('Ελπίδα')).toBe('article');
  });
});

describe('firstFreeSlug', () => {
  it('answers the base, or the first -2, -3 … not taken', () => {
    expect(firstFreeSlug('hope', new Set())).toBe('hope');
    expect(firstFreeSlug('hope', new Set(['hope']))).toBe('hope-2');
    expect(firstFreeSlug('hope', new Set(['hope', 'hope-2', 'hope-4']))).toBe('hope-3');
  });

  it('shortens a long base so the suffix fits', () => {
    const base = `${'a'.repeat(SLUG_MAX - 3)}-bc`;
    const slug = firstFreeSlug(base, new Set([base]));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug).toMatch(SLUG);
    expect(slug.endsWith('-2')).toBe(true);
  });
});
