/** The Biblical characters in every language at once (tests); pages load only theirs. */
import { charactersEn, type BiblicalCharacter } from './characters';
import { charactersEs } from './characters.es';
import { charactersPt } from './characters.pt';
import type { Localized } from './studies';

/** The characters in each language: the same ids, order, eras, icons and colours as the English. */
export const charactersIn: Localized<readonly BiblicalCharacter[]> = {
  en: charactersEn.characters,
  es: charactersEs.characters,
  pt: charactersPt.characters,
};
