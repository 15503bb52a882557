import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, getToastState } from '@client/components/ui/toast-store';
import { es } from '@contract/messages/es';
import { HttpError } from './api';
import { createLocalizer } from './localize';
import { createQueryClient, queryDefaults, toastMutationError } from './query-client';

describe('query client defaults', () => {
  it('never retries, refetches or goes stale', () => {
    expect(queryDefaults.queries.retry).toBe(false);
    expect(queryDefaults.queries.refetchOnWindowFocus).toBe(false);
    expect(queryDefaults.queries.refetchInterval).toBe(false);
    expect(queryDefaults.queries.staleTime).toBe(Infinity);
    expect(queryDefaults.mutations.retry).toBe(false);
  });

  it('gives each caller its own client with those defaults', () => {
    const a = createQueryClient();
    const b = createQueryClient();
    expect(a).not.toBe(b);
    const options = a.getDefaultOptions();
    expect(options.queries?.staleTime).toBe(Infinity);
    expect(options.queries?.retry).toBe(false);
    expect(options.mutations?.retry).toBe(false);
    expect(options.queries?.queryFn).toBeUndefined();
  });
});

describe('a failed mutation', () => {
  afterEach(() => dismissToast());

  it("toasts under the mutation's title with the server's message", () => {
    toastMutationError(new HttpError(400, '{"message":"Please enter your name"}'), {
      meta: { errorTitle: 'Failed to create group' },
    });
    expect(getToastState().toasts[0]).toMatchObject({
      variant: 'destructive',
      title: 'Failed to create group',
      description: 'Please enter your name',
    });
  });

  it('uses the fallback when the server gave no message, and stays quiet without a title', () => {
    toastMutationError(new TypeError('Failed to fetch'), {
      meta: { errorTitle: 'Error', errorFallback: 'There was an error signing you out.' },
    });
    expect(getToastState().toasts[0]?.description).toBe('There was an error signing you out.');
    toastMutationError(new TypeError('Failed to fetch'), { meta: { errorTitle: 'Error' } });
    expect(getToastState().toasts[0]?.description).toBe('Please try again later.');
    dismissToast();
    const before = getToastState().toasts.filter((t) => t.open).length;
    toastMutationError(new TypeError('Failed to fetch'), { meta: undefined });
    expect(getToastState().toasts.filter((t) => t.open).length).toBe(before);
  });

  it("toasts in the page's language: title, server message and fallback", () => {
    const spanish = createLocalizer('es', es);
    toastMutationError(
      new HttpError(401, '{"message":"Invalid email or password"}'),
      { meta: { errorTitle: 'Login Failed' } },
      spanish,
    );
    expect(getToastState().toasts[0]).toMatchObject({
      title: 'No se pudo iniciar sesión',
      description: 'Correo electrónico o contraseña incorrectos',
    });
    toastMutationError(
      new TypeError('Failed to fetch'),
      { meta: { errorTitle: 'Request Failed', errorFallback: 'Failed to send reset email' } },
      spanish,
    );
    expect(getToastState().toasts[0]).toMatchObject({
      title: 'La solicitud falló',
      description: 'No se pudo enviar el correo para restablecer la contraseña',
    });
  });
});
