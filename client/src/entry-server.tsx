import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app/App';
import { createQueryClient } from './lib/query-client';

/**
 * Renders the page at `url` to HTML for pre-rendering. Nothing is fetched: queries render their
 * loading state, exactly as the browser's first render does before hydration.
 */
export function render(url: string): string {
  return renderToString(
    <StrictMode>
      <App queryClient={createQueryClient()} ssrPath={url} />
    </StrictMode>,
  );
}
