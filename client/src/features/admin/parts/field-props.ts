import type { MessageId } from '@contract/messages/en';
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useLocalizer } from '@client/lib/localize';

/**
 * Ties a labelled field (TextField, TextareaField, SelectField) to a field of `form`: spread
 * `fieldProps(name, label)` into it for its label, its error in the page's language and its
 * registration.
 */
export function useFieldProps<F extends FieldValues, Out>(form: UseFormReturn<F, unknown, Out>) {
  const intl = useIntl();
  const localizer = useLocalizer();
  return (name: Path<F>, label: MessageId, options?: RegisterOptions<F, Path<F>>) => ({
    label: intl.formatMessage({ id: label }),
    error: localizer.text(form.getFieldState(name, form.formState).error?.message),
    ...form.register(name, options),
  });
}

/** A field for a whole number: the digits keyboard on phones. */
export const numeric = { type: 'number', inputMode: 'numeric' } as const;
