import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@contract/messages/en';
import type { CatalogCalls } from '../api/publishing';
import { ContentSection, DeleteDialog, FeaturedBadge, RowActions, toggleFeatured } from './parts';

interface CatalogItem {
  id: number;
  title: string;
  featured: boolean;
}

/** Each tab's messages, named in full (the catalogue test finds an id's uses by its whole name). */
const MESSAGES = {
  ebook: {
    title: 'admin.tabs.ebooks',
    description: 'admin.ebooks.description',
    add: 'admin.ebooks.add',
    what: 'admin.ebooks.what',
    none: 'admin.ebooks.none',
    deleteBody: 'admin.ebooks.deleteBody',
    updateFailed: 'admin.ebooks.updateFailed',
  },
  video: {
    title: 'admin.tabs.videos',
    description: 'admin.videos.description',
    add: 'admin.videos.add',
    what: 'admin.videos.what',
    none: 'admin.videos.none',
    deleteBody: 'admin.videos.deleteBody',
    updateFailed: 'admin.videos.updateFailed',
  },
} as const satisfies Record<string, Record<string, MessageId>>;

/**
 * The Ebooks and Videos tabs: their items in `order`, each row with its picture, what it is,
 * its featured star, edit and delete buttons (and any `moves` before them), its editor opened in a
 * dialog, its deletion asked first. `kind` chooses the tab's messages.
 */
export function CatalogList<T extends CatalogItem, B>({
  kind,
  calls,
  order,
  picture,
  meta,
  moves,
  editor,
}: {
  kind: 'ebook' | 'video';
  calls: CatalogCalls<T, B>;
  order: (a: T, b: T) => number;
  picture: (item: T) => ReactNode;
  /** What the row says under the title, before the featured badge. */
  meta: (item: T) => ReactNode;
  moves?: (item: T, index: number, list: T[]) => ReactNode;
  editor: (item: T | undefined, onClose: () => void) => ReactNode;
}) {
  const intl = useIntl();
  const messages = MESSAGES[kind];
  const query = calls.useList();
  // Saves an item back with `featured` flipped.
  const save = calls.useSave({ errorTitle: intl.formatMessage({ id: messages.updateFailed }) });
  const remove = calls.useDelete();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const list = [...(query.data ?? [])].sort(order);
  // Ebooks have an order of their own (a numbered list); videos are simply the newest first.
  const List = moves ? 'ol' : 'ul';

  return (
    <>
      <ContentSection
        id={`${kind}s-heading`}
        title={intl.formatMessage({ id: messages.title })}
        description={intl.formatMessage({ id: messages.description })}
        addLabel={intl.formatMessage({ id: messages.add })}
        onAdd={() => setEditing('new')}
        query={query}
        what={intl.formatMessage({ id: messages.what })}
        empty={intl.formatMessage({ id: messages.none })}
      >
        {() => (
          <List className="divide-y divide-navy-100 rounded-xl border border-navy-100 bg-white">
            {list.map((item, index) => (
              <li
                key={item.id}
                className="flex flex-wrap items-center gap-4 p-4"
                data-testid={`admin-${kind}`}
              >
                {picture(item)}
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold break-words text-navy-900">{item.title}</h3>
                  <p className="text-sm text-slate-700">
                    {meta(item)}
                    {item.featured ? <FeaturedBadge /> : null}
                  </p>
                </div>
                <div className="flex flex-wrap gap-1">
                  {moves?.(item, index, list)}
                  <RowActions
                    name={item.title}
                    featured={item.featured}
                    onToggleFeatured={() => toggleFeatured(save, kind, calls.bodyOf, item, intl)}
                    onEdit={() => setEditing(item)}
                    onDelete={() => setDeleting(item)}
                  />
                </div>
              </li>
            ))}
          </List>
        )}
      </ContentSection>
      {editing ? editor(editing === 'new' ? undefined : editing, () => setEditing(null)) : null}
      <DeleteDialog item={deleting} kind={kind} remove={remove} onClose={() => setDeleting(null)}>
        {intl.formatMessage({ id: messages.deleteBody }, { title: deleting?.title ?? '' })}
      </DeleteDialog>
    </>
  );
}
