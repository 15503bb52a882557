import { en } from '@contract/messages/en';
import { es } from '@contract/messages/es';
import { createIntl, createIntlCache } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { paymentToConfirm, returnToast as toastIn, returnUrl } from './stripe-return';

const english = createIntl({ locale: 'en', messages: en }, createIntlCache());
const returnToast = (answer: Parameters<typeof toastIn>[0]) => toastIn(answer, english);

describe('paymentToConfirm', () => {
  it('names nothing to confirm for ?success=true alone', () => {
    expect(paymentToConfirm(new URLSearchParams('success=true'))).toBeNull();
    expect(paymentToConfirm(new URLSearchParams('payment_intent=pi_1'))).toBeNull();
  });

  it("reads Stripe's parameters", () => {
    const search = new URLSearchParams(
      'success=true&payment_intent=pi_1&payment_intent_client_secret=s&redirect_status=succeeded',
    );
    expect(paymentToConfirm(search)).toEqual({
      paymentIntent: 'pi_1',
      redirectStatus: 'succeeded',
    });
  });

  it('confirms a recurring gift by its subscription, whatever PaymentIntent Stripe adds', () => {
    const search = new URLSearchParams(
      'success=true&subscription=sub_1&payment_intent=pi_1&redirect_status=succeeded',
    );
    expect(paymentToConfirm(search)).toEqual({ subscription: 'sub_1' });
  });
});

describe('returnToast', () => {
  const answer = (outcome: 'succeeded' | 'processing' | 'failed') => ({
    status: outcome,
    outcome,
    amount: 2500,
    currency: 'usd',
  });

  it('thanks only for a payment Stripe confirmed as taken or on its way', () => {
    expect(returnToast(answer('succeeded')).title).toBe('Thank You!');
    expect(returnToast(answer('processing')).title).toBe('Thank You!');
    expect(returnToast(answer('failed'))).toMatchObject({
      title: 'Donation Failed',
      variant: 'destructive',
    });
    expect(returnToast(undefined)).toMatchObject({
      title: 'Donation Not Confirmed',
      variant: 'destructive',
    });
  });

  it("speaks the page's language", () => {
    const spanish = createIntl({ locale: 'es', messages: es }, createIntlCache());
    expect(toastIn(answer('succeeded'), spanish).title).toBe('¡Gracias!');
    expect(toastIn(undefined, spanish).title).toBe('Ofrenda no confirmada');
  });
});

describe('returnUrl', () => {
  it("brings the donor back to the donate page in the page's language", () => {
    expect(returnUrl('https://k.example', 'en')).toBe('https://k.example/donate?success=true');
    expect(returnUrl('https://k.example', 'es', 'sub_9')).toBe(
      'https://k.example/es/donate?success=true&subscription=sub_9',
    );
    expect(returnUrl('https://k.example', 'pt')).toBe('https://k.example/pt/donate?success=true');
  });
});
