import type { FastifyReply, FastifyRequest } from 'fastify';

/** What the built site's pages (./plugin.ts) and development's (./dev.ts) ask of a request alike. */

/** A request's path, and its query string ('?…', or '' when it has none). */
export function splitUrl(url: string): { pathname: string; search: string } {
  const query = url.indexOf('?');
  return query < 0
    ? { pathname: url, search: '' }
    : { pathname: url.slice(0, query), search: url.slice(query) };
}

/**
 * How long a visitor (or a crawler) told 503, because a page's data cannot be had, waits before
 * asking again.
 */
export const RETRY_AFTER_SECONDS = '30';

/** An address of the API: answered in JSON, never with a page. */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** The JSON 404 of an API address that no route has, naming it. */
export function noSuchEndpoint(request: FastifyRequest, reply: FastifyReply, pathname: string) {
  return reply
    .status(404)
    .send({ message: `No such endpoint: ${request.method} ${pathname}`, code: 'NOT_FOUND' });
}

/**
 * Does a request carry one of `cookies` (a member's session, or the hint that one may be there)?
 * Such a request for a page the API answers members differently gets the shell, which asks as
 * that member.
 */
export function carriesSession(
  cookies: readonly string[] | undefined,
): (request: FastifyRequest) => boolean {
  const names = new Set(cookies);
  return (request) =>
    String(request.headers.cookie ?? '')
      .split(';')
      .some((pair) => names.has(pair.slice(0, pair.indexOf('=')).trim()));
}
