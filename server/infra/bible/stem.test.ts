import { describe, expect, it } from 'vitest';
import { porterStem } from './stem';

describe('porterStem', () => {
  it.each([
    ['caresses', 'caress'],
    ['ponies', 'poni'],
    ['cats', 'cat'],
    ['feed', 'feed'],
    ['agreed', 'agre'],
    ['plastered', 'plaster'],
    ['motoring', 'motor'],
    ['sing', 'sing'],
    ['conflated', 'conflat'],
    ['hopping', 'hop'],
    ['falling', 'fall'],
    ['filing', 'file'],
    ['happy', 'happi'],
    ['relational', 'relat'],
    ['conditional', 'condit'],
    ['generalization', 'gener'],
    ['hopefulness', 'hope'],
    ['goodness', 'good'],
    ['adjustment', 'adjust'],
    ['adoption', 'adopt'],
    ['controlling', 'control'],
    ['rate', 'rate'],
  ])('%s -> %s (the published examples)', (word, stem) => {
    expect(porterStem(word)).toBe(stem);
  });

  it('brings love, loved, loves and loving together', () => {
    const stems = ['love', 'loved', 'loves', 'loving'].map(porterStem);
    expect(new Set(stems)).toEqual(new Set(['love']));
  });

  it('brings believe, believed, believes and believing together', () => {
    const stems = ['believe', 'believed', 'believes', 'believing'].map(porterStem);
    expect(new Set(stems).size).toBe(1);
  });

  it('leaves short words alone', () => {
    expect(porterStem('is')).toBe('is');
    expect(porterStem('a')).toBe('a');
  });
});
