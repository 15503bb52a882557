import { describe, expect, it } from 'vitest';
import { likePattern, publicName } from './service';

describe('likePattern', () => {
  it('wraps the term and escapes pattern characters', () => {
    expect(likePattern('grace')).toBe('%grace%');
    expect(likePattern('100%_\\')).toBe('%100\\%\\_\\\\%');
  });
});

describe('publicName', () => {
  it('shows the first name only, or Anonymous', () => {
    expect(publicName({ anonymous: false, submitterName: 'Mary Ann' })).toBe('Mary');
    expect(publicName({ anonymous: true, submitterName: 'Lydia' })).toBe('Anonymous');
    expect(publicName({ anonymous: false, submitterName: null })).toBeNull();
  });
});
