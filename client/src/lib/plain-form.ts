import {
  PLAIN_FORM_ANSWER_KEY,
  plainFormAnswerSchema,
  plainForms,
  type PlainForm,
  type PlainFormAnswer,
} from '@contract/plain-forms';
import { localizePath } from '@contract/i18n';
import { skipToken, useQuery } from '@tanstack/react-query';
import { usePageLanguage } from './i18n';

/**
 * The outcome of a plain HTML post of `form` (JavaScript off or failed), when the page answers
 * one: the server renders the page with it and writes it into the page's data, so it shows in the
 * HTML and stays while hydrating. Nothing is ever fetched for it.
 */
export function usePlainFormAnswer(form: PlainForm): PlainFormAnswer | undefined {
  const { data } = useQuery({ queryKey: PLAIN_FORM_ANSWER_KEY, queryFn: skipToken });
  const parsed = plainFormAnswerSchema.safeParse(data);
  return parsed.success && parsed.data.form === form ? parsed.data : undefined;
}

/** Where a form posts without JavaScript: its page, in the page's language. */
export function usePlainFormAction(form: PlainForm): string {
  return localizePath(plainForms[form], usePageLanguage());
}
