import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@client/components/ui/toaster';
import { useHydrated } from '@client/lib/use-hydrated';

export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  // The toast area is browser-only: it is empty in pre-rendered HTML, and Radix gives it an
  // inline style attribute that a strict style-src policy would refuse in static markup.
  const hydrated = useHydrated();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {hydrated ? <Toaster /> : null}
    </QueryClientProvider>
  );
}
