import { contentLanguageNames, contentLanguages, type ContentLanguage } from '@contract/publishing';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '@client/lib/utils';

/** A filter's choice as a rounded chip: filled when chosen. */
export const filterChipClass = (current: boolean): string =>
  cn(
    'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors',
    current
      ? 'border-navy-900 bg-navy-900 text-white'
      : 'border-navy-200 bg-white text-navy-800 hover:border-navy-400 hover:bg-navy-50',
  );

/**
 * One choice of a list's filter: a link (it works before the page's code runs, and the address
 * holds the view), marked as the current page when chosen.
 */
export function FilterLink({
  href,
  current,
  lang,
  children,
}: {
  href: string;
  current: boolean;
  lang?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      lang={lang}
      aria-current={current ? 'page' : undefined}
      className={filterChipClass(current)}
    >
      {children}
    </Link>
  );
}

export interface FilterChoice {
  /** Unique among the choices. */
  key: string;
  href: string;
  current: boolean;
  label: ReactNode;
  /** The language the label is written in, when not the page's. */
  lang?: string | undefined;
}

/** One filter of a list: its choices as a row of chips, named for screen readers by `label`. */
export function FilterNav({
  label,
  choices,
  className,
}: {
  label: string;
  choices: readonly FilterChoice[];
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <li key={choice.key}>
            <FilterLink href={choice.href} current={choice.current} lang={choice.lang}>
              {choice.label}
            </FilterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The content-language filter of a public list: one chip per language, each named in itself. */
export function LanguageFilter({
  label,
  current,
  hrefOf,
}: {
  label: string;
  current: ContentLanguage;
  hrefOf: (lang: ContentLanguage) => string;
}) {
  return (
    <FilterNav
      label={label}
      choices={contentLanguages.map((lang) => ({
        key: lang,
        href: hrefOf(lang),
        current: lang === current,
        label: contentLanguageNames[lang],
        lang,
      }))}
    />
  );
}
