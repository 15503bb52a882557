import { languageOfPath } from '@contract/i18n';
import type { Messages } from '@contract/messages/en';
import { matchPage } from '@contract/page-match';
import { SSR_DATA_ID } from '@contract/ssr-data';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { screens } from './app/screens';
import { loadMessages } from './lib/i18n';
import { createLocalizer, englishLocalizer } from './lib/localize';
import { createQueryClient } from './lib/query-client';
import { parseSsrData, seedQueries } from './lib/ssr-data';

const found = document.getElementById('root');
if (!found) throw new Error('The page has no #root element.');
const container: HTMLElement = found;

// A page the server rendered per request carries the answers it was made from.
// Failed writes toast in the page's language once its catalogue is here (before, nothing writes).
let localizer = englishLocalizer;
const queryClient = createQueryClient(() => localizer);
const ssrData = parseSsrData(document.getElementById(SSR_DATA_ID)?.textContent);
seedQueries(queryClient, ssrData.queries);

/**
 * A page rendered at its one address (/es/bible/Juan/3 at /es/bible/John/3) shows that address
 * before React takes over its markup: the app renders from the address bar, and must render what
 * the server did. The query and fragment asked for stay.
 */
function showRenderedPath() {
  const { path } = ssrData;
  if (path === undefined || path === window.location.pathname) return;
  const { search, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${path}${search}${hash}`);
}

const { lang } = languageOfPath(window.location.pathname);

/** Calls `onCommit` once React has committed the page (hydrated it, or rendered the shell). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

function start(
  root: HTMLElement,
  messages: Messages,
  onCommit: () => void,
  beforeHydrating?: () => void,
) {
  localizer = createLocalizer(lang, messages);
  const app = (
    <StrictMode>
      <Committed onCommit={onCommit}>
        <App queryClient={queryClient} lang={lang} messages={messages} />
      </Committed>
    </StrictMode>
  );
  // Pre-rendered pages arrive with markup to hydrate; dynamic routes get an empty shell.
  if (root.firstElementChild) {
    showRenderedPath();
    beforeHydrating?.();
    hydrateRoot(root, app);
  } else createRoot(root).render(app);
}

/**
 * Starts the app on the page (client/src/boot.ts decides when): the current screen's chunk and
 * the page's messages first, so hydration does not wait. The screen may fail to load (its
 * boundary shows it); the messages are needed to show anything. Resolves once React has committed
 * the page, so an action held until then finds its handlers. `beforeHydrating` puts back what
 * the boot module changed in the page's markup (a list it filtered), at the last moment.
 */
export async function startApp(beforeHydrating?: () => void): Promise<void> {
  const page = matchPage(window.location.pathname);
  const screenReady = page ? screens[page.key].load().catch(() => undefined) : undefined;
  const [messages] = await Promise.all([loadMessages(lang), screenReady]);
  await new Promise<void>((resolve) => start(container, messages, resolve, beforeHydrating));
}
