import { describe, expect, it } from 'vitest';
import { publicName } from './service';

describe('publicName', () => {
  it('shows the first name only, or Anonymous', () => {
    expect(publicName({ anonymous: false, submitterName: 'Mary Ann' })).toBe('Mary');
    expect(publicName({ anonymous: true, submitterName: 'Lydia' })).toBe('Anonymous');
    expect(publicName({ anonymous: false, submitterName: null })).toBeNull();
  });
});
