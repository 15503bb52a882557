import type { Question } from '@contract/questions';
import { describe, expect, it } from 'vitest';
import { recentQuestions } from './dashboard-screen';

describe('recentQuestions', () => {
  it('keeps the three most recent', () => {
    const list = [1, 2, 3, 4, 5].map((id) => ({ id }) as Question);
    expect(recentQuestions(list).map((q) => q.id)).toEqual([1, 2, 3]);
  });
});
