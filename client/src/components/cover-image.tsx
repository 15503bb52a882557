import type { Picture } from '@contract/publishing';
import { cn } from '@client/lib/utils';

/**
 * An uploaded image (an ebook's or an article's cover) in every width the server made: the
 * browser picks by `sizes`, and width and height reserve its box before it arrives.
 */
export function CoverImage({
  picture,
  alt,
  sizes,
  className,
  priority = false,
}: {
  picture: Picture;
  /** The cover's text for people who cannot see it; '' when the title beside it says it all. */
  alt: string;
  /** How wide the image is shown, as `<img sizes>`. */
  sizes: string;
  className?: string;
  /** The first thing on the screen (an article's cover): loaded at once, not lazily. */
  priority?: boolean;
}) {
  return (
    <img
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={sizes}
      width={picture.width}
      height={picture.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      className={cn('h-auto w-full', className)}
    />
  );
}
