import { SLUG_MAX, slugFromTitle } from '../../contract/publishing';

/** The address made from a title; a title with no letter or digit gives 'article'. */
export const slugFor = (title: string): string => slugFromTitle(title) || 'article';

/**
 * `base`, or the first of `base-2`, `base-3`, … that `taken` does not hold, shortened when
 * needed so the suffix fits within SLUG_MAX. `taken` holds the slugs of other articles that
 * start with `base` (a prefix query).
 */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const stem = base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '');
    const candidate = `${stem}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
