import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

/**
 * Words a guesser tries first against a Bible-teaching ministry's site, and the word "password"
 * in the site's other languages: zxcvbn's lists are general and English. Listed most guessable
 * first (zxcvbn ranks a word by its position).
 */
const SITE_WORDS = `
jesus god lord christ bible amen faith holy spirit praise blessed hallelujah halleluja
kingdom truth ministry gospel church heaven grace prayer salvation savior saviour messiah
emmanuel immanuel trinity believe believer christian psalm psalms genesis exodus john
john316 john3:16 psalm23 jesuslovesme ilovejesus ilovegod godisgood godisgreat godislove
praisethelord praisegod lordjesus jesuschrist holyspirit holybible
dios senor señor jesucristo deus senhor jesuscristo
contraseña contrasena senha motdepasse passwort
`
  .split(/\s+/)
  .filter((w) => w.length > 0);

/**
 * Only the first characters are estimated: zxcvbn's cost grows much faster than the length (a
 * random 256-character string took seconds here), and the server estimates on its event loop.
 * A password whose first 64 characters are hard to guess is hard to guess.
 */
export const ESTIMATED_LENGTH = 64;

/**
 * The estimator with every dictionary loaded. Building it takes a few hundred milliseconds and
 * the dictionaries weigh about 1.6 MB, which is why it lives in a module of its own: the server
 * loads it at start, the browser only on a screen where someone chooses a password.
 */
export function createEstimator(): ZxcvbnFactory {
  return new ZxcvbnFactory({
    translations: en.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary, site: SITE_WORDS },
    maxLength: ESTIMATED_LENGTH,
    // The default (100) tries so many letter-for-symbol readings that one 32-character string of
    // symbols took over a second; 3 still catches "p@ssw0rd" and "j3sus1".
    l33tMaxSubstitutions: 3,
  });
}
