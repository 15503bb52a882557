import { describe, expect, it } from 'vitest';
import { displayName } from './auth';

describe('displayName', () => {
  it('prefers the first name', () => {
    expect(displayName({ firstName: 'Ruth', username: 'ruth.m' })).toBe('Ruth');
  });

  it('falls back to the username', () => {
    expect(displayName({ firstName: null, username: 'ruth.m' })).toBe('ruth.m');
    expect(displayName({ firstName: '  ', username: 'ruth.m' })).toBe('ruth.m');
  });
});
