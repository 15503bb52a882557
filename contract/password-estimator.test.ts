import { describe, expect, it } from 'vitest';
import {
  createEstimator,
  createReferenceEstimator,
  dictionaries,
  rankedDictionary,
} from './password-estimator';

/** What an estimate says, without its timing. */
const verdict = (result: ReturnType<ReturnType<typeof createEstimator>['check']>) => ({
  score: result.score,
  guesses: result.guesses,
  feedback: result.feedback,
  sequence: result.sequence.map((m) => ({ ...m })),
});

/** A repeatable spread of characters, so the test checks the same strings every run. */
function* seeded(seed: number) {
  let state = seed;
  for (;;) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    yield state;
  }
}

const l33t = (word: string) =>
  word.replace(/a/g, '@').replace(/e/g, '3').replace(/o/g, '0').replace(/s/g, '$');

function passwords(): string[] {
  const words = Object.values(dictionaries()).flatMap((list) =>
    list.filter((_word, i) => i % 1013 === 0 || list.length < 40),
  );
  const shapes = words.flatMap((word, i) => [
    word,
    `${word.charAt(0).toUpperCase()}${word.slice(1)}${1960 + (i % 60)}`,
    [...word].reverse().join(''),
    l33t(word),
    `${word}${words[(i * 7) % words.length] ?? ''}!`,
  ]);
  const random = seeded(42);
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 !@#$%^&*()-_ñçã';
  const noise = Array.from({ length: 150 }, (_, i) => {
    let text = '';
    for (let n = 0; n < 6 + (i % 40); n++) {
      text += alphabet[(random.next().value ?? 0) % alphabet.length];
    }
    return text;
  });
  return [
    ...shapes,
    ...noise,
    '',
    'constructor',
    'constructor1984',
    '__proto__',
    'hasOwnProperty',
    'tostring',
    'valueOf',
    'correct horse battery staple',
    'qwertyuiop',
    'jesus john3:16 praisethelord',
    'contraseña2024',
    'x'.repeat(80),
  ];
}

describe('the estimator’s ranked dictionaries', () => {
  it('read like zxcvbn’s own object: rank from 1, the last of a word listed twice, misses as on {}', () => {
    const ranked = rankedDictionary(['faith', 'hope', 'love', 'hope', 'constructor']);
    expect(ranked.faith).toBe(1);
    expect(ranked.hope).toBe(4);
    expect(ranked.love).toBe(3);
    expect(ranked.constructor).toBe(5);
    expect(ranked.grace).toBeUndefined();
    const missing = rankedDictionary(['faith']);
    const empty: Record<string, unknown> = {};
    expect(missing['constructor']).toBe(empty['constructor']);
    expect(missing['__proto__']).toBe(empty['__proto__']);
  });

  it('give every estimate zxcvbn gives with the dictionaries it builds itself', () => {
    const lean = createEstimator();
    const reference = createReferenceEstimator();
    const all = passwords();
    expect(all.length).toBeGreaterThan(1000);
    const differing = all.filter(
      (password) =>
        JSON.stringify(verdict(lean.check(password))) !==
        JSON.stringify(verdict(reference.check(password))),
    );
    expect(differing).toEqual([]);
    // And the comparison compares something: the lists do rate their words.
    expect(lean.check('faith').score).toBe(0);
  }, 120_000);
});
