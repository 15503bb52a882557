/**
 * Development only (server/pages/dev.ts writes it into each page): React's hot reload starts from
 * a module, since the inline script Vite would otherwise add is refused by our CSP.
 */
import '@vitejs/plugin-react/preamble';
