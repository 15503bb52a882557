import { matchPage } from '@contract/page-match';
import { SSR_DATA_ID } from '@contract/ssr-data';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { screens } from './app/screens';
import { createQueryClient } from './lib/query-client';
import { parseSsrData, seedQueries } from './lib/ssr-data';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// A page the server rendered per request carries the answers it was made from.
const queryClient = createQueryClient();
seedQueries(queryClient, parseSsrData(document.getElementById(SSR_DATA_ID)?.textContent));

const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

function start(root: HTMLElement) {
  // Pre-rendered pages arrive with markup to hydrate; dynamic routes get an empty shell.
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

// The current screen's chunk (already preloaded by the page) first, so hydration does not wait.
const page = matchPage(window.location.pathname);
const ready = page ? screens[page.key].load() : Promise.resolve();
ready.then(
  () => start(container),
  () => start(container),
);
