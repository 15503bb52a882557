import { languageOptions } from '@content/studies';
import { pathTo } from '@contract/pages';
import type { AdminStudy } from '@contract/studies';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { useCategoryName } from '@client/lib/categories';
import { usePageFormat } from '@client/lib/format';
import { cn } from '@client/lib/utils';
import { useAdminStudies, useDeleteStudy } from '../api/studies';
import { ContentSection, DeleteDialog, FeaturedBadge, RowActions, OpenableRow } from './parts';
import { StudyEditor } from './study-editor';

const writtenIn = (study: AdminStudy) =>
  languageOptions
    .filter((option) => Boolean(study.content[option.code]))
    .map((option) => option.name)
    .join(', ');

/** The Bible Study Center's studies, in list order, and their editor. */
export function StudiesTab() {
  const [open, setOpen] = useState<{ id: number | undefined } | null>(null);
  if (open) return <StudyEditor id={open.id} onClose={() => setOpen(null)} />;
  return <StudyList onOpen={(id) => setOpen({ id })} />;
}

function StudyList({ onOpen }: { onOpen: (id: number | undefined) => void }) {
  const intl = useIntl();
  const format = usePageFormat();
  const categoryName = useCategoryName();
  const studies = useAdminStudies();
  const remove = useDeleteStudy();
  const [deleting, setDeleting] = useState<AdminStudy | null>(null);

  return (
    <>
      <ContentSection
        id="studies-heading"
        title={intl.formatMessage({ id: 'admin.studies.title' })}
        description={intl.formatMessage({ id: 'admin.studies.description' })}
        addLabel={intl.formatMessage({ id: 'admin.studies.add' })}
        onAdd={() => onOpen(undefined)}
        query={studies}
        what={intl.formatMessage({ id: 'admin.studies.what' })}
        empty={intl.formatMessage({ id: 'admin.studies.none' })}
      >
        {(items) => (
          <ul className="divide-y divide-navy-100 rounded-xl border border-navy-100 bg-white">
            {items.map((study) => (
              <OpenableRow
                key={study.id}
                testId="admin-study"
                name={study.title.en}
                onOpen={() => onOpen(study.id)}
                meta={
                  <>
                    <span
                      className={cn(
                        'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                        study.status === 'published'
                          ? 'bg-green-100 text-green-800'
                          : 'bg-slate-100 text-slate-800',
                      )}
                    >
                      {intl.formatMessage({ id: 'admin.studies.status' }, { status: study.status })}
                    </span>
                    <span>
                      {intl.formatMessage(
                        { id: 'admin.studies.written' },
                        { languages: writtenIn(study) },
                      )}
                    </span>
                    <span>· {categoryName(study.category)}</span>
                    <span>
                      {intl.formatMessage(
                        { id: 'admin.articles.changed' },
                        { date: format.dateTime(study.updatedAt) },
                      )}
                    </span>
                    {study.featured ? <FeaturedBadge /> : null}
                  </>
                }
                actions={
                  <RowActions
                    name={study.title.en}
                    onEdit={() => onOpen(study.id)}
                    onDelete={() => setDeleting(study)}
                    extra={
                      study.status === 'published' ? (
                        <Button asChild size="icon" variant="ghost">
                          <a
                            href={pathTo('bibleStudy', { search: { study: study.id } })}
                            target="_blank"
                            rel="noreferrer"
                            aria-label={`${intl.formatMessage({ id: 'admin.studies.view' })}: ${study.title.en}`}
                          >
                            <ExternalLink aria-hidden="true" />
                          </a>
                        </Button>
                      ) : null
                    }
                  />
                }
              />
            ))}
          </ul>
        )}
      </ContentSection>
      <DeleteDialog
        item={deleting ? { id: deleting.id, title: deleting.title.en } : null}
        kind="study"
        remove={remove}
        onClose={() => setDeleting(null)}
      >
        {intl.formatMessage(
          { id: 'admin.studies.deleteBody' },
          { title: deleting?.title.en ?? '' },
        )}
      </DeleteDialog>
    </>
  );
}
