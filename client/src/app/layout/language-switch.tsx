import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { languageNames, localizePath, siteLanguages, type SiteLanguage } from '@contract/i18n';
import { Check, ChevronDown, Globe } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { useCurrentUser } from '@client/lib/auth';
import { rememberLanguage, saveMemberLanguage, usePageLanguage } from '@client/lib/i18n';
import { useHydrated } from '@client/lib/use-hydrated';
import { cn } from '@client/lib/utils';
import { MenuFallback, type FallbackLink } from './menu-fallback';

/**
 * The page being shown, in each language: '/store?x=1' is '/es/store?x=1' in Spanish. The query
 * joins once the page is hydrated: the server renders a page without its query (one rendering
 * serves every query), so the links the browser hydrates must not have it either, or React keeps
 * the server's and reports a mismatch (a reset link's token would be lost).
 */
export function useAddressIn(): (lang: SiteLanguage) => string {
  const [pathname] = useLocation();
  const search = useSearch();
  const query = useHydrated() ? search : '';
  return (lang) => localizePath(query ? `${pathname}?${query}` : pathname, lang);
}

/**
 * Goes to the same page in another language, remembering the choice (the `lang` cookie, and a
 * signed-in member's profile). A whole page load, not a client-side move: every string of the
 * page, its head and its address change together, as the pre-rendered page of that language
 * has them.
 */
function useChooseLanguage(): (lang: SiteLanguage, href: string) => void {
  const { data: user } = useCurrentUser();
  return (lang, href) => {
    rememberLanguage(lang);
    const saved = user && user.preferredLanguage !== lang ? saveMemberLanguage(lang) : undefined;
    void Promise.resolve(saved).then(() => window.location.assign(href));
  };
}

/** Each language's page as a plain link, by the language's own name. */
export const languageLinks = (addressIn: (lang: SiteLanguage) => string): FallbackLink[] =>
  siteLanguages.map((lang) => ({ href: addressIn(lang), label: languageNames[lang], lang }));

const menuItem =
  'flex cursor-pointer items-center gap-2 rounded-sm px-3 py-2 text-sm outline-offset-[-2px] select-none data-[highlighted]:bg-navy-100';

/** The navigation bar's language menu: a button named "Language: EN", each language by its own name. */
export function LanguageMenu() {
  const intl = useIntl();
  const current = usePageLanguage();
  const addressIn = useAddressIn();
  const choose = useChooseLanguage();
  const label = intl.formatMessage({ id: 'language.label' });
  // The name holds the code the button shows ("Language: EN"), so someone who speaks or reads
  // what they see on the button (voice control, a screen reader beside the screen) finds it.
  const code = current.toUpperCase();
  return (
    <DropdownMenu.Root modal={false}>
      <div className="menu-fallback-group relative">
        <DropdownMenu.Trigger
          aria-label={`${label}: ${code}`}
          title={label}
          className="inline-flex items-center gap-1 rounded-md px-2.5 py-2 text-sm font-medium text-navy-100 transition-colors hover:bg-navy-800 hover:text-white data-[state=open]:bg-navy-800 data-[state=open]:text-white"
        >
          <Globe className="size-4" aria-hidden="true" />
          <span>{code}</span>
          <ChevronDown className="size-4" aria-hidden="true" />
        </DropdownMenu.Trigger>
        <MenuFallback
          sections={[{ links: languageLinks(addressIn) }]}
          className="right-0 min-w-[10rem]"
        />
      </div>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-[10rem] rounded-md border border-navy-100 bg-white p-1 text-navy-950 shadow-lg"
        >
          {siteLanguages.map((lang) => {
            const href = addressIn(lang);
            return (
              <DropdownMenu.Item key={lang} asChild>
                <a
                  href={href}
                  lang={lang}
                  hrefLang={lang}
                  aria-current={lang === current ? 'true' : undefined}
                  className={cn(menuItem, lang === current && 'font-semibold')}
                  onClick={(event: MouseEvent) => {
                    event.preventDefault();
                    choose(lang, href);
                  }}
                >
                  <Check
                    className={cn('size-4', lang === current ? 'opacity-100' : 'opacity-0')}
                    aria-hidden="true"
                  />
                  {languageNames[lang]}
                </a>
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The drawer's language choice: a select named "Language" that goes to the chosen language. */
export function LanguageSelect() {
  const intl = useIntl();
  const current = usePageLanguage();
  const addressIn = useAddressIn();
  const choose = useChooseLanguage();
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold text-navy-700">
      {intl.formatMessage({ id: 'language.label' })}
      <select
        value={current}
        onChange={(event) => {
          const lang = siteLanguages.find((l) => l === event.target.value);
          if (lang && lang !== current) choose(lang, addressIn(lang));
        }}
        className="h-11 rounded-md border border-navy-200 bg-white px-3 text-base font-normal text-navy-900"
      >
        {siteLanguages.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {languageNames[lang]}
          </option>
        ))}
      </select>
    </label>
  );
}
