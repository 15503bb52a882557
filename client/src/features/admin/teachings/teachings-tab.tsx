import { contentLanguageNames, type ContentLanguage } from '@contract/publishing';
import type { AdminTeaching, Series, Speaker } from '@contract/teachings';
import { formatDuration, teachingPath } from '@contract/teachings';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { usePageFormat } from '@client/lib/format';
import { usePageLanguage } from '@client/lib/i18n';
import {
  useAdminSeries,
  useAdminSpeakers,
  useAdminTeachings,
  useDeleteSeries,
  useDeleteSpeaker,
  useDeleteTeaching,
} from '../api/teachings';
import { ContentSection, RemoveDialog, RowActions } from '../content/parts';
import { SeriesEditor, SpeakerEditor } from './series-speaker-editors';
import { TeachingEditor } from './teaching-editor';

const list = 'divide-y divide-navy-100 rounded-xl border border-navy-100 bg-white';
const row = 'flex flex-wrap items-center gap-3 p-4';

type Editing<T> = T | 'new' | null;
const given = <T,>(editing: Editing<T>): T | undefined =>
  editing === 'new' || editing === null ? undefined : editing;

/**
 * The teachings an editor publishes: the teachings (drafts too) with their status, language and
 * series; the series they belong to; the speakers they name.
 */
export function TeachingsTab() {
  const intl = useIntl();
  const format = usePageFormat();
  const pageLanguage = usePageLanguage() as ContentLanguage;
  const teachings = useAdminTeachings();
  const series = useAdminSeries();
  const speakers = useAdminSpeakers();
  const deleteTeaching = useDeleteTeaching();
  const deleteSeries = useDeleteSeries();
  const deleteSpeaker = useDeleteSpeaker();
  const [teaching, setTeaching] = useState<Editing<AdminTeaching>>(null);
  const [oneSeries, setOneSeries] = useState<Editing<Series>>(null);
  const [speaker, setSpeaker] = useState<Editing<Speaker>>(null);
  const [deleting, setDeleting] = useState<{
    kind: 'teaching' | 'series' | 'speaker';
    id: number;
    name: string;
  } | null>(null);
  const seriesTitle = (id: number | null) => series.data?.find((s) => s.id === id)?.title ?? null;
  const removal = {
    teaching: deleteTeaching,
    series: deleteSeries,
    speaker: deleteSpeaker,
  }[deleting?.kind ?? 'teaching'];

  return (
    <div className="space-y-12">
      <ContentSection
        id="teachings-heading"
        title={intl.formatMessage({ id: 'admin.tabs.teachings' })}
        description={intl.formatMessage({ id: 'admin.teachings.description' })}
        addLabel={intl.formatMessage({ id: 'admin.teachings.add' })}
        onAdd={() => setTeaching('new')}
        query={teachings}
        what={intl.formatMessage({ id: 'admin.teachings.what' })}
        empty={intl.formatMessage({ id: 'admin.teachings.empty' })}
        compact
      >
        {(items) => (
          <ul className={list}>
            {items.map((item) => {
              const inSeries = seriesTitle(item.seriesId);
              return (
                <li key={item.id} className={row} data-testid="admin-teaching">
                  <div className="min-w-0 flex-1">
                    <h3 className="font-semibold break-words text-navy-900">
                      {item.status === 'published' ? (
                        <a href={teachingPath(item.slug)} className="hover:underline">
                          {item.title}
                        </a>
                      ) : (
                        item.title
                      )}
                    </h3>
                    <p className="text-sm break-words text-slate-700">
                      <span className="font-medium">
                        {intl.formatMessage(
                          { id: 'admin.articles.status' },
                          { status: item.status },
                        )}
                      </span>
                      {item.publishedAt ? ` · ${format.dateTime(item.publishedAt)}` : ''}
                      {` · ${contentLanguageNames[item.language]}`}
                      {inSeries ? ` · ${inSeries}` : ''}
                      {item.episode
                        ? ` · ${intl.formatMessage({ id: 'teachings.episode' }, { episode: item.episode })}`
                        : ''}
                      {item.audio ? ` · ${formatDuration(item.audio.durationSeconds)}` : ''}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-1">
                    <RowActions
                      name={item.title}
                      onEdit={() => setTeaching(item)}
                      onDelete={() =>
                        setDeleting({ kind: 'teaching', id: item.id, name: item.title })
                      }
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </ContentSection>

      <ContentSection
        id="series-heading"
        title={intl.formatMessage({ id: 'admin.teachings.series.heading' })}
        description={intl.formatMessage({ id: 'admin.teachings.series.description' })}
        addLabel={intl.formatMessage({ id: 'admin.teachings.series.add' })}
        onAdd={() => setOneSeries('new')}
        query={series}
        what={intl.formatMessage({ id: 'admin.teachings.series.what' })}
        empty={intl.formatMessage({ id: 'admin.teachings.series.empty' })}
        compact
      >
        {(items) => (
          <ul className={list}>
            {items.map((item) => (
              <li key={item.id} className={row} data-testid="admin-series">
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold break-words text-navy-900">{item.title}</h3>
                  <p className="text-sm break-words text-slate-700">
                    {contentLanguageNames[item.language]} · /{item.slug}
                  </p>
                  {item.artworkNeedsUpload ? (
                    <p className="mt-1 flex items-start gap-1.5 text-sm font-medium break-words text-amber-800">
                      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                      {intl.formatMessage({ id: 'admin.rule.teachings.artworkReupload' })}
                    </p>
                  ) : null}
                </div>
                <div className="flex flex-wrap gap-1">
                  <RowActions
                    name={item.title}
                    onEdit={() => setOneSeries(item)}
                    onDelete={() => setDeleting({ kind: 'series', id: item.id, name: item.title })}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </ContentSection>

      <ContentSection
        id="speakers-heading"
        title={intl.formatMessage({ id: 'admin.teachings.speakers.heading' })}
        description={intl.formatMessage({ id: 'admin.teachings.speakers.description' })}
        addLabel={intl.formatMessage({ id: 'admin.teachings.speakers.add' })}
        onAdd={() => setSpeaker('new')}
        query={speakers}
        what={intl.formatMessage({ id: 'admin.teachings.speakers.what' })}
        empty={intl.formatMessage({ id: 'admin.teachings.speakers.empty' })}
        compact
      >
        {(items) => (
          <ul className={list}>
            {items.map((item) => (
              <li key={item.id} className={row} data-testid="admin-speaker">
                <p className="min-w-0 flex-1 font-semibold break-words text-navy-900">
                  {item.name}
                </p>
                <div className="flex flex-wrap gap-1">
                  <RowActions
                    name={item.name}
                    onEdit={() => setSpeaker(item)}
                    onDelete={() => setDeleting({ kind: 'speaker', id: item.id, name: item.name })}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </ContentSection>

      {teaching ? (
        <TeachingEditor
          teaching={given(teaching)}
          series={series.data ?? []}
          speakers={speakers.data ?? []}
          language={pageLanguage}
          onClose={() => setTeaching(null)}
        />
      ) : null}
      {oneSeries ? (
        <SeriesEditor
          series={given(oneSeries)}
          language={pageLanguage}
          onClose={() => setOneSeries(null)}
        />
      ) : null}
      {speaker ? <SpeakerEditor speaker={given(speaker)} onClose={() => setSpeaker(null)} /> : null}
      <RemoveDialog
        item={deleting}
        remove={removal}
        title={intl.formatMessage(
          { id: 'admin.teachings.deleteTitle' },
          { name: deleting?.name ?? '' },
        )}
        deleted={intl.formatMessage({ id: 'admin.teachings.deleted' })}
        closeOnFailure
        onClose={() => setDeleting(null)}
      >
        {intl.formatMessage({ id: 'admin.teachings.deleteBody' }, { name: deleting?.name ?? '' })}
      </RemoveDialog>
    </div>
  );
}
