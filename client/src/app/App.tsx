import { languageBase, type SiteLanguage } from '@contract/i18n';
import type { Messages } from '@contract/messages/en';
import type { QueryClient } from '@tanstack/react-query';
import { Router, useLocation, useSearch } from 'wouter';
import { Footer } from './layout/footer';
import { LanguageSuggestion } from './layout/language-suggestion';
import { Navbar } from './layout/navbar';
import { SkipLink } from './layout/skip-link';
import { Providers } from './providers';
import { AppRoutes } from './router';
import { ScreenErrorBoundary } from './screen-error';
import { useRouteEffects } from './use-route-effects';

function Shell() {
  const [pathname] = useLocation();
  useRouteEffects(pathname, useSearch());
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <LanguageSuggestion />
      <Navbar />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <ScreenErrorBoundary resetKey={pathname}>
          <AppRoutes />
        </ScreenErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}

/**
 * The whole app, in the language of its address (`lang`, with that language's `messages`). The
 * server passes `ssrPath` (the requested URL); the browser leaves it out and reads the address
 * bar. Under `/es` and `/pt` the router's base is the prefix: screens see and write the paths of
 * the route table ('/store'), and every link they make stays in the page's language.
 */
export function App({
  queryClient,
  ssrPath,
  lang,
  messages,
}: {
  queryClient: QueryClient;
  ssrPath?: string;
  lang: SiteLanguage;
  messages: Messages;
}) {
  return (
    <Providers queryClient={queryClient} lang={lang} messages={messages}>
      <Router base={languageBase(lang)} ssrPath={ssrPath}>
        <Shell />
      </Router>
    </Providers>
  );
}
