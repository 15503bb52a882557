import { describe, expect, it } from 'vitest';
import { mayHaveSession } from './auth';

describe('mayHaveSession', () => {
  it('is true only when the server left its hint cookie', () => {
    expect(mayHaveSession('')).toBe(false);
    expect(mayHaveSession('theme=dark; _ga=GA1.1.2')).toBe(false);
    expect(mayHaveSession('has_session=1')).toBe(true);
    expect(mayHaveSession('theme=dark; has_session=1; _ga=x')).toBe(true);
    expect(mayHaveSession('not_has_session=1')).toBe(false);
  });
});
