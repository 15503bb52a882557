import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { siteTaglineIn } from '@content/home';
import { SITE_NAME } from '@contract/pages';
import { Brand } from './brand';
import { usePageLanguage } from '@client/lib/i18n';
import { useNavigation } from './nav-items';

export function Footer() {
  const intl = useIntl();
  const { footerLinks } = useNavigation();
  const lang = usePageLanguage();
  return (
    <footer className="on-dark mt-auto bg-navy-950 text-navy-100">
      <div className="container-page grid gap-8 py-12 md:grid-cols-[2fr_1fr]">
        <div className="space-y-4">
          <Brand className="text-lg text-white" />
          <p className="max-w-prose text-sm leading-relaxed text-navy-200">{siteTaglineIn[lang]}</p>
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
          <p>{intl.formatMessage({ id: 'footer.copyright' }, { siteName: SITE_NAME })}</p>
          <ul className="flex gap-6" aria-label={intl.formatMessage({ id: 'footer.legal' })}>
            <li>{intl.formatMessage({ id: 'footer.privacy' })}</li>
            <li>{intl.formatMessage({ id: 'footer.terms' })}</li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
