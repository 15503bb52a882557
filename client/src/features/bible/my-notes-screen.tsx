import { NOTE_MAX_LENGTH, NOTE_PAGE_SIZE, type Note, type NoteSort } from '@contract/study-tools';
import { Download, Pencil, Trash2 } from 'lucide-react';
import { useDeferredValue, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { MessageId } from '@contract/messages/en';
import { AccessRestricted } from '@client/components/access-restricted';
import { ActionButton } from '@client/components/action-button';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { PageIntro } from '@client/components/page-intro';
import { Button } from '@client/components/ui/button';
import { SelectField, TextareaField, TextField } from '@client/components/ui/form-field';
import { Skeleton } from '@client/components/ui/skeleton';
import { Tabs } from '@client/components/ui/tabs';
import { toast } from '@client/components/ui/use-toast';
import { serverFieldErrors } from '@client/lib/api';
import { useCurrentUser } from '@client/lib/auth';
import { usePageFormat } from '@client/lib/format';
import {
  allNotes,
  bookmarksQuery,
  highlightsQuery,
  useBookmarks,
  useDeleteBookmark,
  useDeleteHighlight,
  useDeleteNote,
  useHighlights,
  useNotes,
  useUpdateNote,
} from './api/study-tools';
import { markPath } from './mark-link';
import { download, exportFile, type ExportFormat } from './notes-export';
import { COLOR_NAMES, HIGHLIGHT_CLASSES } from './verse-actions';
import { useQueryClient } from '@tanstack/react-query';

type Tab = 'notes' | 'highlights' | 'bookmarks';

/** The export buttons, in order: the file's format and what its button says. */
const exportChoices = [
  { format: 'txt', label: 'myNotes.exportText' },
  { format: 'md', label: 'myNotes.exportMarkdown' },
] as const satisfies readonly { format: ExportFormat; label: MessageId }[];

/**
 * "My Notes": the member's notes, highlights and bookmarks, in book order or by date, searchable,
 * each linking back to its verses in the reader; notes are edited and deleted here, and all of it
 * exported as a text or Markdown file. Notes come a page at a time (a member may keep thousands).
 */
export function MyNotesScreen() {
  const intl = useIntl();
  const { data: user, isPending } = useCurrentUser();
  const [tab, setTab] = useState<Tab>('notes');
  const [sort, setSort] = useState<NoteSort>('book');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search);
  const [page, setPage] = useState(1);
  const member = !!user;
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);

  if (isPending) {
    return (
      <PageIntro title={intl.formatMessage({ id: 'myNotes.title' })}>
        <Skeleton className="h-40 w-full" />
      </PageIntro>
    );
  }
  if (!member) {
    return (
      <AccessRestricted
        title={intl.formatMessage({ id: 'myNotes.title' })}
        message={intl.formatMessage({ id: 'myNotes.signIn' })}
      />
    );
  }

  const exportAs = async (format: ExportFormat) => {
    setExporting(true);
    try {
      const [notes, highlights, bookmarks] = await Promise.all([
        allNotes(sort),
        queryClient.fetchQuery(highlightsQuery()),
        queryClient.fetchQuery(bookmarksQuery()),
      ]);
      const text = exportFile(
        format,
        {
          title: intl.formatMessage({ id: 'myNotes.title' }),
          notes: intl.formatMessage({ id: 'myNotes.tab.notes' }),
          highlights: intl.formatMessage({ id: 'myNotes.tab.highlights' }),
          bookmarks: intl.formatMessage({ id: 'myNotes.tab.bookmarks' }),
          colorName: (color) => intl.formatMessage({ id: COLOR_NAMES[color] }),
        },
        { notes, highlights: highlights.highlights, bookmarks: bookmarks.bookmarks },
      );
      download(`my-notes.${format}`, text, format === 'md' ? 'text/markdown' : 'text/plain');
    } catch {
      toast({ title: intl.formatMessage({ id: 'myNotes.exportFailed' }), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageIntro
      title={intl.formatMessage({ id: 'myNotes.title' })}
      lead={intl.formatMessage({ id: 'myNotes.lead' })}
    >
      <div className="flex flex-wrap items-end gap-4">
        <div className="min-w-0 flex-1 basis-56">
          <TextField
            type="search"
            label={intl.formatMessage({ id: 'myNotes.search' })}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </div>
        <div className="basis-48">
          <SelectField
            label={intl.formatMessage({ id: 'myNotes.sort' })}
            value={sort}
            onChange={(event) => {
              setSort(event.target.value === 'date' ? 'date' : 'book');
              setPage(1);
            }}
            options={[
              { value: 'book', label: intl.formatMessage({ id: 'myNotes.sort.book' }) },
              { value: 'date', label: intl.formatMessage({ id: 'myNotes.sort.date' }) },
            ]}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          {exportChoices.map(({ format, label }) => (
            <Button
              key={format}
              type="button"
              variant="outline"
              disabled={exporting}
              onClick={() => void exportAs(format)}
            >
              <Download aria-hidden="true" />
              {intl.formatMessage({ id: label })}
            </Button>
          ))}
        </div>
      </div>
      <div className="mt-8">
        <Tabs
          label={intl.formatMessage({ id: 'myNotes.title' })}
          value={tab}
          onValueChange={(value) => setTab(value as Tab)}
          items={[
            {
              value: 'notes',
              label: intl.formatMessage({ id: 'myNotes.tab.notes' }),
              content: <NotesList sort={sort} q={q} page={page} onPage={setPage} />,
            },
            {
              value: 'highlights',
              label: intl.formatMessage({ id: 'myNotes.tab.highlights' }),
              content: <HighlightsList sort={sort} q={q} />,
            },
            {
              value: 'bookmarks',
              label: intl.formatMessage({ id: 'myNotes.tab.bookmarks' }),
              content: <BookmarksList sort={sort} q={q} />,
            },
          ]}
        />
      </div>
    </PageIntro>
  );
}

function ListState({
  pending,
  error,
  onRetry,
}: {
  pending: boolean;
  error: boolean;
  onRetry: () => void;
}) {
  const intl = useIntl();
  if (pending) return <Skeleton className="mt-4 h-24 w-full" />;
  if (!error) return null;
  return (
    <div role="alert" className="mt-4 space-y-3">
      <p className="text-slate-700">{intl.formatMessage({ id: 'myNotes.loadFailed' })}</p>
      <Button variant="outline" onClick={onRetry}>
        {intl.formatMessage({ id: 'myNotes.retry' })}
      </Button>
    </div>
  );
}

function NotesList({
  sort,
  q,
  page,
  onPage,
}: {
  sort: NoteSort;
  q: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const intl = useIntl();
  const notes = useNotes(true, { sort, q, page });
  if (!notes.data) {
    return (
      <ListState
        pending={notes.isPending}
        error={notes.isError}
        onRetry={() => void notes.refetch()}
      />
    );
  }
  const { total } = notes.data;
  const pages = Math.max(1, Math.ceil(total / NOTE_PAGE_SIZE));
  if (total === 0) {
    return (
      <p className="mt-4 text-slate-700">
        {intl.formatMessage({ id: q ? 'myNotes.noMatch' : 'myNotes.emptyNotes' })}
      </p>
    );
  }
  return (
    <div className="mt-4">
      <p className="text-sm text-slate-600" aria-live="polite">
        {intl.formatMessage({ id: 'myNotes.noteCount' }, { count: total })}
      </p>
      <ul className="mt-2 divide-y divide-navy-100 rounded-xl border border-navy-100 bg-white">
        {notes.data.notes.map((note) => (
          <NoteItem key={note.id} note={note} />
        ))}
      </ul>
      {pages > 1 ? (
        <nav
          className="mt-4 flex flex-wrap items-center gap-3 text-sm"
          aria-label={intl.formatMessage({ id: 'myNotes.pages' })}
        >
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {intl.formatMessage({ id: 'myNotes.previous' })}
          </Button>
          <span>{intl.formatMessage({ id: 'myNotes.pageOf' }, { page, pages })}</span>
          <Button
            size="sm"
            variant="outline"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            {intl.formatMessage({ id: 'myNotes.next' })}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

function NoteItem({ note }: { note: Note }) {
  const intl = useIntl();
  const format = usePageFormat();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(note.text);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateNote();
  const remove = useDeleteNote();

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ id: note.id, text }, { onSuccess: () => setEditing(false) });
  };

  return (
    <li className="p-4" data-testid="note-item">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link href={markPath(note)} className="font-semibold text-navy-900 underline">
          {note.reference}
        </Link>
        <span className="text-sm text-slate-600">{format.date(note.updatedAt)}</span>
      </div>
      {editing ? (
        <form onSubmit={save} className="mt-3 space-y-3">
          <TextareaField
            label={intl.formatMessage({ id: 'myNotes.editLabel' }, { reference: note.reference })}
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={NOTE_MAX_LENGTH}
            rows={5}
            required
            error={serverFieldErrors(update.error).text?.[0]}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={update.isPending || !text.trim()}>
              {intl.formatMessage({ id: 'myNotes.save' })}
            </Button>
            <ActionButton
              label="noteDialog.cancel"
              onClick={() => {
                setText(note.text);
                setEditing(false);
              }}
            />
          </div>
        </form>
      ) : (
        <>
          <p className="mt-2 break-words whitespace-pre-wrap text-slate-800">{note.text}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button type="button" size="sm" variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              {intl.formatMessage({ id: 'myNotes.edit' })}
              <span className="sr-only"> {note.reference}</span>
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" />
              {intl.formatMessage({ id: 'myNotes.delete' })}
              <span className="sr-only"> {note.reference}</span>
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={intl.formatMessage({ id: 'myNotes.deleteTitle' })}
        confirmLabel={intl.formatMessage({ id: 'myNotes.delete' })}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(note.id, {
            onSuccess: () => setConfirming(false),
          })
        }
      >
        {intl.formatMessage({ id: 'myNotes.deleteBody' }, { reference: note.reference })}
      </ConfirmDialog>
    </li>
  );
}

/** Highlights and bookmarks are few enough to come whole; searching and date order are here. */
function arrange<T extends { reference: string; createdAt: string }>(
  list: T[],
  sort: NoteSort,
  q: string,
): T[] {
  const term = q.trim().toLowerCase();
  const found = term ? list.filter((m) => m.reference.toLowerCase().includes(term)) : list;
  return sort === 'date'
    ? [...found].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    : found;
}

function HighlightsList({ sort, q }: { sort: NoteSort; q: string }) {
  const intl = useIntl();
  const highlights = useHighlights(true);
  const remove = useDeleteHighlight();
  if (!highlights.data) {
    return (
      <ListState
        pending={highlights.isPending}
        error={highlights.isError}
        onRetry={() => void highlights.refetch()}
      />
    );
  }
  const list = arrange(highlights.data.highlights, sort, q);
  if (list.length === 0) {
    return (
      <p className="mt-4 text-slate-700">
        {intl.formatMessage({ id: q ? 'myNotes.noMatch' : 'myNotes.emptyHighlights' })}
      </p>
    );
  }
  return (
    <ul className="mt-4 divide-y divide-navy-100 rounded-xl border border-navy-100 bg-white">
      {list.map((h) => (
        <li key={h.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
          <span className="flex items-center gap-3">
            <span
              className={`inline-block size-4 rounded-full border border-navy-300 ${HIGHLIGHT_CLASSES[h.color]}`}
              aria-hidden="true"
            />
            <Link href={markPath(h)} className="font-semibold text-navy-900 underline">
              {h.reference}
            </Link>
            <span className="text-sm text-slate-600">
              {intl.formatMessage({ id: COLOR_NAMES[h.color] })}
            </span>
          </span>
          <Button type="button" size="sm" variant="ghost" onClick={() => remove.mutate(h.id)}>
            <Trash2 aria-hidden="true" />
            {intl.formatMessage({ id: 'verseActions.removeHighlight' })}
            <span className="sr-only"> {h.reference}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

function BookmarksList({ sort, q }: { sort: NoteSort; q: string }) {
  const intl = useIntl();
  const format = usePageFormat();
  const bookmarks = useBookmarks(true);
  const remove = useDeleteBookmark();
  if (!bookmarks.data) {
    return (
      <ListState
        pending={bookmarks.isPending}
        error={bookmarks.isError}
        onRetry={() => void bookmarks.refetch()}
      />
    );
  }
  const list = arrange(bookmarks.data.bookmarks, sort, q);
  if (list.length === 0) {
    return (
      <p className="mt-4 text-slate-700">
        {intl.formatMessage({ id: q ? 'myNotes.noMatch' : 'myNotes.emptyBookmarks' })}
      </p>
    );
  }
  return (
    <ul className="mt-4 divide-y divide-navy-100 rounded-xl border border-navy-100 bg-white">
      {list.map((b) => (
        <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
          <span className="flex items-center gap-3">
            <Link href={markPath(b)} className="font-semibold text-navy-900 underline">
              {b.reference}
            </Link>
            <span className="text-sm text-slate-600">{format.date(b.createdAt)}</span>
          </span>
          <Button type="button" size="sm" variant="ghost" onClick={() => remove.mutate(b.id)}>
            <Trash2 aria-hidden="true" />
            {intl.formatMessage({ id: 'verseActions.removeBookmark' })}
            <span className="sr-only"> {b.reference}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
