import {
  createPrayerBodySchema,
  prayerCategories,
  prayerVisibilities,
  type PrayerVisibility,
} from '@contract/prayer';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { SubmitWithOutcome } from '@client/components/form-actions';
import {
  CheckboxField,
  SelectField,
  TextareaField,
  TextField,
} from '@client/components/ui/form-field';
import { HttpError } from '@client/lib/api';
import { useLocalizer } from '@client/lib/localize';
import { useSharePrayer } from './api/prayer';
import { useCategoryLabel } from './prayer-card';

type Errors = Partial<Record<'title' | 'body' | 'category' | 'visibility', string>>;

/** A signed-in member with a verified address shares a request. */
export function SharePrayerForm() {
  const intl = useIntl();
  const localizer = useLocalizer();
  const categoryLabel = useCategoryLabel();
  const share = useSharePrayer();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [category, setCategory] = useState('');
  const [visibility, setVisibility] = useState<PrayerVisibility>('public');
  const [anonymous, setAnonymous] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const parsed = createPrayerBodySchema.safeParse({
      title,
      body,
      category: category || undefined,
      visibility,
      anonymous,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    share.mutate(parsed.data, {
      onSuccess: (request) => {
        setOutcome(
          intl.formatMessage({
            id:
              request.visibility === 'pastoral'
                ? 'prayer.form.pastoral'
                : request.status === 'approved'
                  ? 'prayer.form.shared'
                  : 'prayer.form.waiting',
          }),
        );
        setTitle('');
        setBody('');
        setCategory('');
        setAnonymous(false);
      },
      onError: (error) => {
        const fieldErrors = error instanceof HttpError ? error.body?.fieldErrors : undefined;
        if (fieldErrors) {
          setErrors(
            Object.fromEntries(
              Object.entries(fieldErrors).map(([field, messages]) => [field, messages[0]]),
            ),
          );
        }
        setOutcome(
          localizer.text(
            error instanceof HttpError
              ? error.message
              : intl.formatMessage({ id: 'prayer.failed' }),
          ),
        );
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={intl.formatMessage({ id: 'prayer.form.title' })}
        value={title}
        maxLength={120}
        onChange={(e) => setTitle(e.target.value)}
        error={localizer.text(errors.title)}
      />
      <TextareaField
        label={intl.formatMessage({ id: 'prayer.form.body' })}
        value={body}
        rows={5}
        required
        onChange={(e) => setBody(e.target.value)}
        error={localizer.text(errors.body)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={intl.formatMessage({ id: 'prayer.form.category' })}
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          error={localizer.text(errors.category)}
          options={[
            { value: '', label: intl.formatMessage({ id: 'prayer.form.noCategory' }) },
            ...prayerCategories.map((c) => ({ value: c, label: categoryLabel(c) })),
          ]}
        />
        <SelectField
          label={intl.formatMessage({ id: 'prayer.form.visibility' })}
          value={visibility}
          onChange={(e) => setVisibility(e.target.value as PrayerVisibility)}
          error={localizer.text(errors.visibility)}
          options={prayerVisibilities.map((v) => ({
            value: v,
            label: intl.formatMessage({ id: `prayer.visibility.${v}` }),
          }))}
        />
      </div>
      {visibility === 'pastoral' ? null : (
        <CheckboxField
          label={intl.formatMessage({ id: 'prayer.form.anonymous' })}
          checked={anonymous}
          onChange={(e) => setAnonymous(e.target.checked)}
        />
      )}
      <SubmitWithOutcome
        submitLabel={intl.formatMessage({ id: 'prayer.form.submit' })}
        pendingLabel={intl.formatMessage({ id: 'prayer.form.submitting' })}
        pending={share.isPending}
        outcome={outcome}
      />
    </form>
  );
}
