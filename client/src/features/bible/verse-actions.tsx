import { HIGHLIGHT_COLORS, NOTE_MAX_LENGTH, type HighlightColor } from '@contract/study-tools';
import { pathTo } from '@contract/pages';
import { Bookmark, Copy, NotebookPen, Share2, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { TitledDialog, type DialogOpenProps } from '@client/components/titled-dialog';
import { TextareaField } from '@client/components/ui/form-field';
import { toast } from '@client/components/ui/use-toast';
import { serverFieldErrors } from '@client/lib/api';
import { cn } from '@client/lib/utils';
import {
  useAddBookmark,
  useAddHighlight,
  useAddNote,
  useBookmarks,
  useDeleteBookmark,
  useDeleteHighlight,
  useHighlights,
  useNotes,
} from './api/study-tools';

/** The background each highlight colour gives a verse (dark text stays readable on all). */
export const HIGHLIGHT_CLASSES: Record<HighlightColor, string> = {
  yellow: 'bg-yellow-200',
  green: 'bg-green-200',
  blue: 'bg-sky-200',
  pink: 'bg-pink-200',
  orange: 'bg-orange-200',
};

/** A selection of verses in the chapter shown: first and last. */
export type VerseSelection = [number, number];

interface ChapterMark {
  id: number;
  startChapter: number;
  startVerse: number;
  endChapter: number;
  endVerse: number;
}

/** Does a mark cover `verse` of `chapter` (a range may run over from another chapter)? */
const covers = (mark: ChapterMark, chapter: number, verse: number) =>
  (mark.startChapter < chapter || (mark.startChapter === chapter && mark.startVerse <= verse)) &&
  (mark.endChapter > chapter || (mark.endChapter === chapter && mark.endVerse >= verse));

const isExactly = (mark: ChapterMark, chapter: number, [from, to]: VerseSelection) =>
  mark.startChapter === chapter &&
  mark.endChapter === chapter &&
  mark.startVerse === from &&
  mark.endVerse === to;

/** The member's highlights, bookmarks and notes on one chapter (book: OSIS id). */
export function useChapterMarks(member: boolean, book: string | undefined, chapter: number) {
  const highlights = useHighlights(member && !!book, book, chapter);
  const bookmarks = useBookmarks(member && !!book, book, chapter);
  const notes = useNotes(member && !!book, { sort: 'book', q: '', page: 1, book, chapter });
  return {
    colorOf: (verse: number): HighlightColor | undefined =>
      highlights.data?.highlights.findLast((h) => covers(h, chapter, verse))?.color,
    bookmarked: (verse: number) =>
      bookmarks.data?.bookmarks.some((b) => covers(b, chapter, verse)) ?? false,
    noteCount: (verse: number) =>
      notes.data?.notes.filter((n) => n.startChapter === chapter && n.startVerse === verse)
        .length ?? 0,
    highlightOn: (selection: VerseSelection) =>
      highlights.data?.highlights.find((h) => isExactly(h, chapter, selection)),
    bookmarkOn: (selection: VerseSelection) =>
      bookmarks.data?.bookmarks.find((b) => isExactly(b, chapter, selection)),
  };
}
export type ChapterMarks = ReturnType<typeof useChapterMarks>;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The bar a selected verse (or range) opens: Copy (its text with its reference) and Share (its
 * address, through the browser's share sheet where there is one), and for members Highlight in
 * five colours, Bookmark and Note. A visitor is invited to sign in instead. Escape closes it.
 */
export function VerseActionBar({
  selection,
  chapter,
  englishReference,
  reference,
  abbreviation,
  text,
  member,
  marks,
  onClose,
}: {
  selection: VerseSelection;
  chapter: number;
  /** 'John 3:16' as the server reads it. */
  englishReference: string;
  /** As the reader shows it: 'Juan 3:16' in the Reina-Valera. */
  reference: string;
  abbreviation: string;
  text: string;
  member: boolean;
  marks: ChapterMarks;
  onClose: () => void;
}) {
  const intl = useIntl();
  const bar = useRef<HTMLDivElement>(null);
  const [noteOpen, setNoteOpen] = useState(false);
  const addHighlight = useAddHighlight();
  const deleteHighlight = useDeleteHighlight();
  const addBookmark = useAddBookmark();
  const deleteBookmark = useDeleteBookmark();
  const highlight = marks.highlightOn(selection);
  const bookmark = marks.bookmarkOn(selection);
  const [from, to] = selection;

  useEffect(() => {
    bar.current?.querySelector('button')?.focus();
  }, [from, to, chapter]);

  const copy = async () => {
    const ok = await copyText(`“${text}” — ${reference} (${abbreviation})`);
    toast({
      title: intl.formatMessage({ id: ok ? 'verseActions.copied' : 'verseActions.copyFailed' }),
    });
  };

  const share = async () => {
    const url = `${window.location.origin}${window.location.pathname}${window.location.search}#v${from === to ? from : `${from}-${to}`}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: reference, text: `${reference} (${abbreviation})`, url });
        return;
      } catch (err) {
        // The person closed the share sheet: nothing to say.
        if (err instanceof DOMException && err.name === 'AbortError') return;
      }
    }
    const ok = await copyText(url);
    toast({
      title: intl.formatMessage({ id: ok ? 'verseActions.linkCopied' : 'verseActions.copyFailed' }),
    });
  };

  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label={intl.formatMessage({ id: 'verseActions.toolbar' }, { reference })}
      data-testid="verse-actions"
      className="sticky bottom-0 z-10 mt-3 flex flex-wrap items-center gap-2 rounded-lg border border-navy-200 bg-white p-3 shadow-lg"
      onKeyDown={(event) => {
        // The note dialog sits in a portal, but its keys bubble here through React: not ours.
        if (!event.currentTarget.contains(event.target as Node)) return;
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <p className="w-full text-sm font-semibold text-navy-900">{reference}</p>
      <Button type="button" size="sm" variant="outline" onClick={() => void copy()}>
        <Copy aria-hidden="true" />
        {intl.formatMessage({ id: 'verseActions.copy' })}
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={() => void share()}>
        <Share2 aria-hidden="true" />
        {intl.formatMessage({ id: 'verseActions.share' })}
      </Button>
      {member ? (
        <>
          <fieldset className="flex flex-wrap items-center gap-1">
            <legend className="sr-only">
              {intl.formatMessage({ id: 'verseActions.highlight' })}
            </legend>
            {HIGHLIGHT_COLORS.map((color) => (
              <button
                key={color}
                type="button"
                aria-pressed={highlight?.color === color}
                aria-label={intl.formatMessage(
                  { id: 'verseActions.highlightIn' },
                  { color: intl.formatMessage({ id: COLOR_NAMES[color] }) },
                )}
                onClick={() =>
                  highlight?.color === color
                    ? deleteHighlight.mutate(highlight.id)
                    : addHighlight.mutate({ reference: englishReference, color })
                }
                className={cn(
                  'size-9 rounded-full border-2 border-navy-300',
                  HIGHLIGHT_CLASSES[color],
                  highlight?.color === color && 'border-navy-900 ring-2 ring-navy-900',
                )}
              />
            ))}
          </fieldset>
          <Button
            type="button"
            size="sm"
            variant={bookmark ? 'secondary' : 'outline'}
            aria-pressed={!!bookmark}
            onClick={() =>
              bookmark ? deleteBookmark.mutate(bookmark.id) : addBookmark.mutate(englishReference)
            }
          >
            <Bookmark aria-hidden="true" />
            {intl.formatMessage({ id: 'verseActions.bookmark' })}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => setNoteOpen(true)}>
            <NotebookPen aria-hidden="true" />
            {intl.formatMessage({ id: 'verseActions.note' })}
          </Button>
          <NoteDialog
            open={noteOpen}
            onOpenChange={setNoteOpen}
            reference={reference}
            englishReference={englishReference}
          />
        </>
      ) : (
        <Link href={pathTo('login')} className="text-sm font-medium text-navy-700 underline">
          {intl.formatMessage({ id: 'verseActions.signIn' })}
        </Link>
      )}
      <Button
        type="button"
        size="icon"
        variant="ghost"
        className="ml-auto"
        aria-label={intl.formatMessage({ id: 'verseActions.close' })}
        onClick={onClose}
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}

export const COLOR_NAMES = {
  yellow: 'verseActions.color.yellow',
  green: 'verseActions.color.green',
  blue: 'verseActions.color.blue',
  pink: 'verseActions.color.pink',
  orange: 'verseActions.color.orange',
} as const;

function NoteDialog({
  open,
  onOpenChange,
  reference,
  englishReference,
}: DialogOpenProps & {
  reference: string;
  englishReference: string;
}) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const addNote = useAddNote();
  const error = serverFieldErrors(addNote.error).text?.[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    addNote.mutate(
      { reference: englishReference, text },
      {
        onSuccess: () => {
          setText('');
          onOpenChange(false);
          toast({ title: intl.formatMessage({ id: 'noteDialog.saved' }) });
        },
      },
    );
  };

  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'noteDialog.title' }, { reference })}
      description={intl.formatMessage({ id: 'noteDialog.hint' })}
      className="max-w-lg"
      descriptionClassName="mt-1 text-sm"
    >
      <form onSubmit={submit} className="mt-4 space-y-4">
        <TextareaField
          label={intl.formatMessage({ id: 'noteDialog.label' })}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={NOTE_MAX_LENGTH}
          rows={6}
          required
          error={error}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {intl.formatMessage({ id: 'noteDialog.cancel' })}
          </Button>
          <Button type="submit" disabled={addNote.isPending || !text.trim()}>
            {intl.formatMessage({ id: 'noteDialog.save' })}
          </Button>
        </div>
      </form>
    </TitledDialog>
  );
}
