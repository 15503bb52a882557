/**
 * The Porter stemmer (M.F. Porter, "An algorithm for suffix stripping", 1980), so that 'love',
 * 'loved', 'loves' and 'loving' meet in one index term. Written here because no installed package
 * provides one; it follows the published algorithm step by step (tests pin its classic examples).
 * Input: one lower-case word of letters a–z.
 */

const isConsonantAt = (w: string, i: number): boolean => {
  const c = w[i];
  if (c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u') return false;
  if (c === 'y') return i === 0 ? true : !isConsonantAt(w, i - 1);
  return true;
};

/** m: the number of VC sequences in the word (the "measure"). */
function measure(w: string): number {
  let m = 0;
  let i = 0;
  const n = w.length;
  while (i < n && isConsonantAt(w, i)) i++;
  while (i < n) {
    while (i < n && !isConsonantAt(w, i)) i++;
    if (i >= n) break;
    while (i < n && isConsonantAt(w, i)) i++;
    m++;
  }
  return m;
}

const hasVowel = (w: string): boolean => {
  for (let i = 0; i < w.length; i++) if (!isConsonantAt(w, i)) return true;
  return false;
};

const endsDoubleConsonant = (w: string): boolean =>
  w.length >= 2 && w[w.length - 1] === w[w.length - 2] && isConsonantAt(w, w.length - 1);

/** *o: ends consonant-vowel-consonant, the last not w, x or y. */
const endsCvc = (w: string): boolean => {
  const n = w.length;
  if (n < 3) return false;
  const last = w[n - 1];
  return (
    isConsonantAt(w, n - 3) &&
    !isConsonantAt(w, n - 2) &&
    isConsonantAt(w, n - 1) &&
    last !== 'w' &&
    last !== 'x' &&
    last !== 'y'
  );
};

/** Replace `suffix` by `replacement` when the stem before it has measure > `minMeasure`. */
function replaceIf(
  w: string,
  rules: readonly (readonly [string, string])[],
  minMeasure: number,
): string {
  for (const [suffix, replacement] of rules) {
    if (w.endsWith(suffix)) {
      const stem = w.slice(0, w.length - suffix.length);
      return measure(stem) > minMeasure ? stem + replacement : w;
    }
  }
  return w;
}

const STEP2: readonly (readonly [string, string])[] = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['izer', 'ize'],
  ['bli', 'ble'],
  ['alli', 'al'],
  ['entli', 'ent'],
  ['eli', 'e'],
  ['ousli', 'ous'],
  ['ization', 'ize'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['aliti', 'al'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
  ['logi', 'log'],
];

const STEP3: readonly (readonly [string, string])[] = [
  ['icate', 'ic'],
  ['ative', ''],
  ['alize', 'al'],
  ['iciti', 'ic'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
];

const STEP4 = [
  'al',
  'ance',
  'ence',
  'er',
  'ic',
  'able',
  'ible',
  'ant',
  'ement',
  'ment',
  'ent',
  'ion',
  'ou',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
];

// Longest suffix first where one ends another (ement, ment, ent).
const STEP2_SORTED = [...STEP2].sort((a, b) => b[0].length - a[0].length);
const STEP3_SORTED = [...STEP3].sort((a, b) => b[0].length - a[0].length);
const STEP4_SORTED = [...STEP4].sort((a, b) => b.length - a.length);

export function porterStem(word: string): string {
  if (word.length <= 2) return word;
  let w = word;

  // Step 1a
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (w.endsWith('ss')) {
    // unchanged
  } else if (w.endsWith('s')) w = w.slice(0, -1);

  // Step 1b
  let extra = false;
  if (w.endsWith('eed')) {
    if (measure(w.slice(0, -3)) > 0) w = w.slice(0, -1);
  } else if (w.endsWith('ed') && hasVowel(w.slice(0, -2))) {
    w = w.slice(0, -2);
    extra = true;
  } else if (w.endsWith('ing') && hasVowel(w.slice(0, -3))) {
    w = w.slice(0, -3);
    extra = true;
  }
  if (extra) {
    if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
    else if (endsDoubleConsonant(w) && !/[lsz]$/.test(w)) w = w.slice(0, -1);
    else if (measure(w) === 1 && endsCvc(w)) w += 'e';
  }

  // Step 1c
  if (w.endsWith('y') && hasVowel(w.slice(0, -1))) w = `${w.slice(0, -1)}i`;

  // Steps 2 and 3
  w = replaceIf(w, STEP2_SORTED, 0);
  w = replaceIf(w, STEP3_SORTED, 0);

  // Step 4
  for (const suffix of STEP4_SORTED) {
    if (!w.endsWith(suffix)) continue;
    const stem = w.slice(0, w.length - suffix.length);
    if (measure(stem) > 1 && (suffix !== 'ion' || /[st]$/.test(stem))) w = stem;
    break;
  }

  // Step 5a
  if (w.endsWith('e')) {
    const stem = w.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !endsCvc(stem))) w = stem;
  }
  // Step 5b
  if (measure(w) > 1 && endsDoubleConsonant(w) && w.endsWith('l')) w = w.slice(0, -1);

  return w;
}
