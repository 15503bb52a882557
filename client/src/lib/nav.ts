/** Is a navigation link active? '/' only on the home page; other links by path prefix. */
export function isLinkActive(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
