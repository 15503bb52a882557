import { describe, expect, it } from 'vitest';
import { escapeLike, likePattern } from './like';

describe('likePattern', () => {
  it('wraps the term and escapes pattern characters', () => {
    expect(likePattern('grace')).toBe('%grace%');
    expect(likePattern('100%_\\')).toBe('%100\\%\\_\\\\%');
  });
});

describe('escapeLike', () => {
  it('leaves the term unwrapped for prefix searches', () => {
    expect(`${escapeLike('ruth_m')}%`).toBe('ruth\\_m%');
  });
});
