import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, Pencil, Plus, Star, Trash2, type LucideIcon } from 'lucide-react';
import { useId, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { LoadFailed } from '@client/components/load-failed';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { cn } from '@client/lib/utils';

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

/**
 * A content tab's list with its heading and Add button: a placeholder while the list loads, a
 * retry when it failed, `empty` when there is nothing yet, else `children` with the items.
 * `compact` is for a tab that stands several lists one under another.
 */
export function ContentSection<T>({
  id,
  title,
  description,
  addLabel,
  onAdd,
  query,
  what,
  empty,
  compact = false,
  children,
}: {
  id: string;
  title: string;
  description: string;
  addLabel: string;
  onAdd: () => void;
  query: UseQueryResult<T[]>;
  what: string;
  empty: string;
  compact?: boolean;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={compact ? 'space-y-4' : 'space-y-6'}>
      <ContentHeader
        id={id}
        title={title}
        description={description}
        action={
          <Button onClick={onAdd}>
            <Plus aria-hidden="true" /> {addLabel}
          </Button>
        }
      />
      {query.isPending ? (
        <Skeleton className={cn('w-full', compact ? 'h-32' : 'h-48')} />
      ) : query.isError ? (
        <LoadFailed what={what} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="text-slate-700">{empty}</p>
      ) : (
        children(query.data)
      )}
    </section>
  );
}

/** What a content row or dialog is about, for the messages that name it. */
export type ContentKind = 'ebook' | 'video' | 'article' | 'study' | 'page';

export function FeaturedBadge() {
  const intl = useIntl();
  return (
    <span className="ml-2 inline-block rounded-full bg-gold-100 px-2 py-0.5 text-xs font-semibold text-gold-800">
      {intl.formatMessage({ id: 'admin.content.featured' })}
    </span>
  );
}

/**
 * Closing a form with unsaved changes asks first. `requestClose` closes at once when nothing
 * changed; `dialog` is the question to render.
 */
export function useGuardedClose(unsaved: boolean, close: () => void) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const requestClose = () => (unsaved ? setAsking(true) : close());
  const dialog = (
    <ConfirmDialog
      open={asking}
      onOpenChange={setAsking}
      title={intl.formatMessage({ id: 'admin.content.discardTitle' })}
      confirmLabel={intl.formatMessage({ id: 'admin.content.discard' })}
      pending={false}
      onConfirm={() => {
        setAsking(false);
        close();
      }}
    >
      {intl.formatMessage({ id: 'admin.content.discardBody' })}
    </ConfirmDialog>
  );
  return { requestClose, dialog };
}

/**
 * An editor that takes the tab's whole width: Back (which asks first when changes are unsaved),
 * its heading, the form and its Save button.
 */
export function EditorPage({
  back,
  heading,
  dirty,
  onClose,
  onSubmit,
  saveLabel,
  saving,
  children,
}: {
  back: string;
  heading: string;
  dirty: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  saveLabel: string;
  saving: boolean;
  children: ReactNode;
}) {
  const headingId = `${useId()}-heading`;
  const { requestClose, dialog } = useGuardedClose(dirty, onClose);
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-6">
      <Button variant="outline" onClick={requestClose}>
        <ArrowLeft aria-hidden="true" /> {back}
      </Button>
      <h2 id={headingId} className="font-serif text-2xl font-semibold text-navy-900">
        {heading}
      </h2>
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        {children}
        <Button type="submit" disabled={saving}>
          {saveLabel}
        </Button>
      </form>
      {dialog}
    </section>
  );
}

/**
 * A row of a list written in English first: its English name opens the editor, `meta` says what
 * it is and in which languages, `actions` are its buttons.
 */
export function OpenableRow({
  testId,
  name,
  onOpen,
  meta,
  actions,
}: {
  testId: string;
  name: string;
  onOpen: () => void;
  meta: ReactNode;
  actions: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 p-4" data-testid={testId}>
      <div className="min-w-0 flex-1 basis-48">
        <h3 className="font-semibold break-words text-navy-900">
          <button type="button" lang="en" className="text-left hover:underline" onClick={onOpen}>
            {name}
          </button>
        </h3>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
          {meta}
        </p>
      </div>
      <div className="flex flex-wrap gap-1">{actions}</div>
    </li>
  );
}

/** A row's button that shows only its icon; `label` names it for screen readers. */
function IconButton({
  icon: Icon,
  label,
  iconClassName,
  ...props
}: Omit<ComponentProps<typeof Button>, 'children'> & {
  icon: LucideIcon;
  label: string;
  iconClassName?: string | undefined;
}) {
  return (
    <Button size="icon" variant="ghost" aria-label={label} {...props}>
      <Icon aria-hidden="true" className={iconClassName} />
    </Button>
  );
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
  const intl = useIntl();
  return (
    <>
      {onToggleFeatured ? (
        <IconButton
          icon={Star}
          label={intl.formatMessage({ id: 'admin.content.featuredLabel' }, { name })}
          aria-pressed={featured}
          iconClassName={featured ? 'fill-gold-400 text-gold-600' : undefined}
          onClick={onToggleFeatured}
        />
      ) : null}
      <IconButton
        icon={Pencil}
        label={intl.formatMessage({ id: 'admin.content.edit' }, { name })}
        onClick={onEdit}
      />
      {extra}
      <IconButton
        icon={Trash2}
        label={intl.formatMessage({ id: 'admin.content.deleteLabel' }, { name })}
        onClick={onDelete}
      />
    </>
  );
}

/**
 * Asks before deleting `item` (open while it is set), deletes it through `remove`, and says
 * "Ebook Deleted" when it is gone (a failure is toasted by the delete mutation's `meta`).
 */
export function DeleteDialog<T extends { id: number; title: string }>({
  item,
  kind,
  remove,
  onClose,
  onDeleted,
  children,
}: {
  item: T | null;
  kind: ContentKind;
  remove: UseMutationResult<unknown, Error, number>;
  onClose: () => void;
  /** After the item is gone (the dialog has closed). */
  onDeleted?: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <RemoveDialog
      item={item && { id: item.id, name: item.title }}
      remove={remove}
      title={intl.formatMessage({ id: 'admin.content.deleteTitle' }, { kind })}
      deleted={intl.formatMessage({ id: 'admin.content.deleted' }, { kind })}
      onClose={onClose}
      onDeleted={onDeleted}
    >
      {children}
    </RemoveDialog>
  );
}

/**
 * Asks before deleting `item` (open while it is set; `children` say what deleting it means),
 * deletes it through `remove`, and toasts `deleted` with its name when it is gone. A failure is
 * toasted by the delete mutation's `meta`; the dialog stays for another try unless
 * `closeOnFailure` (where trying again would fail the same way).
 */
export function RemoveDialog({
  item,
  remove,
  title,
  deleted,
  closeOnFailure = false,
  onClose,
  onDeleted,
  children,
}: {
  item: { id: number; name: string } | null;
  remove: UseMutationResult<unknown, Error, number>;
  title: string;
  deleted: string;
  closeOnFailure?: boolean;
  onClose: () => void;
  /** After the item is gone (the dialog has closed). */
  onDeleted?: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title={title}
      confirmLabel={intl.formatMessage({ id: 'admin.content.delete' })}
      pendingLabel={intl.formatMessage({ id: 'admin.content.deleting' })}
      pending={remove.isPending}
      onConfirm={() => {
        if (!item) return;
        remove.mutate(item.id, {
          onSuccess: () => {
            toast({ title: deleted, description: item.name });
            onClose();
            onDeleted?.();
          },
          onError: closeOnFailure ? onClose : undefined,
        });
      }}
    >
      {children}
    </ConfirmDialog>
  );
}

/**
 * Features or un-features an item by saving it back with `featured` flipped (`bodyOf` gives its
 * stored body), and says "Ebook Featured" (in `intl`'s language) when it is saved. A failure is
 * toasted by `save`'s own `meta` ("Failed to update ebook").
 */
export function toggleFeatured<T extends { id: number; title: string; featured: boolean }, B>(
  save: UseMutationResult<T, Error, { id?: number; body: B }>,
  kind: ContentKind,
  bodyOf: (item: T) => B,
  item: T,
  intl: Pick<IntlShape, 'formatMessage'>,
) {
  save.mutate(
    { id: item.id, body: { ...bodyOf(item), featured: !item.featured } },
    {
      onSuccess: (saved) =>
        toast({
          title: intl.formatMessage(
            { id: saved.featured ? 'admin.content.nowFeatured' : 'admin.content.noLongerFeatured' },
            { kind },
          ),
          description: saved.title,
        }),
    },
  );
}
