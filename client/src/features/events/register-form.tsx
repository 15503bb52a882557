import { zodResolver } from '@hookform/resolvers/zod';
import { EVENT_PLACES_MAX, registerBodySchema, type RegisterBody } from '@contract/events';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { SubmitWithOutcome } from '@client/components/form-actions';
import { TextareaField, TextField } from '@client/components/ui/form-field';
import { HttpError } from '@client/lib/api';
import { usePageLanguage } from '@client/lib/i18n';
import { useLocalizer } from '@client/lib/localize';
import { useRegister } from './api/events';
import { useFailureText } from './failure-text';
import { EmailField } from '@client/components/account-fields';

type Form = z.input<typeof registerBodySchema>;
type Out = z.output<typeof registerBodySchema>;
const FIELDS = ['name', 'email', 'places', 'note'] as const;

/** A member registers with their account; a visitor gives a name and an address to confirm. */
export function RegisterForm({ slug, id, member }: { slug: string; id: number; member: boolean }) {
  const intl = useIntl();
  const localizer = useLocalizer();
  const failureText = useFailureText();
  const lang = usePageLanguage();
  const register = useRegister(slug, id);
  const [outcome, setOutcome] = useState<string | null>(null);
  const form = useForm<Form, unknown, Out>({
    resolver: zodResolver(registerBodySchema),
    defaultValues: { places: 1 },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setOutcome(null);
    const body: RegisterBody = { ...values, language: lang };
    register.mutate(body, {
      onSuccess: (answer) => {
        setOutcome(localizer.text(answer.message) ?? answer.message);
        form.reset({ places: 1 });
      },
      onError: (error) => {
        const fieldErrors = error instanceof HttpError ? error.body?.fieldErrors : undefined;
        for (const field of FIELDS) {
          const message = fieldErrors?.[field]?.[0];
          if (message) form.setError(field, { message });
        }
        setOutcome(failureText(error));
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {member ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={intl.formatMessage({ id: 'events.form.name' })}
            autoComplete="name"
            required
            error={localizer.text(errors.name?.message)}
            {...form.register('name')}
          />
          <EmailField
            label={intl.formatMessage({ id: 'events.form.email' })}
            required
            error={localizer.text(errors.email?.message)}
            {...form.register('email')}
          />
        </div>
      )}
      <TextField
        label={intl.formatMessage({ id: 'events.form.places' })}
        type="number"
        min={1}
        max={EVENT_PLACES_MAX}
        className="max-w-[8rem]"
        error={localizer.text(errors.places?.message)}
        {...form.register('places', { valueAsNumber: true })}
      />
      <TextareaField
        label={intl.formatMessage({ id: 'events.form.note' })}
        rows={3}
        error={localizer.text(errors.note?.message)}
        {...form.register('note')}
      />
      <SubmitWithOutcome
        submitLabel={intl.formatMessage({ id: 'events.form.submit' })}
        pendingLabel={intl.formatMessage({ id: 'events.form.submitting' })}
        pending={register.isPending}
        outcome={outcome}
      />
    </form>
  );
}
