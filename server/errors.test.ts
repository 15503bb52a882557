import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf } from './errors';

describe('fieldErrorsOf', () => {
  const schema = z
    .object({ email: z.string().min(1, 'Email is required'), tags: z.array(z.string().max(2)) })
    .refine((value) => value.tags.length > 0, 'Name at least one tag');
  const error = (value: unknown) => {
    const parsed = schema.safeParse(value);
    if (parsed.success) throw new Error('expected a failed parse');
    return parsed.error;
  };

  it('keys each message by its field’s path', () => {
    expect(fieldErrorsOf(error({ email: '', tags: ['abc'] }))).toEqual({
      email: ['Email is required'],
      'tags.0': ['Too big: expected string to have <=2 characters'],
    });
  });

  it('keeps a message about the whole value only under the root key given', () => {
    expect(fieldErrorsOf(error({ email: 'a', tags: [] }))).toEqual({});
    expect(fieldErrorsOf(error({ email: 'a', tags: [] }), 'body')).toEqual({
      body: ['Name at least one tag'],
    });
  });
});
