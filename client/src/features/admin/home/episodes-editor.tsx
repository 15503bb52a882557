import { episodesBodySchema, type EpisodesBody } from '@contract/home';
import { siteLanguages } from '@contract/i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { TextareaField, TextField } from '@client/components/ui/form-field';
import { useAdminEpisodes, useSaveEpisodes } from '../api/home';
import { HomeSection, useHomeSave } from './home-form';

type EpisodesOut = z.output<typeof episodesBodySchema>;

const formOf = (body: EpisodesBody): EpisodesBody => ({
  episodes: body.episodes.map(({ title, description, youtubeId }) => ({
    title,
    description,
    youtubeId,
  })),
});

/** The Videos page's five numbered episodes: title and description per language, YouTube video. */
export function EpisodesEditor() {
  return (
    <HomeSection area="episodes" headingId="episodes-heading" query={useAdminEpisodes()}>
      {(data) => <EpisodesForm initial={formOf(data)} />}
    </HomeSection>
  );
}

function EpisodesForm({ initial }: { initial: EpisodesBody }) {
  const intl = useIntl();
  const form = useForm<EpisodesBody, unknown, EpisodesOut>({
    resolver: zodResolver(episodesBodySchema),
    defaultValues: initial,
  });
  const { errorAt, onSubmit, end } = useHomeSave({
    area: 'episodes',
    form,
    save: useSaveEpisodes(),
    formOf,
  });
  const field = (path: string) => form.register(path as 'episodes.0.youtubeId');

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
      {end}
    </form>
  );
}
