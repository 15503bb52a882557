import { describe, expect, it } from 'vitest';
import {
  changePasswordBodySchema,
  COMMON_PASSWORD_MESSAGE,
  CURRENT_PASSWORD_REQUIRED,
  profileFormSchema,
  registerFormSchema,
  resetPasswordFormSchema,
} from './auth';
import { isCommonPassword } from './common-passwords';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('common passwords', () => {
  it('are recognised whatever their case', () => {
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('JESUSCHRIST')).toBe(true);
    expect(isCommonPassword('narrow gate 7')).toBe(false);
  });
});

describe('registerFormSchema', () => {
  const valid = {
    email: 'ruth@example.org',
    password: 'narrow gate 7',
    confirmPassword: 'narrow gate 7',
    firstName: 'Ruth',
    lastName: 'Moabite',
  };
  it('accepts a valid form', () => {
    expect(registerFormSchema.safeParse(valid).success).toBe(true);
  });
  it("says 'Passwords don't match' on the confirmation", () => {
    const result = registerFormSchema.safeParse({ ...valid, confirmPassword: 'other' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: "Passwords don't match",
    });
  });
  it('refuses a common password', () => {
    expect(
      messages(
        registerFormSchema.safeParse({
          ...valid,
          password: 'iloveyou',
          confirmPassword: 'iloveyou',
        }),
      ),
    ).toContain(COMMON_PASSWORD_MESSAGE);
  });
});

describe('resetPasswordFormSchema and changePasswordBodySchema', () => {
  it('use the exact messages the forms show', () => {
    expect(
      messages(resetPasswordFormSchema.safeParse({ newPassword: 'abc', confirmPassword: 'abc' })),
    ).toContain('Password must be at least 6 characters');
    expect(
      messages(
        changePasswordBodySchema.safeParse({
          currentPassword: '',
          newPassword: 'abc',
          confirmPassword: '',
        }),
      ),
    ).toEqual([
      'Current password is required',
      'New password must be at least 6 characters',
      'Please confirm your password',
    ]);
  });
});

describe('profileFormSchema', () => {
  const form = profileFormSchema('ruth@example.org');
  it('asks for the current password only when the address changes', () => {
    expect(form.safeParse({ firstName: 'Ruth', email: ' RUTH@example.org ' }).success).toBe(true);
    expect(messages(form.safeParse({ email: 'naomi@example.org' }))).toEqual([
      CURRENT_PASSWORD_REQUIRED,
    ]);
    expect(messages(form.safeParse({ email: 'naomi@example.org', currentPassword: '' }))).toEqual([
      CURRENT_PASSWORD_REQUIRED,
    ]);
    expect(
      form.safeParse({ email: 'naomi@example.org', currentPassword: 'narrow gate 7' }).success,
    ).toBe(true);
  });
});
