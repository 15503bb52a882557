import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { LoadFailed } from '@client/components/load-failed';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { serverFieldErrors } from '@client/lib/api';
import { useLocalizer } from '@client/lib/localize';
import { useUnsavedWork } from '../admin-panel';
import { ContentHeader } from '../content/parts';
import { useFailureMessage } from '../use-failure-message';

/**
 * What the Home tab's two editors share: each edits one whole document (the home page's texts,
 * the Videos page's episodes), loaded first and saved at once. `area` names their messages
 * (`admin.home.saved`, `admin.episodes.saved`, …).
 */
type HomeArea = 'home' | 'episodes';

/** The editor's heading and description, then its form once the document is loaded. */
export function HomeSection<T>({
  area,
  headingId,
  query,
  children,
}: {
  area: HomeArea;
  headingId: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const intl = useIntl();
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <ContentHeader
        id={headingId}
        title={intl.formatMessage({ id: `admin.${area}.title` })}
        description={intl.formatMessage({ id: `admin.${area}.description` })}
      />
      {query.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : query.isError ? (
        <LoadFailed
          what={intl.formatMessage({ id: `admin.${area}.what` })}
          onRetry={() => void query.refetch()}
        />
      ) : (
        children(query.data)
      )}
    </section>
  );
}

/**
 * Saves the whole form through `save`; once saved, the form starts again from what was saved
 * (`formOf`). The server's field errors go to their fields, any other failure to `formError`.
 * `errorAt` gives a path's message in the page's language: some are shown here, not by a field
 * (which would translate them).
 */
export function useHomeSave<Body extends FieldValues, Out, Saved>({
  area,
  form,
  save,
  formOf,
}: {
  area: HomeArea;
  form: UseFormReturn<Body, unknown, Out>;
  save: {
    mutate: (
      body: Out,
      callbacks: { onSuccess: (saved: Saved) => void; onError: (error: Error) => void },
    ) => void;
    isPending: boolean;
  };
  formOf: (saved: Saved) => Body;
}) {
  const intl = useIntl();
  const localizer = useLocalizer();
  const failure = useFailureMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, isDirty } = form.formState;
  useUnsavedWork(isDirty);
  const errorAt = (path: string): string | undefined => {
    const message = (get(errors, path) as { message?: string } | undefined)?.message;
    return message === undefined ? undefined : localizer.text(message);
  };

  const onSubmit = form.handleSubmit((body) => {
    setFormError(null);
    save.mutate(body, {
      onSuccess: (saved) => {
        form.reset(formOf(saved));
        toast({ title: intl.formatMessage({ id: `admin.${area}.saved` }) });
      },
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error);
        for (const [path, messages] of Object.entries(fieldErrors)) {
          const message = messages[0];
          if (message) form.setError(path as Path<Body>, { message });
        }
        if (Object.keys(fieldErrors).length === 0) {
          setFormError(failure(error, `admin.${area}.saveFailed`));
        }
      },
    });
  });

  const end = (
    <>
      {formError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        {intl.formatMessage({ id: save.isPending ? 'admin.content.saving' : `admin.${area}.save` })}
      </Button>
    </>
  );
  return { errorAt, onSubmit, end };
}
