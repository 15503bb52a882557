import { describe, expect, it } from 'vitest';
import { chosenLanguage, preferredLanguage } from './i18n';

describe('the language a browser asks for', () => {
  it('is the first of its preferences that the site speaks, by primary subtag', () => {
    expect(preferredLanguage(['es-MX', 'en'])).toBe('es');
    expect(preferredLanguage(['pt-BR'])).toBe('pt');
    expect(preferredLanguage(['en-US', 'es'])).toBe('en');
    expect(preferredLanguage(['fr', 'de'])).toBeUndefined();
    expect(preferredLanguage(['fr', 'PT'])).toBe('pt');
  });

  it('reads a choice from the lang cookie, ignoring anything else', () => {
    expect(chosenLanguage('a=1; lang=pt; b=2')).toBe('pt');
    expect(chosenLanguage('lang=fr')).toBeUndefined();
    expect(chosenLanguage('language=es')).toBeUndefined();
    expect(chosenLanguage('')).toBeUndefined();
  });
});
