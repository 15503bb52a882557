import { describe, expect, it } from 'vitest';
import { displayName, mayHaveSession } from './auth';

describe('displayName', () => {
  it('prefers the first name', () => {
    expect(displayName({ firstName: 'Ruth', username: 'ruth.m' })).toBe('Ruth');
  });

  it('falls back to the username', () => {
    expect(displayName({ firstName: null, username: 'ruth.m' })).toBe('ruth.m');
    expect(displayName({ firstName: '  ', username: 'ruth.m' })).toBe('ruth.m');
  });
});

describe('mayHaveSession', () => {
  it('is true only when the server left its hint cookie', () => {
    expect(mayHaveSession('')).toBe(false);
    expect(mayHaveSession('theme=dark; _ga=GA1.1.2')).toBe(false);
    expect(mayHaveSession('has_session=1')).toBe(true);
    expect(mayHaveSession('theme=dark; has_session=1; _ga=x')).toBe(true);
    expect(mayHaveSession('not_has_session=1')).toBe(false);
  });
});
