import { documentTitle, matchPage, notFoundPage } from '@contract/pages';
import { useEffect, useRef } from 'react';
import { trackPageView } from '@client/lib/analytics';

function setDescription(content: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/**
 * On every route change: the page's title and description (as the pre-renderer writes them),
 * a page view for analytics when configured, and scrolling back to the top.
 */
export function useRouteEffects(pathname: string): void {
  const first = useRef(true);

  useEffect(() => {
    const meta = matchPage(pathname) ?? notFoundPage;
    document.title = documentTitle(meta.title);
    setDescription(meta.description);
    trackPageView(pathname);

    if (first.current) {
      first.current = false;
    } else {
      window.scrollTo(0, 0);
    }
  }, [pathname]);
}
