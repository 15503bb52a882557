import { documentTitle } from '@contract/pages';
import { withSiteName } from '@contract/site';
import { siteIdentity } from './site-identity';
import { useEffect } from 'react';

/** The head's `<meta>` with this name or property, made when the page has none. */
export function headMeta(attribute: 'name' | 'property', key: string): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.appendChild(meta);
  }
  return meta;
}

/** Names the page in the head: its document title and description. */
export function setDocumentHead(title: string, description: string): void {
  document.title = withSiteName(documentTitle(title), siteIdentity());
  headMeta('name', 'description').content = description;
}

/**
 * For a screen that names its page from what it shows (an article): the title and description
 * once known (undefined while loading keeps the head as it is).
 */
export function useDocumentHead(title: string | undefined, description: string | undefined): void {
  useEffect(() => {
    if (title !== undefined) setDocumentHead(title, description ?? '');
  }, [title, description]);
}
