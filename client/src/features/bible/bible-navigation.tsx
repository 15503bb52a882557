import { bibleVersion, bibleVersions, type BibleVersionId, isBibleVersion } from '@contract/bible';
import { BIBLE_BOOKS, bookDisplayName, type Testament } from '@contract/bible-books';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
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
      <CardHeader className="pb-4">
        <CardTitle as="h2">{intl.formatMessage({ id: 'reader.navigate' })}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
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

        <div className="flex flex-col gap-2">
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

        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.chapter}>{intl.formatMessage({ id: 'reader.chapter' })}</Label>
          <div className="flex items-center gap-2">
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label={intl.formatMessage({ id: 'reader.previousChapter' })}
              disabled={chapter <= 1}
              onClick={() => props.onChapter(chapter - 1)}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
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
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label={intl.formatMessage({ id: 'reader.nextChapter' })}
              disabled={chapter >= lastChapter}
              onClick={() => props.onChapter(chapter + 1)}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
          <p className="text-xs text-slate-600">{intl.formatMessage({ id: 'reader.keysTip' })}</p>
        </div>

        <form
          role="search"
          aria-labelledby={ids.heading}
          onSubmit={submit}
          className="flex flex-col gap-2"
        >
          <h3 id={ids.heading} className="text-sm font-medium text-navy-900">
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
          <p className="text-xs text-slate-600">
            {intl.formatMessage({ id: 'reader.searchHint' }, { language })}
          </p>
        </form>
      </CardContent>
    </Card>
  );
}
