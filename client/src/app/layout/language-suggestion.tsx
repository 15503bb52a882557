import { DEFAULT_LANGUAGE, languageNames, localizePath, type SiteLanguage } from '@contract/i18n';
import type { Messages } from '@contract/messages/en';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import {
  chosenLanguage,
  loadMessages,
  preferredLanguage,
  rememberLanguage,
  usePageLanguage,
} from '@client/lib/i18n';
import { useHydrated } from '@client/lib/use-hydrated';

function Suggestion({ lang, onDismiss }: { lang: SiteLanguage; onDismiss: () => void }) {
  const intl = useIntl();
  return (
    <div
      lang={lang}
      role="region"
      aria-label={languageNames[lang]}
      className="border-b border-gold-300 bg-gold-100 text-navy-950"
    >
      <div className="container-page flex items-center justify-between gap-3 py-2 text-sm">
        <p>
          {intl.formatMessage({ id: 'language.suggestion' })}{' '}
          <a
            href={localizePath('/', lang)}
            className="font-semibold text-navy-800 underline underline-offset-4"
            onClick={() => rememberLanguage(lang)}
          >
            {intl.formatMessage({ id: 'language.suggestionLink' })}
          </a>
        </p>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={intl.formatMessage({ id: 'language.dismiss' })}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-md hover:bg-gold-200"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}

/**
 * A first visit to the English home page from a browser that prefers Spanish or Portuguese gets
 * a small note in that language, linking to its home page: never a redirect, so crawlers and
 * shared links get the page they asked for. The pre-rendered `/` is the same for everyone, so
 * the browser decides, after hydration, from `navigator.languages` (the list it sends as
 * Accept-Language). A language chosen once (the `lang` cookie, which dismissing sets to the
 * page's own) ends the suggestions.
 */
export function LanguageSuggestion() {
  const hydrated = useHydrated();
  const [pathname] = useLocation();
  const pageLanguage = usePageLanguage();
  const [suggested, setSuggested] = useState<{ lang: SiteLanguage; messages: Messages }>();
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    const englishHome = pathname === '/' && pageLanguage === DEFAULT_LANGUAGE;
    if (!hydrated || !englishHome || chosenLanguage() !== undefined) return;
    const lang = preferredLanguage(navigator.languages);
    if (lang === undefined || lang === pageLanguage) return;
    let live = true;
    loadMessages(lang).then(
      (messages) => live && setSuggested({ lang, messages }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [hydrated, pathname, pageLanguage]);

  if (!suggested || dismissed || pathname !== '/') return null;
  return (
    <IntlProvider locale={suggested.lang} messages={suggested.messages}>
      <Suggestion
        lang={suggested.lang}
        onDismiss={() => {
          rememberLanguage(pageLanguage);
          setDismissed(true);
        }}
      />
    </IntlProvider>
  );
}
