import { DEFAULT_LANGUAGE, type SiteLanguage } from '@contract/i18n';
import { ENGLISH_TEXT_PREFIXES } from '@contract/messages/catalogues';
import { en, type MessageId, type Messages } from '@contract/messages/en';
import { useMemo } from 'react';
import { createIntl, createIntlCache, useIntl, type IntlShape } from 'react-intl';
import { HttpError } from './api';

/** Other English that reaches a screen from outside the catalogues: toasts' titles and fallbacks. */
const namedEnglishTextIds = [
  // A deleted member's name, as the study groups' discussions give it.
  'groups.formerMember',
  // The admin panel's forms (publishing and the newsletter composer).
  'admin.newsletter.contentRequired',
  'passkey.dialogClosed',
  'passkey.alreadyOnDevice',
  'toast.loginFailed',
  'toast.registrationFailed',
  'toast.requestFailed',
  'toast.resetFailed',
  'toast.sendMessageFailed',
  'toast.createConversationFailed',
  'profile.updateFailed',
  'profile.updateFallback',
  'profile.passwordChangeFailed',
  'profile.passwordChangeFallback',
  'profile.error',
  'sessions.signOutFailed',
  'passkeys.renameFailed',
  'passkeys.removeFailed',
  'passkeys.renameFallback',
  'passkeys.removeFallback',
  'twoStep.setUpFailed',
  'twoStep.notOn',
  'twoStep.newCodesFailed',
  'twoStep.notOff',
  'twoStep.notOffFallback',
  'toast.subscriptionFailed',
  'toast.tryLater',
  'toast.resetEmailFailed',
  'toast.resetPasswordFailed',
  'toast.verificationEmailFailed',
  'toast.registrationFallback',
  'toast.loginFallback',
  'toast.codeFallback',
  'toast.submitQuestionFailed',
  'toast.createGroupFailed',
  'toast.joinGroupFailed',
  'toast.leaveGroupFailed',
  'toast.startDiscussionFailed',
  'toast.sendReplyFailed',
  'toast.deleteFailed',
] as const satisfies readonly MessageId[];

/**
 * English text that reaches a screen without passing through the catalogues, shown in the page's
 * language. The API speaks English (its `{ message, fieldErrors }` are the contract's), and the
 * browser's forms check with the contract's own zod schemas, so their messages are English too.
 * Each such message is the value of one id of the English catalogue, found here; the Spanish and
 * Portuguese catalogues give it in their language. A message with a number in it (`Name must be at
 * most {max} characters`) is found by its shape and its number carried over.
 * `localize.test.ts` proves that every message the contract's form schemas give is one of them,
 * and names the place to add one that is not.
 * See docs/decisions/0035-validation-messages-in-the-page-language.md.
 */
export const englishTextIds: readonly MessageId[] = [
  ...(Object.keys(en) as MessageId[]).filter((id) =>
    ENGLISH_TEXT_PREFIXES.some((prefix) => id.startsWith(prefix)),
  ),
  ...namedEnglishTextIds,
];

type Found = { id: MessageId; values: Record<string, string | number> };
type Matcher = (text: string) => Found | undefined;

const englishIntl = createIntl({ locale: DEFAULT_LANGUAGE, messages: en }, createIntlCache());

/**
 * Messages the contract follows with advice of the password estimator's, in English only: the
 * translation stands for the whole (it gives its own advice), so they are matched by their start.
 */
const followedByAdvice: ReadonlySet<MessageId> = new Set<MessageId>(['rule.passwordWeak']);

/** A message's matcher: its exact English, or (with `{arguments}`) its shape. */
function matcher(id: MessageId): Matcher {
  const source = en[id];
  const names = [...source.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  if (names.length === 0) {
    const exact = englishIntl.formatMessage({ id });
    if (followedByAdvice.has(id)) {
      return (text) => (text.startsWith(exact) ? { id, values: {} } : undefined);
    }
    return (text) => (text === exact ? { id, values: {} } : undefined);
  }
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(
    `^${source
      .split(/\{\w+\}/)
      .map(escape)
      .join('(.+?)')}$`,
  );
  return (text) => {
    const match = pattern.exec(text);
    if (!match) return undefined;
    const values = Object.fromEntries(
      names.map((name, i) => {
        const value = match[i + 1] ?? '';
        // A number is formatted again in the page's language (5000 → 5.000 in Portuguese).
        return [name, /^\d+$/.test(value) ? Number(value) : value];
      }),
    );
    return { id, values };
  };
}

const matchers = englishTextIds.map(matcher);

/** The catalogue id (and arguments) an English message of the API or the contract is, if any. */
export function findEnglishText(text: string): Found | undefined {
  for (const match of matchers) {
    const found = match(text);
    if (found) return found;
  }
  return undefined;
}

export interface Localizer {
  readonly lang: SiteLanguage;
  /**
   * English text (a validation message, a toast's title) in the page's language: English pages
   * show it exactly as given; others show the catalogue's translation, or the text as given when
   * it is not one of `englishTextIds` (already translated, or a name).
   */
  text(english: string): string;
  text(english: string | undefined): string | undefined;
  /**
   * A failure's message for people: the server's, in the page's language, else `fallback` (English,
   * also put in the page's language). On a Spanish or Portuguese page a server message with no
   * translation gives way to the fallback rather than show English.
   */
  error(error: unknown, fallback: string): string;
}

/** A localizer over a language's catalogue (react-intl's `IntlShape`, with or without React). */
export function localizerFor(intl: Pick<IntlShape, 'locale' | 'formatMessage'>): Localizer {
  const lang = intl.locale as SiteLanguage;
  const translate = (english: string): string | undefined => {
    const found = findEnglishText(english);
    return found ? intl.formatMessage({ id: found.id }, found.values) : undefined;
  };
  function text(english: string): string;
  function text(english: string | undefined): string | undefined;
  function text(english: string | undefined): string | undefined {
    if (english === undefined || lang === DEFAULT_LANGUAGE) return english;
    return translate(english) ?? english;
  }
  return {
    lang,
    text,
    error(error, fallback) {
      const message = error instanceof HttpError ? error.body?.message : undefined;
      if (message && lang === DEFAULT_LANGUAGE) return message;
      return (message && translate(message)) ?? text(fallback);
    },
  };
}

/** The English localizer, for code that runs before a page's catalogue has arrived. */
export const englishLocalizer = localizerFor(englishIntl);

/** A localizer for a language without React (the query client's toasts). */
export function createLocalizer(lang: SiteLanguage, messages: Messages): Localizer {
  return localizerFor(createIntl({ locale: lang, messages }, createIntlCache()));
}

/** The page's localizer: `useLocalizer().text(errors.email?.message)`. */
export function useLocalizer(): Localizer {
  const intl = useIntl();
  return useMemo(() => localizerFor(intl), [intl]);
}
