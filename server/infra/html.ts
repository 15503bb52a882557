/**
 * Text as HTML text or an attribute's value. Pages, mail and the build's scripts all use it, so it
 * imports nothing.
 */
export const escapeHtml = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
