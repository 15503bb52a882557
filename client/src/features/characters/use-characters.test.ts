import { charactersEn } from '@content/characters';
import { charactersPt } from '@content/characters.pt';
import { describe, expect, it } from 'vitest';
import { isUntranslated } from './use-characters';

describe('a character without its translation', () => {
  it('is told apart from a translated one, never on an English page', () => {
    const [first] = charactersPt.characters;
    const [english] = charactersEn.characters;
    if (!first || !english) throw new Error('there are no characters');
    expect(isUntranslated(first, 'pt')).toBe(false);
    // translateItems leaves a character it has no text for in English.
    expect(isUntranslated(english, 'pt')).toBe(true);
    expect(isUntranslated(english, 'en')).toBe(false);
  });
});
