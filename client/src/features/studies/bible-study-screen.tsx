import { isStudyLanguage, type StudyCategoryFilter, type StudyLanguage } from '@content/studies';
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { COPY_PROTECTED_ATTRIBUTE } from '@client/lib/page-marks';
import { usePageLanguage } from '@client/lib/i18n';
import { useStudyList } from './api/studies';
import { StudyList } from './study-list';
import { StudyReader } from './study-reader';

/** `?study=1&lang=es`: the shareable address of a study in a language. */
function parseAddress(search: string): { study: number | null; language: StudyLanguage | null } {
  const params = new URLSearchParams(search);
  const id = Number(params.get('study'));
  const lang = params.get('lang');
  return {
    study: Number.isSafeInteger(id) && id > 0 ? id : null,
    language: isStudyLanguage(lang) ? lang : null,
  };
}

/**
 * `pageLanguage`, the study language the page opens in, is left out of the address: on /es the
 * Spanish text needs no `lang`, and English is `?lang=en` there.
 */
function writeAddress(
  study: number | null,
  language: StudyLanguage,
  pageLanguage: StudyLanguage,
): void {
  const url = new URL(window.location.href);
  url.searchParams.delete('study');
  url.searchParams.delete('lang');
  if (study !== null) url.searchParams.set('study', String(study));
  if (language !== pageLanguage) url.searchParams.set('lang', language);
  const next = `${url.pathname}${url.search}${url.hash}`;
  if (next !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
    window.history.replaceState(window.history.state, '', next);
  }
}

/**
 * The Bible Study Center: one screen, a list view and a reader view switched by a selection kept
 * in the screen. The address mirrors the selection so a study can be shared. Each study
 * and language is pre-rendered as well as the list, and the server answers an address with its
 * own page, so the first render (on the server, and in the browser while hydrating) can follow
 * the address. The studies come from the API; a page served for the list or a study carries its
 * answers, so neither asks again. An address naming no published study shows the list.
 */
export function BibleStudyScreen() {
  const address = parseAddress(useSearch());
  const list = useStudyList();
  // A study opens in the site's language unless the address names another.
  const pageLanguage = usePageLanguage();
  // undefined: nothing chosen on this page yet, so the address decides.
  const [chosenStudy, setSelected] = useState<number | null | undefined>(undefined);
  const [chosenLanguage, setLanguage] = useState<StudyLanguage | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<StudyCategoryFilter>('All');
  // Until the list arrives a study named by the address is taken as it is; then only a listed one.
  const named = list.data && !list.data.some((s) => s.id === address.study) ? null : address.study;
  const selected = chosenStudy === undefined ? named : chosenStudy;
  const language = chosenLanguage ?? address.language ?? pageLanguage;
  const listFocus = useRef<number | null>(null);

  useEffect(() => {
    if (chosenStudy !== undefined || chosenLanguage !== undefined) {
      writeAddress(selected, language, pageLanguage);
    }
  }, [chosenStudy, chosenLanguage, selected, language, pageLanguage]);

  // Back in the list: focus returns to the button that opened the study.
  useEffect(() => {
    if (selected !== null || listFocus.current === null) return;
    const id = listFocus.current;
    listFocus.current = null;
    const button = document.querySelector<HTMLElement>(`[aria-describedby="study-${id}-title"]`);
    button?.scrollIntoView({ block: 'center' });
    button?.focus();
  }, [selected]);

  return (
    // The copy protection (lib/copy-protection.ts) holds while this mark is in the page.
    <div className="select-none" {...{ [COPY_PROTECTED_ATTRIBUTE]: '' }}>
      {selected === null ? (
        <StudyList
          studies={list.data}
          failed={list.isError}
          search={search}
          onSearch={setSearch}
          category={category}
          onCategory={setCategory}
          language={language}
          onLanguage={setLanguage}
          onOpen={setSelected}
        />
      ) : (
        <StudyReader
          studyId={selected}
          summary={list.data?.find((s) => s.id === selected)}
          language={language}
          onLanguage={setLanguage}
          onBack={() => {
            listFocus.current = selected;
            setSelected(null);
          }}
        />
      )}
    </div>
  );
}
