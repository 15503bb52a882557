import { localizePath } from '@contract/i18n';
import { pageMessageId } from '@contract/messages/en';
import { matchPage } from '@contract/page-match';
import { canonicalPath, OG_IMAGE } from '@contract/seo';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { trackPageView } from '@client/lib/analytics';
import { headMeta, setDocumentHead } from '@client/lib/document-head';
import { usePageLanguage } from '@client/lib/i18n';

/**
 * The origin of canonical addresses: PUBLIC_URL, which only the server knows; it writes it into
 * every page's social card (the 404 page's too, which has no canonical link). The development
 * server writes no card, so there the address bar's origin stands in.
 */
function siteOrigin(): string {
  const card = document.head
    .querySelector<HTMLMetaElement>('meta[property="og:image"]')
    ?.getAttribute('content');
  return card?.endsWith(OG_IMAGE.path) ? new URL(card).origin : window.location.origin;
}

/** The canonical link and og:url of the page at `url`, as the server writes them; none on the 404 page. */
function setCanonical(url: string): void {
  const path = canonicalPath(url);
  const link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (path === undefined) {
    link?.remove();
    document.head.querySelector('meta[property="og:url"]')?.remove();
    return;
  }
  const href = siteOrigin() + path;
  if (link) {
    link.href = href;
  } else {
    const made = document.createElement('link');
    made.rel = 'canonical';
    made.href = href;
    document.head.appendChild(made);
  }
  headMeta('property', 'og:url').content = href;
}

/**
 * On every route change: the page's title and description in the page's language (as the
 * pre-renderer writes them; a screen that names its page from its content sets them itself), a
 * page view for analytics when configured, and scrolling back to the top. On every change of
 * the address, its query included (the Bible Study Center names a study there): the canonical
 * link. `pathname` is the route table's path (the router's, without the language's prefix).
 */
export function useRouteEffects(pathname: string, search: string): void {
  const first = useRef(true);
  const intl = useIntl();
  const lang = usePageLanguage();

  useEffect(() => {
    const page = matchPage(pathname);
    if (!page?.titledByScreen) {
      setDocumentHead(
        intl.formatMessage({ id: page ? pageMessageId(page.key, 'title') : 'notFound.title' }),
        intl.formatMessage({
          id: page ? pageMessageId(page.key, 'description') : 'notFound.description',
        }),
      );
    }
    trackPageView(localizePath(pathname, lang));

    if (first.current) {
      first.current = false;
    } else {
      window.scrollTo(0, 0);
    }
    // The page's language and messages stay for the life of the page (another language is another page load).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  useEffect(() => {
    setCanonical(localizePath(search ? `${pathname}?${search}` : pathname, lang));
  }, [pathname, search, lang]);
}
