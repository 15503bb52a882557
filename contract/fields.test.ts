import { describe, expect, it } from 'vitest';
import { canBeRowId, MAX_ROW_ID } from './fields';

describe('canBeRowId', () => {
  it.each(['1', '42', String(MAX_ROW_ID)])('accepts %s', (text) => {
    expect(canBeRowId(text)).toBe(true);
  });

  it.each(['', '0', '-1', 'abc', '4.5', ' 7', String(MAX_ROW_ID + 1), '12345678901234567890'])(
    'refuses %j',
    (text) => {
      expect(canBeRowId(text)).toBe(false);
    },
  );
});
