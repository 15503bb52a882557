import { describe, expect, it } from 'vitest';
import { badTextFields, NUL_MESSAGE, UNICODE_MESSAGE } from './text-input';

describe('badTextFields', () => {
  it('names each field holding a NUL or a lone surrogate, keys included', () => {
    expect(
      badTextFields({
        title: 'fine 👍',
        metadata: { message: 'a\u0000b', list: ['ok', 'x\ud800'] },
        ['k\u0000']: 1,
        pair: '\ud83d\ude00',
      }).sort(),
    ).toEqual(
      [
        ['metadata.message', NUL_MESSAGE],
        ['metadata.list.1', UNICODE_MESSAGE],
        ['k\u0000', NUL_MESSAGE],
      ].sort(),
    );
    expect(badTextFields('\udc00')).toEqual([['body', UNICODE_MESSAGE]]);
    expect(badTextFields(Buffer.from([0, 0]))).toEqual([]);
  });

  it('walks a value nested far deeper than the call stack would allow', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(badTextFields(deep)).toHaveLength(1);
  });
});
