import { defaultBibleVersionFor } from '@contract/bible';
import type { PublicCharacter } from '@contract/characters';
import { eraOptions, type EraFilter } from '@content/characters';
import { BookOpen, Calendar, MapPin, Search } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DetailDialog } from '@client/components/detail-dialog';
import { LoadFailed } from '@client/components/load-failed';
import { PageHero } from '@client/components/page-hero';
import { ScriptureText } from '@client/components/scripture-reference';
import { Button } from '@client/components/ui/button';
import { DialogDescription, DialogTitle } from '@client/components/ui/dialog';
import {
  FILTER_ANY_ATTRIBUTE,
  FILTER_KEY_ATTRIBUTE,
  FILTERS_ATTRIBUTE,
  filterValueAttribute,
} from '@client/lib/page-marks';
import { eraIds } from '@client/lib/fixed-labels';
import { usePageLanguage } from '@client/lib/i18n';
import { NotTranslatedNote } from '@client/components/not-translated-note';
import { CharacterIcon } from './character-icon';
import { filterCharacters, searchedText } from './filter-characters';
import { useCharacterList } from './api/characters';

type BiblicalCharacter = PublicCharacter;

const gradient = (c: BiblicalCharacter) => ({
  backgroundImage: `linear-gradient(135deg, ${c.color.from}, ${c.color.to})`,
});

function HebrewName({ character }: { character: BiblicalCharacter }) {
  return (
    <span>
      <span lang="he" dir="rtl" className="font-serif text-lg">
        {character.hebrewName}
      </span>{' '}
      {/* The name in Latin letters: still Hebrew, the same on every language's page. */}
      <span lang="he-Latn" className="text-sm">
        ({character.hebrewTransliteration})
      </span>
    </span>
  );
}

function CharacterCard({
  character,
  onOpen,
}: {
  character: BiblicalCharacter;
  onOpen: (c: BiblicalCharacter) => void;
}) {
  const intl = useIntl();
  // A character without its translation yet shows in English, marked so, with a short notice.
  const untranslated = !character.translated;
  const contentLang = untranslated ? 'en' : undefined;
  return (
    <article
      aria-labelledby={`character-${character.id}-name`}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-navy-100 bg-white shadow-sm transition-shadow hover:shadow-lg"
    >
      <div className="on-dark flex items-center gap-4 p-5 text-white" style={gradient(character)}>
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white/20">
          <CharacterIcon icon={character.icon} className="size-6" />
        </span>
        <div className="min-w-0">
          <h2 id={`character-${character.id}-name`} className="font-serif text-2xl font-bold">
            {character.name}
          </h2>
          <p className="text-white/90">
            <span className="sr-only">{intl.formatMessage({ id: 'characters.hebrewName' })}</span>
            <HebrewName character={character} />
          </p>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <span
          lang={contentLang}
          className="self-start rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-semibold text-gold-800"
        >
          {character.title}
        </span>
        <p lang={contentLang} className="flex items-center gap-1.5 text-sm text-slate-700">
          <Calendar className="size-4 shrink-0" aria-hidden="true" />
          {character.period}
        </p>
        <p lang={contentLang} className="flex items-center gap-1.5 text-sm text-slate-700">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          {character.location}
        </p>
        {/* Three whole lines: a clamped box that also grew with the card showed part of a fourth. */}
        <p lang={contentLang} className="line-clamp-3 text-slate-700">
          {character.significance}
        </p>
        {untranslated ? <NotTranslatedNote inEnglishItem /> : null}
        <Button
          variant="link"
          className="mt-auto self-start px-0"
          onClick={() => onOpen(character)}
          aria-haspopup="dialog"
        >
          {intl.formatMessage(
            { id: 'characters.learnMore' },
            {
              name: character.name,
              hidden: (chunks) => <span className="sr-only">{chunks}</span>,
            },
          )}
        </Button>
      </div>
    </article>
  );
}

function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6">
      <h3 className="font-serif text-xl font-semibold text-navy-900">{title}</h3>
      <div className="mt-2 leading-relaxed text-slate-800">{children}</div>
    </section>
  );
}

const bulletList = (
  items: readonly string[],
  lang: string | undefined,
  linked: (text: string, index: number) => ReactNode,
) => (
  <ul lang={lang} className="list-disc space-y-1 pl-5 marker:text-gold-600">
    {items.map((item, index) => (
      <li key={item}>{linked(item, index)}</li>
    ))}
  </ul>
);

function CharacterDialog({
  character,
  onClose,
}: {
  character: BiblicalCharacter | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const lang = usePageLanguage();
  // A character without its translation yet shows in English, marked so, with a short notice.
  const contentLang = character !== null && !character.translated ? 'en' : undefined;
  // Its Scripture references are links, found in the language its text is in.
  const textLang = contentLang ?? lang;
  const found = character?.references;
  const version = defaultBibleVersionFor(textLang);
  const linked = (where: 'significance' | 'biography' | 'symbolism') => (text: string) => (
    <ScriptureText text={text} references={found?.[where]} version={version} />
  );
  const linkedItem =
    (where: 'keyVerses' | 'keyEvents' | 'lessons' | 'prophecies') =>
    (text: string, index: number) => (
      <ScriptureText text={text} references={found?.[where][index]} version={version} />
    );
  return (
    <DetailDialog
      item={character}
      onClose={onClose}
      closeLabel={intl.formatMessage({ id: 'characters.close' })}
      className="max-w-3xl"
      closeClassName="mt-8 px-6 pb-6"
    >
      {(shown) => (
        <>
          <div className="on-dark flex items-center gap-4 p-6 text-white" style={gradient(shown)}>
            <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-white/20">
              <CharacterIcon icon={shown.icon} className="size-7" />
            </span>
            <div>
              <DialogTitle className="text-white">{shown.name}</DialogTitle>
              <p className="text-white/90">
                <HebrewName character={shown} />
              </p>
              <p
                lang={contentLang}
                className="mt-1 text-sm font-semibold tracking-wide text-gold-200 uppercase"
              >
                {shown.title}
              </p>
            </div>
          </div>
          <div className="px-6 pt-2">
            {contentLang ? (
              <div className="mt-4">
                <NotTranslatedNote inEnglishItem />
              </div>
            ) : null}
            <DialogDescription className="mt-4 text-lg" lang={contentLang}>
              {linked('significance')(shown.significance)}
            </DialogDescription>
            <DetailSection title={intl.formatMessage({ id: 'characters.biography' })}>
              <p lang={contentLang}>{linked('biography')(shown.biography)}</p>
            </DetailSection>
            <DetailSection title={intl.formatMessage({ id: 'characters.keyEvents' })}>
              {bulletList(shown.keyEvents, contentLang, linkedItem('keyEvents'))}
            </DetailSection>
            <DetailSection title={intl.formatMessage({ id: 'characters.keyVerses' })}>
              <ul className="flex flex-wrap gap-2">
                {shown.keyVerses.map((verse, index) => (
                  <li
                    key={verse}
                    className="inline-flex items-center gap-1 rounded-full bg-navy-50 px-3 py-1 text-sm font-medium text-navy-800"
                  >
                    <BookOpen className="size-3.5" aria-hidden="true" />
                    {linkedItem('keyVerses')(verse, index)}
                  </li>
                ))}
              </ul>
            </DetailSection>
            <DetailSection title={intl.formatMessage({ id: 'characters.symbolism' })}>
              <p lang={contentLang}>{linked('symbolism')(shown.symbolism)}</p>
            </DetailSection>
            <DetailSection title={intl.formatMessage({ id: 'characters.lessons' })}>
              {bulletList(shown.lessons, contentLang, linkedItem('lessons'))}
            </DetailSection>
            {shown.prophecies && shown.prophecies.length > 0 ? (
              <DetailSection title={intl.formatMessage({ id: 'characters.prophecies' })}>
                {bulletList(shown.prophecies, contentLang, linkedItem('prophecies'))}
              </DetailSection>
            ) : null}
            <DetailSection title={intl.formatMessage({ id: 'characters.quickFacts' })}>
              <dl className="grid gap-3 rounded-lg bg-navy-50 p-4 sm:grid-cols-3">
                <div>
                  <dt className="text-xs font-semibold tracking-wider text-navy-700 uppercase">
                    {intl.formatMessage({ id: 'characters.period' })}
                  </dt>
                  <dd lang={contentLang}>{shown.period}</dd>
                </div>
                <div>
                  <dt className="text-xs font-semibold tracking-wider text-navy-700 uppercase">
                    {intl.formatMessage({ id: 'characters.era' })}
                  </dt>
                  <dd>{intl.formatMessage({ id: eraIds[shown.era] })}</dd>
                </div>
                <div>
                  <dt className="text-xs font-semibold tracking-wider text-navy-700 uppercase">
                    {intl.formatMessage({ id: 'characters.location' })}
                  </dt>
                  <dd lang={contentLang}>{shown.location}</dd>
                </div>
              </dl>
            </DetailSection>
          </div>
        </>
      )}
    </DetailDialog>
  );
}

/** The cards' list, which the search and the era filter as the page's markup says (boot.ts). */
const LIST_ID = 'character-list';

/** The Biblical Characters page: search, era filter and the character cards. */
export function CharactersScreen() {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const [era, setEra] = useState<EraFilter>('all');
  const [selected, setSelected] = useState<BiblicalCharacter | null>(null);
  const list = useCharacterList();
  const shown = filterCharacters(list.data ?? [], { search, era });

  return (
    <>
      <PageHero
        eyebrow={intl.formatMessage({ id: 'characters.eyebrow' })}
        title={intl.formatMessage({ id: 'characters.title' })}
        lead={intl.formatMessage({ id: 'characters.lead' })}
      />
      <div className="container-page py-12 sm:py-16">
        <div className="flex flex-col gap-4 rounded-xl border border-navy-100 bg-white p-5 shadow-sm sm:flex-row sm:items-end">
          <div className="flex-1">
            <label htmlFor="character-search" className="text-sm font-semibold text-navy-900">
              {intl.formatMessage({ id: 'characters.search' })}
            </label>
            <div className="relative mt-1">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
                aria-hidden="true"
              />
              <input
                id="character-search"
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                {...{ [FILTERS_ATTRIBUTE]: LIST_ID }}
                placeholder={intl.formatMessage({ id: 'characters.searchPlaceholder' })}
                className="h-11 w-full rounded-md border border-navy-300 bg-white pr-3 pl-9 text-base text-navy-950 placeholder:text-slate-500"
              />
            </div>
          </div>
          <div className="sm:w-56">
            <label htmlFor="character-era" className="text-sm font-semibold text-navy-900">
              {intl.formatMessage({ id: 'characters.era' })}
            </label>
            <select
              id="character-era"
              value={era}
              onChange={(e) => setEra(e.target.value as EraFilter)}
              {...{
                [FILTERS_ATTRIBUTE]: LIST_ID,
                [FILTER_KEY_ATTRIBUTE]: 'era',
                [FILTER_ANY_ATTRIBUTE]: 'all' satisfies EraFilter,
              }}
              className="mt-1 h-11 w-full rounded-md border border-navy-300 bg-white px-3 text-base text-navy-950"
            >
              {eraOptions.map((option) => (
                <option key={option} value={option}>
                  {intl.formatMessage({ id: eraIds[option] })}
                </option>
              ))}
            </select>
          </div>
        </div>

        <p role="status" className="sr-only">
          {intl.formatMessage({ id: 'characters.shown' }, { count: shown.length })}
        </p>
        {list.isError ? (
          <div className="mt-10">
            <LoadFailed
              what={intl.formatMessage({ id: 'characters.what' })}
              onRetry={() => void list.refetch()}
            />
          </div>
        ) : list.isPending ? null : shown.length > 0 ? (
          <ul id={LIST_ID} className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((character) => (
              <li
                key={character.id}
                {...{
                  [filterValueAttribute('text')]: searchedText(character),
                  [filterValueAttribute('era')]: character.era,
                }}
              >
                <CharacterCard character={character} onOpen={setSelected} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-10 text-center text-lg text-slate-700">
            {intl.formatMessage({ id: 'characters.none' })}
          </p>
        )}
      </div>
      <CharacterDialog character={selected} onClose={() => setSelected(null)} />
    </>
  );
}
