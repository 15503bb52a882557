import { languageOfPath, isSiteLanguage } from '@contract/i18n';
import type { SearchGroup, SearchKind } from '@contract/search';
import { SEARCH_GROUP_SIZE } from '@contract/search';
import { searchHref } from '@contract/search-page';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { LanguageBadge } from '@client/components/language-badge';
import { Snippet } from './snippet';

/** A result's address inside the app: without the page's language prefix the router adds. */
export const appHref = (url: string): string => languageOfPath(url).path;

export const kindLabelId = (kind: SearchKind) => `search.kind.${kind}` as const;

/** One kind's results: a heading, the items, and a link to all of them when there are more. */
export function ResultGroup({
  group,
  query,
  showAll,
}: {
  group: SearchGroup;
  query: string;
  /** The link to this kind's own pages, when only its first results are shown. */
  showAll: boolean;
}) {
  const intl = useIntl();
  const headingId = `search-group-${group.kind}`;
  return (
    <section aria-labelledby={headingId} className="mt-10 first:mt-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-navy-100 pb-2">
        <h2 id={headingId} className="font-serif text-2xl font-bold text-navy-900">
          {intl.formatMessage({ id: kindLabelId(group.kind) })}
        </h2>
        <span className="text-sm text-slate-700">
          {intl.formatMessage({ id: 'search.count' }, { total: group.total })}
        </span>
      </div>
      <ul className="mt-4 space-y-5">
        {group.items.map((item) => (
          <li key={item.url + item.title} className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <Link
                href={appHref(item.url)}
                className="text-lg font-semibold break-words text-navy-800 underline-offset-4 hover:underline"
                lang={isSiteLanguage(item.language) ? item.language : undefined}
              >
                {item.title}
              </Link>
              {isSiteLanguage(item.language) ? <LanguageBadge language={item.language} /> : null}
            </div>
            <Snippet
              html={item.snippet}
              className="mt-1 text-sm leading-relaxed break-words text-slate-800"
            />
          </li>
        ))}
      </ul>
      {showAll && group.total > Math.min(group.items.length, SEARCH_GROUP_SIZE) ? (
        <p className="mt-4">
          <Link
            href={searchHref({ q: query, kind: group.kind })}
            className="text-sm font-semibold text-navy-800 underline underline-offset-4"
          >
            {intl.formatMessage({ id: 'search.showAll' }, { total: group.total })}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
