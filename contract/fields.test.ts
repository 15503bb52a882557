import { describe, expect, it } from 'vitest';
import { canBeRowId, MAX_ROW_ID, rowIdParamsSchema } from './fields';

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

describe('rowIdParamsSchema', () => {
  it('reads an id from the address', () => {
    expect(rowIdParamsSchema().parse({ id: '42' })).toEqual({ id: 42 });
  });

  it.each(['0', '-1', 'abc', '4.5', String(MAX_ROW_ID + 1)])(
    'answers %j with the given message',
    (id) => {
      const result = rowIdParamsSchema('Question Not Found').safeParse({ id });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Question Not Found']);
    },
  );
});
