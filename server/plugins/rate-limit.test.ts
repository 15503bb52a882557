import { describe, expect, it } from 'vitest';
import { configuredRateLimits, defaultRateLimits, tooMany, waitText } from './rate-limit';

describe('the wait a refusal names', () => {
  it.each([
    [1, '1 second'],
    [0, '1 second'],
    [14_200, '15 seconds'],
    [120_000, '120 seconds'],
    [120_001, '3 minutes'],
    [3_412_000, '57 minutes'],
  ])('%i ms reads "%s"', (ms, text) => {
    expect(waitText(ms)).toBe(text);
  });

  it('is the usual 429 message', () => {
    const error = tooMany(900_000);
    expect(error.statusCode).toBe(429);
    expect(error.message).toBe('Too many requests. Please try again in 15 minutes.');
  });
});

describe('the limits an operator sets', () => {
  it('takes registrations, sign-ins and e-mail links per address from the settings, the rest as they are', () => {
    const limits = configuredRateLimits({
      registrationsPerHour: 40,
      signInsPer15Minutes: 200,
      emailLinksPer15Minutes: 50,
    });
    expect(limits.register).toEqual({ max: 40, timeWindow: 60 * 60_000 });
    expect(limits.login).toEqual({ max: 200, timeWindow: 15 * 60_000 });
    expect(limits.emailLink).toEqual({ max: 50, timeWindow: 15 * 60_000 });
    expect(limits.loginAccount).toEqual(defaultRateLimits.loginAccount);
    expect(
      configuredRateLimits({
        registrationsPerHour: 10,
        signInsPer15Minutes: 30,
        emailLinksPer15Minutes: 10,
      }),
    ).toEqual(defaultRateLimits);
  });
});
