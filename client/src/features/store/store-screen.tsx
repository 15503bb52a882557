import { CircleAlert } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { PageTitle } from '@client/components/page-intro';
import { Skeleton } from '@client/components/ui/skeleton';
import { useEbooks } from './api/get-ebooks';
import { EbookCard } from './ebook-card';

const grid = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export function StoreScreen() {
  const intl = useIntl();
  const ebooks = useEbooks();
  const newTabNoteId = useId();

  if (ebooks.isPending) {
    return (
      <div className="container-page py-12 sm:py-16" aria-busy="true">
        <PageTitle title={intl.formatMessage({ id: 'store.loading' })} />
        <div className={`${grid} mt-10`} aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-80 rounded-xl" />
          ))}
        </div>
      </div>
    );
  }

  return (
    <div className="container-page py-12 sm:py-16">
      <PageTitle
        title={intl.formatMessage({ id: 'page.store.title' })}
        lead={intl.formatMessage({ id: 'store.lead' })}
      />
      <p id={newTabNoteId} hidden>
        {intl.formatMessage({ id: 'store.newTab' })}
      </p>

      {ebooks.isError ? (
        <div
          role="alert"
          className="mt-10 flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800"
        >
          <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>{intl.formatMessage({ id: 'store.loadFailed' })}</p>
        </div>
      ) : ebooks.data.length === 0 ? (
        <p className="mt-10 rounded-lg border border-navy-100 bg-white p-6 text-slate-700">
          {intl.formatMessage({ id: 'store.empty' })}
        </p>
      ) : (
        <ul className={`${grid} mt-10`}>
          {ebooks.data.map((ebook) => (
            <li key={ebook.id}>
              <EbookCard ebook={ebook} newTabNoteId={newTabNoteId} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
