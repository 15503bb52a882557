import { DEFAULT_LANGUAGE, type SiteLanguage } from '@contract/i18n';
import type { Messages } from '@contract/messages/en';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useHydrated } from '@client/lib/use-hydrated';

// Toasts answer actions, never the first paint: their code loads after hydration.
const Toaster = lazy(() =>
  import('@client/components/ui/toaster').then((m) => ({ default: m.Toaster })),
);

export function Providers({
  queryClient,
  lang,
  messages,
  children,
}: {
  queryClient: QueryClient;
  lang: SiteLanguage;
  messages: Messages;
  children: ReactNode;
}) {
  // The toast area is browser-only: it is empty in pre-rendered HTML, and Radix gives it an
  // inline style attribute that a strict style-src policy would refuse in static markup.
  const hydrated = useHydrated();
  return (
    <IntlProvider locale={lang} defaultLocale={DEFAULT_LANGUAGE} messages={messages}>
      <QueryClientProvider client={queryClient}>
        {children}
        {hydrated ? (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        ) : null}
      </QueryClientProvider>
    </IntlProvider>
  );
}
