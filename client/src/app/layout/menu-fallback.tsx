import { localizePath } from '@contract/i18n';
import type { ReactNode } from 'react';
import { usePageLanguage } from '@client/lib/i18n';
import { useHydrated } from '@client/lib/use-hydrated';
import { cn } from '@client/lib/utils';

export interface FallbackLink {
  /** A path of the route table ('/store'), written in the page's language; or, with `lang`, as is. */
  href: string;
  label: string;
  lang?: string;
}

/**
 * A menu's links as plain HTML, for a page the app has not started on (a public page before its
 * first use, or a browser without JavaScript): shown under the menu's button while the button
 * or the list holds the focus or the pointer (styles.css, `menu-fallback`), and only when no
 * script runs. Gone once hydrated: the real menu takes over. Wrap the button and this list in
 * an element with the `menu-fallback-group` class.
 */
export function MenuFallback({
  sections,
  className,
}: {
  sections: readonly { title?: string; links: readonly FallbackLink[] }[];
  className?: string;
}) {
  const hydrated = useHydrated();
  const lang = usePageLanguage();
  if (hydrated) return null;
  const list = (links: readonly FallbackLink[]): ReactNode => (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.lang ? link.href : localizePath(link.href, lang)}
            lang={link.lang}
            hrefLang={link.lang}
            className="flex rounded-sm px-3 py-2 text-sm text-navy-950 hover:bg-navy-100"
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <div
      className={cn(
        'menu-fallback absolute top-full z-50 min-w-[12rem] rounded-md border border-navy-100 bg-white p-1 text-navy-950 shadow-lg',
        className,
      )}
    >
      {sections.map((section, i) =>
        section.title ? (
          <section key={section.title} aria-label={section.title} className="pt-2">
            <h2 className="px-3 pb-1 font-sans text-xs font-semibold tracking-wider text-navy-600 uppercase">
              {section.title}
            </h2>
            {list(section.links)}
          </section>
        ) : (
          <div key={i}>{list(section.links)}</div>
        ),
      )}
    </div>
  );
}
