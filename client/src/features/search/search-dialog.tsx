import * as Dialog from '@radix-ui/react-dialog';
import type { SearchKind } from '@contract/search';
import { searchHref } from '@contract/search-page';
import { Search } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { usePageLanguage } from '@client/lib/i18n';
import { cn } from '@client/lib/utils';
import { useSiteSearch } from './api/search';
import { appHref, kindLabelId } from './search-results';
import { Snippet } from './snippet';

/** The pause in typing after which the results are asked for. */
const DEBOUNCE_MS = 200;
/** Results of each kind the dialog suggests (the search page has them all). */
const PER_KIND = 3;

interface Choice {
  id: string;
  title: string;
  href: string;
  kind?: SearchKind;
  snippet?: string;
}

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The search dialog (opened by the navigation bar's search, `/` or Ctrl K / ⌘K): results as the
 * reader types, asked after a pause and the previous request cancelled when a newer one starts;
 * the arrow keys move through them, Enter opens one (or the search page), and how many were found
 * is announced.
 */
export function SearchDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const intl = useIntl();
  const lang = usePageLanguage();
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const q = useDebounced(text.trim(), DEBOUNCE_MS);
  const results = useSiteSearch({ q, kind: undefined, page: 1 }, lang, true);
  const answer = q ? results.data : undefined;

  const choices: Choice[] = [];
  if (answer?.passage) {
    choices.push({
      id: `${listId}-passage`,
      title: intl.formatMessage({ id: 'search.passage' }, { reference: answer.passage.reference }),
      href: appHref(answer.passage.url),
    });
  }
  for (const group of answer?.groups ?? []) {
    group.items.slice(0, PER_KIND).forEach((item, i) => {
      choices.push({
        id: `${listId}-${group.kind}-${i}`,
        title: item.title,
        href: appHref(item.url),
        kind: group.kind,
        snippet: item.snippet,
      });
    });
  }
  if (q) {
    choices.push({
      id: `${listId}-all`,
      title: intl.formatMessage({ id: 'search.dialog.all' }, { query: q }),
      href: searchHref({ q }),
    });
  }
  const current = Math.min(active, Math.max(0, choices.length - 1));

  const choose = (choice: Choice | undefined) => {
    if (!choice) return;
    onOpenChange(false);
    navigate(choice.href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = choices.length - 1;
    if (event.key === 'ArrowDown') setActive(current >= last ? 0 : current + 1);
    else if (event.key === 'ArrowUp') setActive(current <= 0 ? last : current - 1);
    else if (event.key === 'Enter') {
      // Before the results arrive, Enter opens the search page for what was typed.
      choose(
        text.trim() === q
          ? choices[current]
          : { id: '', title: '', href: searchHref({ q: text.trim() }) },
      );
    } else return;
    event.preventDefault();
  };

  const settled = !!q && !results.isFetching && !!answer;
  const found = choices.filter((c) => !c.id.endsWith('-all')).length;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-overlay fixed inset-0 z-50 bg-navy-950/70" />
        <Dialog.Content
          aria-describedby={undefined}
          className="animate-overlay fixed top-4 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-1rem)] max-w-2xl -translate-x-1/2 flex-col overflow-hidden rounded-xl bg-white text-navy-950 shadow-2xl sm:top-16"
        >
          <Dialog.Title className="sr-only">
            {intl.formatMessage({ id: 'search.dialog.title' })}
          </Dialog.Title>
          <div className="flex items-center gap-2 border-b border-navy-100 px-3">
            <Search className="size-5 shrink-0 text-navy-700" aria-hidden="true" />
            <input
              type="search"
              role="combobox"
              aria-label={intl.formatMessage({ id: 'search.label' })}
              aria-expanded={choices.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={choices[current]?.id}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
              placeholder={intl.formatMessage({ id: 'search.placeholder' })}
              maxLength={200}
              className="h-14 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-slate-600"
            />
          </div>
          <div
            id={listId}
            role="listbox"
            aria-label={intl.formatMessage({ id: 'search.dialog.results' })}
            className="overflow-y-auto p-2"
          >
            {choices.map((choice, i) => (
              <div
                key={choice.id}
                id={choice.id}
                role="option"
                aria-selected={i === current}
                onMouseMove={() => setActive(i)}
                onClick={() => choose(choice)}
                className={cn(
                  'cursor-pointer rounded-md px-3 py-2',
                  i === current ? 'bg-navy-100' : 'hover:bg-navy-50',
                )}
              >
                {choice.kind ? (
                  <span className="block text-xs font-semibold tracking-wide text-slate-700 uppercase">
                    {intl.formatMessage({ id: kindLabelId(choice.kind) })}
                  </span>
                ) : null}
                <span className="block font-semibold break-words text-navy-900">
                  {choice.title}
                </span>
                {choice.snippet ? (
                  <Snippet
                    html={choice.snippet}
                    className="line-clamp-2 text-sm break-words text-slate-800"
                  />
                ) : null}
              </div>
            ))}
          </div>
          <p aria-live="polite" className="sr-only">
            {q && results.isFetching
              ? intl.formatMessage({ id: 'search.dialog.searching' })
              : settled
                ? intl.formatMessage({ id: 'search.dialog.found' }, { count: found })
                : ''}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
