import type { Ebook } from '@contract/catalog';
import { BookMarked, ExternalLink } from 'lucide-react';
import { buttonVariants } from '@client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@client/components/ui/card';
import { formatPrice } from '@client/lib/format';
import { cn } from '@client/lib/utils';
import { StarRating } from './star-rating';

export function EbookCard({ ebook, newTabNoteId }: { ebook: Ebook; newTabNoteId: string }) {
  return (
    <Card className="h-full">
      <div
        aria-hidden="true"
        className="flex h-28 items-center justify-center rounded-t-xl bg-gradient-to-br from-navy-800 to-navy-600"
      >
        <BookMarked className="size-10 text-gold-300" />
      </div>
      <CardHeader className="gap-2 pb-3">
        <CardTitle as="h2" className="text-lg">
          {ebook.title}
        </CardTitle>
        <StarRating rating={ebook.rating} reviewCount={ebook.reviewCount} />
      </CardHeader>
      <CardContent className="pb-4">
        <p className="line-clamp-2 text-sm text-slate-700">{ebook.description}</p>
      </CardContent>
      <CardFooter className="flex-wrap justify-between gap-3">
        <p className="text-lg font-bold text-navy-900">{formatPrice(ebook.price)}</p>
        <a
          href={ebook.amazonUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={newTabNoteId}
          className={cn(buttonVariants({ variant: 'accent', size: 'sm' }))}
        >
          Buy on Amazon
          <ExternalLink aria-hidden="true" />
        </a>
      </CardFooter>
    </Card>
  );
}
