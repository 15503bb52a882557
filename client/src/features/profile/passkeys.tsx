import { zodResolver } from '@hookform/resolvers/zod';
import { renamePasskeyBodySchema, type Passkey, type RenamePasskeyForm } from '@contract/passkeys';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { LoadFailed } from '@client/components/load-failed';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { TextField } from '@client/components/ui/form-field';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { serverFieldErrors } from '@client/lib/api';
import { useLocalizer } from '@client/lib/localize';
import { passkeyErrorMessage, useWebAuthnSupport } from '@client/lib/passkeys';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from './api/passkeys';
import { useTwoFactorStatus } from './api/two-factor';
import { OwnerCheckForm } from '@client/components/owner-check-form';
import { usePageFormat } from '@client/lib/format';

function RenameDialog({ passkey, onClose }: { passkey: Passkey | null; onClose: () => void }) {
  const intl = useIntl();
  const rename = useRenamePasskey();
  const form = useForm<RenamePasskeyForm>({
    resolver: zodResolver(renamePasskeyBodySchema),
    defaultValues: { name: '' },
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (passkey) form.reset({ name: passkey.name });
  }, [passkey, form]);

  const onSubmit = form.handleSubmit((values) => {
    if (!passkey) return;
    rename.mutate(
      { id: passkey.id, name: renamePasskeyBodySchema.parse(values).name },
      {
        onSuccess: (renamed) => {
          toast({
            title: intl.formatMessage({ id: 'passkeys.renamed' }),
            description: intl.formatMessage({ id: 'passkeys.renamedBody' }, { name: renamed.name }),
          });
          onClose();
        },
      },
    );
  });

  return (
    <Dialog open={passkey !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-w-md p-6">
        <DialogTitle>{intl.formatMessage({ id: 'passkeys.renameTitle' })}</DialogTitle>
        <DialogDescription className="mt-2">
          {intl.formatMessage({ id: 'passkeys.renameDescription' })}
        </DialogDescription>
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
          <TextField
            label={intl.formatMessage({ id: 'passkeys.name' })}
            autoComplete="off"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {intl.formatMessage({ id: 'portal.cancel' })}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={rename.isPending}>
              {intl.formatMessage({ id: rename.isPending ? 'passkeys.saving' : 'passkeys.save' })}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function RemoveDialog({ passkey, onClose }: { passkey: Passkey | null; onClose: () => void }) {
  const intl = useIntl();
  const remove = useRemovePasskey();
  return (
    <ConfirmDialog
      open={passkey !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title={intl.formatMessage({ id: 'passkeys.removeTitle' })}
      confirmLabel={intl.formatMessage({ id: 'passkeys.remove' })}
      pendingLabel={intl.formatMessage({ id: 'passkeys.removing' })}
      pending={remove.isPending}
      onConfirm={() => {
        if (!passkey) return;
        remove.mutate(passkey.id, {
          onSuccess: () => {
            toast({
              title: intl.formatMessage({ id: 'passkeys.removed' }),
              description: passkey.name,
            });
            onClose();
          },
        });
      }}
    >
      {intl.formatMessage(
        { id: 'passkeys.removeBody' },
        {
          name: passkey?.name ?? '',
          wrap: (chunks) => <span className="break-words">{chunks}</span>,
        },
      )}
    </ConfirmDialog>
  );
}

/** The member's passkeys: add one with the browser's dialog, rename or remove them. */
export function Passkeys() {
  const intl = useIntl();
  const format = usePageFormat();
  const localizer = useLocalizer();
  const dateTime = (iso: string) => format.dateTime(iso);
  const list = usePasskeys();
  const add = useAddPasskey();
  const twoFactor = useTwoFactorStatus();
  const supported = useWebAuthnSupport();
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);

  /** Field errors (a wrong password or code) go back to the form; the rest is toasted. */
  const onAdd = async (owner: { currentPassword: string; code?: string }) => {
    try {
      const passkey = await add.mutateAsync(owner);
      toast({
        title: intl.formatMessage({ id: 'passkeys.added' }),
        description: intl.formatMessage({ id: 'passkeys.addedBody' }, { name: passkey.name }),
      });
    } catch (error) {
      if (Object.keys(serverFieldErrors(error)).length > 0) throw error;
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'passkeys.notAdded' }),
        description: localizer.text(
          passkeyErrorMessage(error, intl.formatMessage({ id: 'passkeys.addFailed' })),
        ),
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{intl.formatMessage({ id: 'passkeys.title' })}</CardTitle>
        <CardDescription>{intl.formatMessage({ id: 'passkeys.description' })}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {list.isPending ? (
          <div
            aria-busy="true"
            aria-label={intl.formatMessage({ id: 'passkeys.loading' })}
            className="space-y-3"
          >
            <Skeleton className="h-14 w-full" />
          </div>
        ) : list.isError ? (
          <LoadFailed
            what={intl.formatMessage({ id: 'passkeys.what' })}
            onRetry={() => void list.refetch()}
          />
        ) : list.data.passkeys.length === 0 ? (
          <p className="text-slate-700">{intl.formatMessage({ id: 'passkeys.none' })}</p>
        ) : (
          <ul
            className="divide-y divide-navy-100"
            aria-label={intl.formatMessage({ id: 'passkeys.what' })}
          >
            {list.data.passkeys.map((passkey) => (
              <li
                key={passkey.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
              >
                <div className="flex min-w-0 items-start gap-3">
                  <KeyRound className="mt-0.5 size-5 shrink-0 text-navy-500" aria-hidden="true" />
                  <div className="min-w-0">
                    <p className="font-medium break-words text-navy-950">
                      {passkey.name}
                      {passkey.backedUp ? (
                        <span className="ml-2 rounded bg-navy-100 px-1.5 py-0.5 text-xs font-semibold text-navy-800">
                          {intl.formatMessage({ id: 'passkeys.synced' })}
                        </span>
                      ) : null}
                    </p>
                    <p className="text-sm text-slate-600">
                      {intl.formatMessage(
                        { id: 'passkeys.when' },
                        {
                          added: dateTime(passkey.createdAt),
                          lastUsed: passkey.lastUsedAt
                            ? dateTime(passkey.lastUsedAt)
                            : intl.formatMessage({ id: 'passkeys.never' }),
                        },
                      )}
                    </p>
                  </div>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setRenaming(passkey)}
                    aria-label={intl.formatMessage(
                      { id: 'passkeys.renameOne' },
                      { name: passkey.name },
                    )}
                  >
                    {intl.formatMessage({ id: 'passkeys.rename' })}
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setRemoving(passkey)}
                    aria-label={intl.formatMessage(
                      { id: 'passkeys.removeOne' },
                      { name: passkey.name },
                    )}
                  >
                    {intl.formatMessage({ id: 'passkeys.remove' })}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {supported === false ? (
          <p className="text-sm text-slate-700">
            {intl.formatMessage({ id: 'passkeys.unsupported' })}
          </p>
        ) : (
          <OwnerCheckForm
            askCode={twoFactor.data?.enabled === true}
            label={intl.formatMessage({ id: 'passkeys.addForm' })}
            submitLabel={
              <>
                <KeyRound aria-hidden="true" />
                {intl.formatMessage({ id: add.isPending ? 'passkeys.waiting' : 'passkeys.add' })}
              </>
            }
            pending={supported !== true || add.isPending || twoFactor.isPending}
            onSubmit={onAdd}
            className="max-w-md space-y-4"
          />
        )}
      </CardContent>
      <RenameDialog passkey={renaming} onClose={() => setRenaming(null)} />
      <RemoveDialog passkey={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}
