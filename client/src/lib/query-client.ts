import {
  MutationCache,
  QueryClient,
  type DefaultOptions,
  type Mutation,
} from '@tanstack/react-query';
import { toast } from '@client/components/ui/toast-store';
import { englishLocalizer, type Localizer } from './localize';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * The title of the toast a failure shows (its text is the server's message, else
       * `errorFallback`, else "Please try again later."). A mutation without one shows its
       * failure itself (a form's field errors, a banner).
       */
      errorTitle?: string;
      errorFallback?: string;
    };
  }
}

/**
 * Data fetching: no automatic retry for reads or writes, no refetch on window focus, no
 * polling, fetched data never stale. Every query names its own `queryFn` (the query-option
 * factories in each feature's `api/` folder): there is no default read.
 */
export const queryDefaults = {
  queries: {
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: false,
    staleTime: Infinity,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

/**
 * The one place a failed write becomes a toast: titled by the mutation's `meta.errorTitle`. The
 * title, the server's message and the fallback are English; `localizer` shows them in the page's
 * language.
 */
export function toastMutationError(
  error: unknown,
  mutation: Pick<Mutation<unknown, unknown, unknown, unknown>, 'meta'>,
  localizer: Localizer = englishLocalizer,
): void {
  const title = mutation.meta?.errorTitle;
  if (!title) return;
  toast({
    variant: 'destructive',
    title: localizer.text(title),
    description: localizer.error(error, mutation.meta?.errorFallback ?? 'Please try again later.'),
  });
}

/**
 * A fresh client: one per browser page, one per server render. `localizer` gives the page's
 * (the browser's page catalogue arrives after the client is made, so it is asked at each failure).
 */
export function createQueryClient(
  localizer: () => Localizer = () => englishLocalizer,
): QueryClient {
  return new QueryClient({
    defaultOptions: queryDefaults,
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        toastMutationError(error, mutation, localizer()),
    }),
  });
}
