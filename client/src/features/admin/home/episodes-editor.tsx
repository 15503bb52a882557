import { episodesBodySchema, type EpisodesBody } from '@contract/home';
import { siteLanguages } from '@contract/i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { get, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { LoadFailed } from '@client/components/load-failed';
import { Button } from '@client/components/ui/button';
import { TextareaField, TextField } from '@client/components/ui/form-field';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { serverFieldErrors } from '@client/lib/api';
import { useUnsavedWork } from '../admin-panel';
import { useAdminEpisodes, useSaveEpisodes } from '../api/home';
import { useFailureMessage } from '../use-failure-message';
import { useLocalizer } from '@client/lib/localize';

type EpisodesOut = z.output<typeof episodesBodySchema>;

/** The Videos page's five numbered episodes: title and description per language, YouTube video. */
export function EpisodesEditor() {
  const intl = useIntl();
  const episodes = useAdminEpisodes();
  return (
    <section aria-labelledby="episodes-heading" className="space-y-6">
      <div>
        <h2 id="episodes-heading" className="font-serif text-2xl font-semibold text-navy-900">
          {intl.formatMessage({ id: 'admin.episodes.title' })}
        </h2>
        <p className="mt-1 max-w-2xl text-slate-700">
          {intl.formatMessage({ id: 'admin.episodes.description' })}
        </p>
      </div>
      {episodes.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : episodes.isError ? (
        <LoadFailed
          what={intl.formatMessage({ id: 'admin.episodes.what' })}
          onRetry={() => void episodes.refetch()}
        />
      ) : (
        <EpisodesForm
          initial={{
            episodes: episodes.data.episodes.map(({ title, description, youtubeId }) => ({
              title,
              description,
              youtubeId,
            })),
          }}
        />
      )}
    </section>
  );
}

function EpisodesForm({ initial }: { initial: EpisodesBody }) {
  const intl = useIntl();
  const failure = useFailureMessage();
  const save = useSaveEpisodes();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EpisodesBody, unknown, EpisodesOut>({
    resolver: zodResolver(episodesBodySchema),
    defaultValues: initial,
  });
  const { errors, isDirty } = form.formState;
  useUnsavedWork(isDirty);
  const localizer = useLocalizer();
  // In the page's language: some are shown here, not by a field (which would translate them).
  const errorAt = (path: string): string | undefined => {
    const message = (get(errors, path) as { message?: string } | undefined)?.message;
    return message === undefined ? undefined : localizer.text(message);
  };
  const field = (path: string) => form.register(path as 'episodes.0.youtubeId');

  const onSubmit = form.handleSubmit((body) => {
    setFormError(null);
    save.mutate(body, {
      onSuccess: (saved) => {
        form.reset({
          episodes: saved.episodes.map(({ title, description, youtubeId }) => ({
            title,
            description,
            youtubeId,
          })),
        });
        toast({ title: intl.formatMessage({ id: 'admin.episodes.saved' }) });
      },
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error);
        for (const [path, messages] of Object.entries(fieldErrors)) {
          const message = messages[0];
          if (message) form.setError(path as 'episodes', { message });
        }
        if (Object.keys(fieldErrors).length === 0) {
          setFormError(failure(error, 'admin.episodes.saveFailed'));
        }
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <ol className="space-y-6">
        {initial.episodes.map((_, index) => (
          <li key={index}>
            <fieldset
              className="space-y-4 rounded-lg border border-navy-100 bg-white p-4"
              data-testid="admin-episode"
            >
              <legend className="px-1 font-semibold text-navy-900">
                {intl.formatMessage({ id: 'admin.episodes.episode' }, { number: index + 1 })}
              </legend>
              <TextField
                label={intl.formatMessage({ id: 'admin.episodes.youtube' })}
                error={errorAt(`episodes.${index}.youtubeId`)}
                {...field(`episodes.${index}.youtubeId`)}
              />
              {siteLanguages.map((lang) => (
                <div key={lang} className="grid gap-4 md:grid-cols-2">
                  <TextField
                    lang={lang}
                    label={intl.formatMessage(
                      { id: 'admin.translations.title' },
                      { language: lang },
                    )}
                    error={errorAt(`episodes.${index}.title.${lang}`)}
                    {...field(`episodes.${index}.title.${lang}`)}
                  />
                  <TextareaField
                    lang={lang}
                    rows={3}
                    label={intl.formatMessage(
                      { id: 'admin.translations.description' },
                      { language: lang },
                    )}
                    error={errorAt(`episodes.${index}.description.${lang}`)}
                    {...field(`episodes.${index}.description.${lang}`)}
                  />
                </div>
              ))}
            </fieldset>
          </li>
        ))}
      </ol>
      {errorAt('episodes') ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorAt('episodes')}
        </p>
      ) : null}
      {formError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        {intl.formatMessage({
          id: save.isPending ? 'admin.content.saving' : 'admin.episodes.save',
        })}
      </Button>
    </form>
  );
}
