import { Star } from 'lucide-react';
import { useIntl } from 'react-intl';
import { starCount } from '@client/lib/format';
import { cn } from '@client/lib/utils';

const SCALE = 5;

/**
 * Five stars, as many filled as the rating, read out as 'Rated N out of 5', with the review
 * count. Only when there is a rating and reviews behind it: an unrated ebook shows nothing
 * rather than five empty stars.
 */
export function StarRating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  const intl = useIntl();
  if (!(rating > 0 && reviewCount > 0)) return null;
  const filled = starCount(rating, SCALE);
  return (
    <div className="flex items-center gap-1.5">
      <span
        role="img"
        aria-label={intl.formatMessage({ id: 'store.rated' }, { stars: filled, scale: SCALE })}
        className="flex"
      >
        {Array.from({ length: SCALE }, (_, i) => (
          <Star
            key={i}
            aria-hidden="true"
            className={cn(
              'size-4',
              i < filled ? 'fill-gold-500 text-gold-600' : 'fill-transparent text-slate-400',
            )}
          />
        ))}
      </span>
      <span className="text-sm text-slate-600">
        {intl.formatMessage({ id: 'store.reviews' }, { count: reviewCount })}
      </span>
    </div>
  );
}
