import { CircleAlert } from 'lucide-react';
import { useId } from 'react';
import { Skeleton } from '@client/components/ui/skeleton';
import { useEbooks } from './api/get-ebooks';
import { EbookCard } from './ebook-card';

const grid = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';
const heading = 'font-serif text-3xl font-bold text-navy-900 sm:text-4xl';

export function StoreScreen() {
  const ebooks = useEbooks();
  const newTabNoteId = useId();

  if (ebooks.isPending) {
    return (
      <div className="container-page py-12 sm:py-16" aria-busy="true">
        <h1 className={heading}>Loading Store...</h1>
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
      <h1 className={heading}>Ebook Store</h1>
      <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-700">
        Books on doctrine, prophecy and the Kingdom of God. Purchases are completed on Amazon.
      </p>
      <p id={newTabNoteId} hidden>
        Opens Amazon in a new tab
      </p>

      {ebooks.isError ? (
        <div
          role="alert"
          className="mt-10 flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800"
        >
          <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>We couldn’t load the store right now. Please try again later.</p>
        </div>
      ) : ebooks.data.length === 0 ? (
        <p className="mt-10 rounded-lg border border-navy-100 bg-white p-6 text-slate-700">
          No ebooks are available yet.
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
