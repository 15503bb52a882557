import { describe, expect, it } from 'vitest';
import {
  confirmDonationBodySchema,
  coverFeeCents,
  donationFormSchema,
  INVALID_AMOUNT,
  RECURRING_EMAIL_REQUIRED,
  type DonationForm,
} from './donations';

const stripeUs = { percent: 2.9, fixedCents: 30 };

describe('coverFeeCents', () => {
  it.each([
    // amount, fee: (amount + 30) / 0.971 rounded up to the cent, less the amount
    [100, 34], // 133.88 → 134
    [1000, 61], // 1060.76 → 1061
    [2500, 106], // 2605.56 → 2606
    [5000, 181], // 5180.23 → 5181
    [10_000, 330], // 10329.55 → 10330
    [1_000_000, 29_898], // 1029897.02 → 1029898
  ])('adds to %i cents the fee %i', (amount, fee) => {
    expect(coverFeeCents(amount, stripeUs)).toBe(fee);
  });

  it('rounds an exact total to itself, not a cent more', () => {
    // (97 + 0) / 0.97 is exactly 100.
    expect(coverFeeCents(97, { percent: 3, fixedCents: 0 })).toBe(3);
  });

  it('follows the configured rule', () => {
    expect(coverFeeCents(2500, { percent: 0, fixedCents: 0 })).toBe(0);
    expect(coverFeeCents(2500, { percent: 0, fixedCents: 30 })).toBe(30);
    expect(coverFeeCents(2500, { percent: 2.2, fixedCents: 30 })).toBe(87); // 2586.09 → 2587
  });

  it('always leaves the ministry at least the gift once Stripe takes its fee, and never a cent too much', () => {
    for (let amount = 100; amount <= 20_000; amount += 7) {
      const total = amount + coverFeeCents(amount, stripeUs);
      const net = (t: number) => t - (t * 0.029 + 30);
      expect(net(total)).toBeGreaterThanOrEqual(amount - 1e-9);
      expect(net(total - 1)).toBeLessThan(amount);
    }
  });
});

describe('confirmDonationBodySchema', () => {
  it('takes a PaymentIntent with its redirect status, or a subscription', () => {
    expect(
      confirmDonationBodySchema.safeParse({ paymentIntent: 'pi_1', redirectStatus: 'succeeded' })
        .success,
    ).toBe(true);
    expect(confirmDonationBodySchema.safeParse({ subscription: 'sub_1' }).success).toBe(true);
    expect(confirmDonationBodySchema.safeParse({ subscription: 'pi_1' }).success).toBe(false);
    expect(confirmDonationBodySchema.safeParse({}).success).toBe(false);
  });
});

const form: DonationForm = {
  amount: ' 40 ',
  frequency: 'once',
  fundId: '',
  coverFees: false,
  message: '  For the Bible studies ',
  email: '',
};

const messages = (result: ReturnType<ReturnType<typeof donationFormSchema>['safeParse']>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));

describe('donationFormSchema (the donate form)', () => {
  it('gives the API its amount in cents, the General Fund as no fund, no empty address', () => {
    expect(donationFormSchema(false).parse(form)).toEqual({
      amount: 4000,
      frequency: 'once',
      fundId: undefined,
      coverFees: false,
      message: 'For the Bible studies',
      email: undefined,
    });
    expect(
      donationFormSchema(false).parse({ ...form, fundId: '7', email: ' Ruth@Example.org ' }),
    ).toMatchObject({ fundId: 7, email: 'ruth@example.org' });
  });

  it('refuses what the API would, with its messages, by field', () => {
    expect(
      messages(
        donationFormSchema(false).safeParse({
          ...form,
          amount: '12.50',
          fundId: 'general',
          email: 'ruth',
        }),
      ),
    ).toEqual({
      amount: INVALID_AMOUNT,
      fundId: 'Not a fund',
      email: 'Please enter a valid email address',
    });
    expect(messages(donationFormSchema(false).safeParse({ ...form, amount: '10001' }))).toEqual({
      amount: 'The most we can receive online in one gift is $10,000',
    });
  });

  it("asks a visitor's recurring gift for an address, and a signed-in donor's not", () => {
    const monthly = { ...form, frequency: 'month' as const };
    expect(messages(donationFormSchema(false).safeParse(monthly))).toEqual({
      email: RECURRING_EMAIL_REQUIRED,
    });
    expect(donationFormSchema(true).safeParse(monthly).success).toBe(true);
    expect(
      donationFormSchema(false).safeParse({ ...monthly, email: 'lydia@example.org' }).success,
    ).toBe(true);
  });
});
