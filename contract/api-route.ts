import type { ParamNames } from './pages';

/** What a call may add after the path: a query, values left undefined left out. */
export interface ApiCallOptions {
  search?: Readonly<Record<string, string | number | boolean | undefined>>;
}

type ApiRouteArgs<Pattern extends string> = [ParamNames<Pattern>] extends [never]
  ? [options?: ApiCallOptions]
  : [params: Readonly<Record<ParamNames<Pattern>, string | number>>, options?: ApiCallOptions];

/**
 * One address of the API, written once in its area's contract file. The server registers its
 * route with `pattern` (Fastify's '/api/questions/:id'); the client calls it with the
 * parameters the pattern names, which the compiler asks for: `questionsApi.question({ id: 4 })`
 * is '/api/questions/4', `catalogApi.ebooks()` is '/api/ebooks',
 * `donationsApi.statement({ search: { year: 2026 } })` is '/api/donations/statement?year=2026'.
 * Query keys start with the route's `pattern`, so a read, its prefetch and its invalidation name
 * the same route.
 */
export type ApiRoute<Pattern extends string> = ((...args: ApiRouteArgs<Pattern>) => string) & {
  readonly pattern: Pattern;
};

export function apiRoute<const Pattern extends string>(pattern: Pattern): ApiRoute<Pattern> {
  const dynamic = pattern.includes(':');
  const address = (...args: ApiRouteArgs<Pattern>): string => {
    const params = (dynamic ? args[0] : undefined) as Record<string, string | number> | undefined;
    const options = (dynamic ? args[1] : args[0]) as ApiCallOptions | undefined;
    const path = pattern.replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(String(params?.[name] ?? '')),
    );
    return withSearch(path, options?.search);
  };
  return Object.assign(address, { pattern });
}

/** `path` with the query `search` gives, written as URLSearchParams writes it. */
export function withSearch(path: string, search: ApiCallOptions['search']): string {
  const query = new URLSearchParams(
    Object.entries(search ?? {}).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, String(value)]],
    ),
  ).toString();
  return query ? `${path}?${query}` : path;
}
