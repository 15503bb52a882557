import { describe, expect, it } from 'vitest';
import { parseDollars } from './amount';

describe('parseDollars (the donation amount)', () => {
  it.each([
    ['1', 1],
    ['25', 25],
    [' 40 ', 40],
    ['10000', 10_000],
  ])('accepts %j', (text, dollars) => {
    expect(parseDollars(text)).toBe(dollars);
  });

  it.each(['', '0', '-5', '0.5', '12.50', '1e3', 'abc', '10001'])('refuses %j', (text) => {
    expect(parseDollars(text)).toBeNull();
  });
});
