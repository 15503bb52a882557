import type { QueryClient } from '@tanstack/react-query';
import { Router, useLocation, useSearch } from 'wouter';
import { Footer } from './layout/footer';
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
 * The whole app. The server passes `ssrPath` (the requested URL); the browser leaves it out and
 * reads the address bar.
 */
export function App({ queryClient, ssrPath }: { queryClient: QueryClient; ssrPath?: string }) {
  return (
    <Providers queryClient={queryClient}>
      <Router ssrPath={ssrPath}>
        <Shell />
      </Router>
    </Providers>
  );
}
