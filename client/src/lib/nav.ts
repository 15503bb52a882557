import { pathTo } from '@contract/pages';

/** Is a navigation link active? The home link only on the home page; other links by path prefix. */
export function isLinkActive(href: string, pathname: string): boolean {
  const home = pathTo('home');
  if (href === home) return pathname === home;
  return pathname === href || pathname.startsWith(`${href}/`);
}
