import type { UseMutationResult } from '@tanstack/react-query';
import { Pencil, Star, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';

/** A content tab's heading, what it holds, and its main action. */
export function ContentHeader({
  id,
  title,
  description,
  action,
}: {
  id: string;
  title: string;
  description: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h2 id={id} className="font-serif text-2xl font-semibold text-navy-900">
          {title}
        </h2>
        <p className="mt-1 max-w-2xl text-slate-700">{description}</p>
      </div>
      {action}
    </div>
  );
}

export function FeaturedBadge() {
  return (
    <span className="ml-2 inline-block rounded-full bg-gold-100 px-2 py-0.5 text-xs font-semibold text-gold-800">
      Featured
    </span>
  );
}

/**
 * Closing a form with unsaved changes asks first. `requestClose` closes at once when nothing
 * changed; `dialog` is the question to render.
 */
export function useGuardedClose(unsaved: boolean, close: () => void) {
  const [asking, setAsking] = useState(false);
  const requestClose = () => (unsaved ? setAsking(true) : close());
  const dialog = (
    <ConfirmDialog
      open={asking}
      onOpenChange={setAsking}
      title="Discard Changes?"
      confirmLabel="Discard"
      pending={false}
      onConfirm={() => {
        setAsking(false);
        close();
      }}
    >
      Your changes have not been saved. If you close now, they are lost.
    </ConfirmDialog>
  );
  return { requestClose, dialog };
}

/**
 * A content row's icon buttons: featured (a toggle, when the item can be featured), edit, any
 * `extra` ones, then delete. `name` is what the buttons' labels call the item.
 */
export function RowActions({
  name,
  featured,
  onToggleFeatured,
  onEdit,
  onDelete,
  extra,
}: {
  name: string;
  featured?: boolean;
  onToggleFeatured?: () => void;
  onEdit: () => void;
  onDelete: () => void;
  extra?: ReactNode;
}) {
  return (
    <>
      {onToggleFeatured ? (
        <Button
          size="icon"
          variant="ghost"
          aria-label={`Featured: ${name}`}
          aria-pressed={featured}
          onClick={onToggleFeatured}
        >
          <Star
            aria-hidden="true"
            className={featured ? 'fill-gold-400 text-gold-600' : undefined}
          />
        </Button>
      ) : null}
      <Button size="icon" variant="ghost" aria-label={`Edit ${name}`} onClick={onEdit}>
        <Pencil aria-hidden="true" />
      </Button>
      {extra}
      <Button size="icon" variant="ghost" aria-label={`Delete ${name}`} onClick={onDelete}>
        <Trash2 aria-hidden="true" />
      </Button>
    </>
  );
}

/**
 * Asks before deleting `item` (open while it is set), deletes it through `remove`, and says
 * "Ebook Deleted" when it is gone (a failure is toasted by the delete mutation's `meta`).
 */
export function DeleteDialog<T extends { id: number; title: string }>({
  item,
  noun,
  remove,
  onClose,
  onDeleted,
  children,
}: {
  item: T | null;
  /** 'Ebook', 'Video', 'Article'. */
  noun: string;
  remove: UseMutationResult<unknown, Error, number>;
  onClose: () => void;
  /** After the item is gone (the dialog has closed). */
  onDeleted?: () => void;
  children: ReactNode;
}) {
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title={`Delete ${noun}?`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={() => {
        if (!item) return;
        remove.mutate(item.id, {
          onSuccess: () => {
            toast({ title: `${noun} Deleted`, description: item.title });
            onClose();
            onDeleted?.();
          },
        });
      }}
    >
      {children}
    </ConfirmDialog>
  );
}

/**
 * Features or un-features an item by saving it back with `featured` flipped (`bodyOf` gives its
 * stored body), and says "Ebook Featured" when it is saved. A failure is toasted by `save`'s
 * own `meta` ("Failed to update ebook").
 */
export function toggleFeatured<T extends { id: number; title: string; featured: boolean }, B>(
  save: UseMutationResult<T, Error, { id?: number; body: B }>,
  noun: string,
  bodyOf: (item: T) => B,
  item: T,
) {
  save.mutate(
    { id: item.id, body: { ...bodyOf(item), featured: !item.featured } },
    {
      onSuccess: (saved) =>
        toast({
          title: saved.featured ? `${noun} Featured` : `${noun} No Longer Featured`,
          description: saved.title,
        }),
    },
  );
}
