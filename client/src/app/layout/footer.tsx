import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { pathTo } from '@contract/pages';
import { useSiteIdentity } from '@client/lib/site-identity';
import { FOOTER_PAGE_SLUGS, footerPagesSchema, sitePagesApi } from '@contract/site-pages';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@client/lib/api';
import { Brand } from './brand';
import { usePageLanguage } from '@client/lib/i18n';
import { useNavigation } from './nav-items';

/**
 * The footer's published pages (privacy, terms) by language, as the page carried them: a page
 * rendered by the server brings them when there are any. Never asked for afterwards, so a page
 * makes no request of its own for its footer.
 */
function usePublishedFooterPages(): ReadonlySet<string> {
  const lang = usePageLanguage();
  const path = sitePagesApi.footer();
  const { data } = useQuery(
    apiQuery([path], path, footerPagesSchema, { enabled: false, staleTime: Infinity }),
  );
  return new Set(data?.[lang] ?? []);
}

/** A legal page's label: a link when the page is published in this language, else plain text. */
function LegalItem({
  slug,
  label,
  published,
}: {
  slug: string;
  label: string;
  published: boolean;
}) {
  return (
    <li>
      {published ? (
        <Link
          href={pathTo('sitePage', { slug })}
          className="rounded-sm text-navy-100 underline underline-offset-4 hover:text-white"
        >
          {label}
        </Link>
      ) : (
        label
      )}
    </li>
  );
}

export function Footer() {
  const intl = useIntl();
  const { footerLinks } = useNavigation();
  const lang = usePageLanguage();
  const published = usePublishedFooterPages();
  const identity = useSiteIdentity();
  return (
    <footer className="on-dark mt-auto bg-navy-950 text-navy-100">
      <div className="container-page grid gap-8 py-12 md:grid-cols-[2fr_1fr]">
        <div className="space-y-4">
          <Brand className="text-lg text-white" />
          <p className="max-w-prose text-sm leading-relaxed text-navy-200">
            {identity.tagline[lang]}
          </p>
        </div>
        <nav aria-label={intl.formatMessage({ id: 'footer.nav' })}>
          <h2 className="mb-3 font-sans text-sm font-semibold tracking-wider text-gold-300 uppercase">
            {intl.formatMessage({ id: 'footer.explore' })}
          </h2>
          <ul className="grid grid-cols-2 gap-2 text-sm md:grid-cols-1">
            {footerLinks.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className="rounded-sm text-navy-100 underline-offset-4 hover:text-white hover:underline"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-navy-800">
        <div className="container-page flex flex-col gap-3 py-6 text-sm text-navy-200 sm:flex-row sm:items-center sm:justify-between">
          <p>
            {intl.formatMessage(
              { id: 'footer.copyright' },
              { year: String(identity.copyright.year), holder: identity.copyright.holder },
            )}
          </p>
          <ul className="flex gap-6" aria-label={intl.formatMessage({ id: 'footer.legal' })}>
            <LegalItem
              slug={FOOTER_PAGE_SLUGS.privacy}
              label={intl.formatMessage({ id: 'footer.privacy' })}
              published={published.has(FOOTER_PAGE_SLUGS.privacy)}
            />
            <LegalItem
              slug={FOOTER_PAGE_SLUGS.terms}
              label={intl.formatMessage({ id: 'footer.terms' })}
              published={published.has(FOOTER_PAGE_SLUGS.terms)}
            />
          </ul>
        </div>
      </div>
    </footer>
  );
}
