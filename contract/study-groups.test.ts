import { describe, expect, it } from 'vitest';
import { isFull } from './study-groups';

describe('isFull', () => {
  it('is full when the members reach the capacity', () => {
    expect(isFull({ currentMembers: 19, maxMembers: 20 })).toBe(false);
    expect(isFull({ currentMembers: 20, maxMembers: 20 })).toBe(true);
  });
});
