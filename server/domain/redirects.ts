/**
 * Old addresses (a WordPress site's `/2023/05/04/slug/`, `/?p=123`, `/slug/`) that answer 301
 * to the article they became. The imports write them; the pages consult them before a 404.
 */
import { eq } from 'drizzle-orm';
import { articlePath } from '../../contract/publishing';
import type { Database } from '../db/types';
import { articles, redirects } from '../db/schema';

/**
 * The key an old address is kept under: `/?p=123` for WordPress's post-id addresses, else the
 * path in lower case without its trailing slash. Undefined for an address that cannot be one
 * (the home page itself, the API).
 */
export function redirectKey(pathname: string, search = ''): string | undefined {
  const postId = /[?&](?:p|page_id)=(\d{1,10})(?:&|$)/.exec(search)?.[1];
  if (postId && (pathname === '/' || pathname === '/index.php')) return `/?p=${Number(postId)}`;
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  path = path
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '');
  if (!path.startsWith('/') || path.startsWith('/api/') || path.length > 500) return undefined;
  return path;
}

/** The path part of an absolute or relative address, or undefined when it has none. */
export function pathOfUrl(url: string): { pathname: string; search: string } | undefined {
  try {
    const parsed = new URL(url, 'http://old.invalid');
    return { pathname: parsed.pathname, search: parsed.search };
  } catch {
    return undefined;
  }
}

/** Where an old address now lives, or undefined. */
export async function findRedirect(
  db: Database,
  pathname: string,
  search: string,
): Promise<string | undefined> {
  const key = redirectKey(pathname, search);
  if (!key) return undefined;
  const [row] = await db
    .select({ slug: articles.slug })
    .from(redirects)
    .innerJoin(articles, eq(articles.id, redirects.articleId))
    .where(eq(redirects.path, key));
  return row ? articlePath(row.slug) : undefined;
}
