import { bibleVersion, bibleVersions, type BibleVersionId, isBibleVersion } from '@contract/bible';
import { BIBLE_BOOKS, bookDisplayName, type Testament } from '@contract/bible-books';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { IconButton } from '@client/components/icon-button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { useBookNameLanguage } from '@client/lib/passage';

const selectClass =
  'h-10 w-full min-w-0 rounded-md border border-navy-300 bg-white px-3 text-base text-navy-950 sm:text-sm';

const TESTAMENTS: Testament[] = ['OT', 'NT'];

export interface BibleNavigationProps {
  bookName: string;
  chapter: number;
  lastChapter: number;
  onBook(name: string): void;
  onChapter(chapter: number): void;
  searchText: string;
  onSearchText(text: string): void;
  onSearch(): void;
  version: BibleVersionId;
  onVersion(version: BibleVersionId): void;
}

/** The navigation card: version, book, chapter with previous/next, and 'Search Scripture'. */
export function BibleNavigation(props: BibleNavigationProps) {
  const { bookName, chapter, lastChapter, searchText, version } = props;
  const ids = {
    version: useId(),
    book: useId(),
    chapter: useId(),
    search: useId(),
    heading: useId(),
  };
  const intl = useIntl();
  // Books are listed by their names (in the version's language, or the page's where it has no
  // Bible text); the value stays the canonical name.
  const nameLanguage = useBookNameLanguage(version);
  const { language } = bibleVersion(version);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSearch();
  };

  return (
    <Card className="self-start">
      {/* On a phone the card is compact, so the chapter's first verses show on the first screen. */}
      <CardHeader className="sr-only pb-4 lg:not-sr-only">
        <CardTitle as="h2">{intl.formatMessage({ id: 'reader.navigate' })}</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-x-3 gap-y-3 pt-4 sm:pt-6 lg:flex lg:flex-col lg:gap-5 lg:pt-0">
        <div className="flex min-w-0 flex-col gap-2">
          <Label htmlFor={ids.version}>{intl.formatMessage({ id: 'reader.version' })}</Label>
          <select
            id={ids.version}
            className={selectClass}
            value={version}
            onChange={(e) => {
              if (isBibleVersion(e.target.value)) props.onVersion(e.target.value);
            }}
          >
            {bibleVersions.map((v) => (
              <option key={v.id} value={v.id} lang={v.language}>
                {`${v.name} (${v.abbreviation})`}
              </option>
            ))}
          </select>
        </div>

        <div className="flex min-w-0 flex-col gap-2">
          <Label htmlFor={ids.book}>{intl.formatMessage({ id: 'reader.book' })}</Label>
          <select
            id={ids.book}
            className={selectClass}
            value={bookName}
            onChange={(e) => props.onBook(e.target.value)}
          >
            {TESTAMENTS.map((testament) => (
              <optgroup
                key={testament}
                label={intl.formatMessage({ id: 'reader.testament' }, { testament })}
              >
                {BIBLE_BOOKS.filter((b) => b.testament === testament).map((b) => (
                  <option key={b.name} value={b.name}>
                    {bookDisplayName(b, nameLanguage)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>

        <div className="col-span-2 flex flex-col gap-2">
          <Label htmlFor={ids.chapter}>{intl.formatMessage({ id: 'reader.chapter' })}</Label>
          <div className="flex items-center gap-2">
            <IconButton
              type="button"
              variant="outline"
              icon={ChevronLeft}
              label={intl.formatMessage({ id: 'reader.previousChapter' })}
              disabled={chapter <= 1}
              onClick={() => props.onChapter(chapter - 1)}
            />
            <select
              id={ids.chapter}
              className={selectClass}
              value={chapter}
              onChange={(e) => props.onChapter(Number(e.target.value))}
            >
              {Array.from({ length: lastChapter }, (_, i) => (
                <option key={i + 1} value={i + 1}>
                  {i + 1}
                </option>
              ))}
            </select>
            <IconButton
              type="button"
              variant="outline"
              icon={ChevronRight}
              label={intl.formatMessage({ id: 'reader.nextChapter' })}
              disabled={chapter >= lastChapter}
              onClick={() => props.onChapter(chapter + 1)}
            />
          </div>
          {/* Arrow keys mean nothing on a touch screen: the tip is for a mouse and keyboard. */}
          <p className="hidden text-xs text-slate-600 pointer-fine:block">
            {intl.formatMessage({ id: 'reader.keysTip' })}
          </p>
        </div>

        <form
          role="search"
          aria-labelledby={ids.heading}
          onSubmit={submit}
          className="col-span-2 flex flex-col gap-2"
        >
          {/* On a phone the field's placeholder and the button say it; the heading stays named. */}
          <h3 id={ids.heading} className="sr-only text-sm font-medium text-navy-900 lg:not-sr-only">
            <label htmlFor={ids.search}>{intl.formatMessage({ id: 'reader.searchHeading' })}</label>
          </h3>
          {/*
            The field needs the width of its whole placeholder: it sits beside the button only
            where the card is wide enough for both, and above it in the sidebar and on phones.
          */}
          <div className="@container">
            <div className="flex flex-col gap-2 @sm:flex-row">
              <Input
                id={ids.search}
                type="search"
                placeholder={intl.formatMessage({ id: 'reader.searchPlaceholder' })}
                value={searchText}
                maxLength={200}
                onChange={(e) => props.onSearchText(e.target.value)}
              />
              <Button type="submit" disabled={!searchText.trim()}>
                <Search aria-hidden="true" />
                {intl.formatMessage({ id: 'reader.search' })}
              </Button>
            </div>
          </div>
          <p className="sr-only text-xs text-slate-600 lg:not-sr-only">
            {intl.formatMessage({ id: 'reader.searchHint' }, { language })}
          </p>
        </form>
      </CardContent>
    </Card>
  );
}
