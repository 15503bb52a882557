import { SLUG_MAX } from '../../../contract/publishing';

/** Room left for a "-12" suffix when the slug made from a title is taken. */
const BASE_MAX = SLUG_MAX - 20;

/**
 * An address made from a title: accents dropped ("Qué es" → "que-es"), lowercase letters and
 * digits in words joined by single hyphens. The migration that added slugs does the same in SQL.
 * A title with no letter or digit gives 'article'.
 */
export function slugify(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, BASE_MAX)
    .replace(/^-+|-+$/g, '');
  return words || 'article';
}

/**
 * `base`, or the first of `base-2`, `base-3`, … that `taken` does not hold. `taken` holds the
 * slugs of other articles that start with `base` (a prefix query).
 */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
