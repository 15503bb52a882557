import { beforeAll, describe, expect, it } from 'vitest';
import {
  changePasswordBodySchema,
  CODE_FORMAT,
  CODE_OR_RECOVERY,
  CURRENT_PASSWORD_REQUIRED,
  displayName,
  fullName,
  loginWithFactorBodySchema,
  profileFormSchema,
  registerFormSchema,
  resetPasswordFormSchema,
  withFactor,
} from './auth';
import { loadPasswordStrength, WEAK_PASSWORD_MESSAGE } from './password-strength';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

// The schemas check new passwords synchronously once the estimator is loaded, as the server does.
beforeAll(async () => {
  await loadPasswordStrength();
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
  it('refuses a password that is easy to guess', () => {
    expect(
      messages(
        registerFormSchema.safeParse({
          ...valid,
          password: 'iloveyou',
          confirmPassword: 'iloveyou',
        }),
      ),
    ).toEqual([
      `${WEAK_PASSWORD_MESSAGE} This is a frequently used password. Add more words that are less common.`,
    ]);
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

describe('displayName', () => {
  it('prefers the first name', () => {
    expect(displayName({ firstName: 'Ruth', username: 'ruth.m' })).toBe('Ruth');
  });

  it('falls back to the username', () => {
    expect(displayName({ firstName: null, username: 'ruth.m' })).toBe('ruth.m');
    expect(displayName({ firstName: '  ', username: 'ruth.m' })).toBe('ruth.m');
  });
});

describe('fullName', () => {
  it('joins first and last name, else falls back to the username', () => {
    expect(fullName({ firstName: 'Ruth', lastName: 'Moab', username: 'ruth.m' })).toBe('Ruth Moab');
    expect(fullName({ firstName: null, lastName: 'Moab', username: 'ruth.m' })).toBe('Moab');
    expect(fullName({ firstName: ' ', lastName: null, username: 'ruth.m' })).toBe('ruth.m');
  });
});

describe('the password form with a second factor', () => {
  const form = { email: 'lydia@example.org', password: 'seller of purple' };
  it('sends six digits as a code of the app and anything else as a recovery code', () => {
    expect(withFactor({ ...form, factor: '' })).toEqual(form);
    expect(withFactor({ ...form, factor: '123456' })).toEqual({ ...form, code: '123456' });
    expect(withFactor({ ...form, factor: 'abcde-fghij' })).toEqual({
      ...form,
      recoveryCode: 'abcde-fghij',
    });
  });
  it('refuses both at once and checks each as the code step does', () => {
    const both = loginWithFactorBodySchema.safeParse({
      ...form,
      code: '123456',
      recoveryCode: 'abcde-fghij',
    });
    expect(both.error?.issues.map((i) => i.message)).toEqual([CODE_OR_RECOVERY]);
    const short = loginWithFactorBodySchema.safeParse({ ...form, code: '12345' });
    expect(short.error?.issues.map((i) => i.message)).toEqual([CODE_FORMAT]);
    expect(loginWithFactorBodySchema.parse({ ...form, code: ' 123456 ' })).toEqual({
      ...form,
      code: '123456',
    });
  });
});
