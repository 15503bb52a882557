import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ContentSection, DeleteDialog, FeaturedBadge, RowActions, toggleFeatured } from './parts';

interface CatalogItem {
  id: number;
  title: string;
  featured: boolean;
}

/**
 * The Ebooks and Videos tabs: their items in `order`, each row with its picture, what it is,
 * its featured star, edit and delete buttons (and any `moves` before them), its editor opened in a
 * dialog, its deletion asked first. `kind` names the tab's messages (`admin.ebooks.none`, …).
 */
export function CatalogList<T extends CatalogItem, B>({
  kind,
  query,
  order,
  save,
  bodyOf,
  remove,
  picture,
  meta,
  moves,
  editor,
}: {
  kind: 'ebook' | 'video';
  query: UseQueryResult<T[]>;
  order: (a: T, b: T) => number;
  /** Saves an item back with `featured` flipped. */
  save: UseMutationResult<T, Error, { id?: number; body: B }>;
  bodyOf: (item: T) => B;
  remove: UseMutationResult<unknown, Error, number>;
  picture: (item: T) => ReactNode;
  /** What the row says under the title, before the featured badge. */
  meta: (item: T) => ReactNode;
  moves?: (item: T, index: number, list: T[]) => ReactNode;
  editor: (item: T | undefined, onClose: () => void) => ReactNode;
}) {
  const intl = useIntl();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const list = [...(query.data ?? [])].sort(order);
  // Ebooks have an order of their own (a numbered list); videos are simply the newest first.
  const List = moves ? 'ol' : 'ul';

  return (
    <>
      <ContentSection
        id={`${kind}s-heading`}
        title={intl.formatMessage({ id: `admin.tabs.${kind}s` })}
        description={intl.formatMessage({ id: `admin.${kind}s.description` })}
        addLabel={intl.formatMessage({ id: `admin.${kind}s.add` })}
        onAdd={() => setEditing('new')}
        query={query}
        what={intl.formatMessage({ id: `admin.${kind}s.what` })}
        empty={intl.formatMessage({ id: `admin.${kind}s.none` })}
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
                    onToggleFeatured={() => toggleFeatured(save, kind, bodyOf, item, intl)}
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
        {intl.formatMessage({ id: `admin.${kind}s.deleteBody` }, { title: deleting?.title ?? '' })}
      </DeleteDialog>
    </>
  );
}
