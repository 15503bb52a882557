import { ZxcvbnFactory, type Options } from '@zxcvbn-ts/core';
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

/** The lists zxcvbn looks words up in, by name, in the order it tries them. */
export const dictionaries = (): Record<string, string[]> => ({
  ...common.dictionary,
  ...en.dictionary,
  site: SITE_WORDS,
});

/** FNV-1a over the UTF-16 code units: spreads short, similar words well enough for the table. */
function hashOf(word: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) hash = Math.imul(hash ^ word.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * A list read as zxcvbn reads the ranked dictionary it builds for itself (`ranked[word]`: the
 * word's rank, 1 for the first; the last of a word listed twice gives it), without that object of
 * one property per word: those weigh ~13 MB for these 236,000 words, held for the life of a
 * server process. Here each word's position sits in an open-addressing table of 32-bit slots
 * (~2.5 MB for all the lists) over the list itself, which the language packages keep anyway. A
 * word not listed reads as it would on an empty object (`constructor` included), so every
 * estimate stays zxcvbn's own (password-strength.test.ts compares them).
 */
export function rankedDictionary(words: readonly string[]): Record<string, number> {
  let size = 8;
  while (size < words.length * 2) size *= 2;
  const mask = size - 1;
  const slots = new Int32Array(size).fill(-1);
  const slotOf = (word: string): number => {
    let slot = hashOf(word) & mask;
    for (;;) {
      const at = slots[slot] ?? -1;
      if (at === -1 || words[at] === word) return slot;
      slot = (slot + 1) & mask;
    }
  };
  words.forEach((word, index) => {
    slots[slotOf(String(word))] = index;
  });
  return new Proxy<Record<string, number>>(
    {},
    {
      get(empty, key, receiver) {
        if (typeof key === 'string') {
          const at = slots[slotOf(key)] ?? -1;
          if (at !== -1) return at + 1;
        }
        return Reflect.get(empty, key, receiver) as unknown;
      },
    },
  );
}

const OPTIONS = {
  maxLength: ESTIMATED_LENGTH,
  // The default (100) tries so many letter-for-symbol readings that one 32-character string of
  // symbols took over a second; 3 still catches "p@ssw0rd" and "j3sus1".
  l33tMaxSubstitutions: 3,
};

/**
 * The estimator with every dictionary loaded. Building it takes a few hundred milliseconds and
 * the dictionaries weigh about 1.6 MB, which is why it lives in a module of its own: the server
 * loads it at start, the browser only on a screen where someone chooses a password. Its ranked
 * dictionaries are `rankedDictionary`'s, put where zxcvbn keeps its own.
 */
export function createEstimator(): ZxcvbnFactory {
  const factory = new ZxcvbnFactory({
    translations: en.translations,
    graphs: common.adjacencyGraphs,
    ...OPTIONS,
  });
  // zxcvbn keeps its options in a field TypeScript calls private; its matchers read them there.
  const { options } = factory as unknown as { options: Options };
  const lists = dictionaries();
  options.rankedDictionaries = Object.fromEntries(
    Object.entries(lists).map(([name, words]) => [name, rankedDictionary(words)]),
  );
  options.rankedDictionariesMaxWordSize = Object.fromEntries(
    Object.entries(lists).map(([name, words]) => [
      name,
      words.reduce((longest, word) => Math.max(longest, word.length), 0),
    ]),
  );
  return factory;
}

/** zxcvbn's estimator built its own way, the yardstick `createEstimator` is tested against. */
export function createReferenceEstimator(): ZxcvbnFactory {
  return new ZxcvbnFactory({
    translations: en.translations,
    graphs: common.adjacencyGraphs,
    dictionary: dictionaries(),
    ...OPTIONS,
  });
}
