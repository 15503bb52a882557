import { languageOfPath } from '@contract/i18n';
import type { Messages } from '@contract/messages/en';
import { matchPage } from '@contract/page-match';
import { SSR_DATA_ID } from '@contract/ssr-data';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { screens } from './app/screens';
import { loadMessages } from './lib/i18n';
import { createLocalizer, englishLocalizer } from './lib/localize';
import { createQueryClient } from './lib/query-client';
import { parseSsrData, seedQueries } from './lib/ssr-data';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// A page the server rendered per request carries the answers it was made from.
// Failed writes toast in the page's language once its catalogue is here (before, nothing writes).
let localizer = englishLocalizer;
const queryClient = createQueryClient(() => localizer);
seedQueries(queryClient, parseSsrData(document.getElementById(SSR_DATA_ID)?.textContent));

const { lang } = languageOfPath(window.location.pathname);

function start(root: HTMLElement, messages: Messages) {
  localizer = createLocalizer(lang, messages);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} lang={lang} messages={messages} />
    </StrictMode>
  );
  // Pre-rendered pages arrive with markup to hydrate; dynamic routes get an empty shell.
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

// The current screen's chunk and the page's messages (both preloaded by the page) first, so
// hydration does not wait. The screen may fail to load (its boundary shows it); the messages
// are needed to show anything.
const page = matchPage(window.location.pathname);
const screenReady = page ? screens[page.key].load().catch(() => undefined) : undefined;
void Promise.all([loadMessages(lang), screenReady]).then(([messages]) =>
  start(container, messages),
);
