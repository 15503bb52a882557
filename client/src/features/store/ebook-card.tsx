import { catalogTextIn, ebookLinkIn, type Ebook } from '@contract/catalog';
import { BookMarked, ExternalLink } from 'lucide-react';
import { useIntl } from 'react-intl';
import { CoverImage } from '@client/components/cover-image';
import { buttonVariants } from '@client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@client/components/ui/card';
import { usePageFormat } from '@client/lib/format';
import { usePageLanguage } from '@client/lib/i18n';
import { cn } from '@client/lib/utils';
import { NotTranslatedNote } from '@client/components/not-translated-note';
import { StarRating } from './star-rating';

/** The store's grid: one column, then two, three and four. */
const CARD_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

export function EbookCard({ ebook, newTabNoteId }: { ebook: Ebook; newTabNoteId: string }) {
  const intl = useIntl();
  const lang = usePageLanguage();
  const format = usePageFormat();
  // An ebook not translated into the page's language shows its English, marked so, with a short
  // notice.
  const { title, description, untranslated } = catalogTextIn(ebook, lang);
  return (
    <Card className="h-full">
      {ebook.cover ? (
        <CoverImage
          picture={ebook.cover}
          alt={title}
          sizes={CARD_SIZES}
          className="h-56 rounded-t-xl bg-navy-50 object-contain p-3"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex h-28 items-center justify-center rounded-t-xl bg-gradient-to-br from-navy-800 to-navy-600"
        >
          <BookMarked className="size-10 text-gold-300" />
        </div>
      )}
      <CardHeader className="gap-2 pb-3">
        <CardTitle as="h2" className="text-lg" lang={untranslated ? 'en' : undefined}>
          {title}
        </CardTitle>
        <StarRating rating={ebook.rating} reviewCount={ebook.reviewCount} />
      </CardHeader>
      <CardContent className="pb-4">
        <p className="line-clamp-2 text-sm text-slate-700" lang={untranslated ? 'en' : undefined}>
          {description}
        </p>
        {untranslated ? <NotTranslatedNote className="mt-2" /> : null}
      </CardContent>
      <CardFooter className="flex-wrap justify-between gap-3">
        <p className="text-lg font-bold text-navy-900">{format.price(ebook.price)}</p>
        <a
          href={ebookLinkIn(ebook, lang)}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={newTabNoteId}
          className={cn(buttonVariants({ variant: 'accent', size: 'sm' }))}
        >
          {intl.formatMessage({ id: 'store.buy' })}
          <ExternalLink aria-hidden="true" />
        </a>
      </CardFooter>
    </Card>
  );
}
