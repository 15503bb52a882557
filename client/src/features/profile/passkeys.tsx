import { zodResolver } from '@hookform/resolvers/zod';
import { renamePasskeyBodySchema, type Passkey, type RenamePasskeyForm } from '@contract/passkeys';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { formatDateTime } from '@client/lib/format';
import { passkeyErrorMessage, useWebAuthnSupport } from '@client/lib/passkeys';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from './api/passkeys';

function RenameDialog({ passkey, onClose }: { passkey: Passkey | null; onClose: () => void }) {
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
          toast({ title: 'Passkey Renamed', description: `It is now called ${renamed.name}.` });
          onClose();
        },
      },
    );
  });

  return (
    <Dialog open={passkey !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-w-md p-6">
        <DialogTitle>Rename Passkey</DialogTitle>
        <DialogDescription className="mt-2">
          A name that tells you which device or password manager holds it.
        </DialogDescription>
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
          <TextField
            label="Name"
            autoComplete="off"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={rename.isPending}>
              {rename.isPending ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function RemoveDialog({ passkey, onClose }: { passkey: Passkey | null; onClose: () => void }) {
  const remove = useRemovePasskey();
  return (
    <ConfirmDialog
      open={passkey !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title="Remove Passkey?"
      confirmLabel="Remove"
      pendingLabel="Removing..."
      pending={remove.isPending}
      onConfirm={() => {
        if (!passkey) return;
        remove.mutate(passkey.id, {
          onSuccess: () => {
            toast({ title: 'Passkey Removed', description: passkey.name });
            onClose();
          },
        });
      }}
    >
      <span className="break-words">{passkey?.name}</span> will no longer sign you in. You can also
      delete it from the device or password manager that holds it.
    </ConfirmDialog>
  );
}

/** The member's passkeys: add one with the browser's dialog, rename or remove them. */
export function Passkeys() {
  const list = usePasskeys();
  const add = useAddPasskey();
  const supported = useWebAuthnSupport();
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);

  const onAdd = () =>
    add.mutate(undefined, {
      onSuccess: (passkey) =>
        toast({
          title: 'Passkey Added',
          description: `Saved as ${passkey.name}. You can rename it here.`,
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Passkey Not Added',
          description: passkeyErrorMessage(error, 'The passkey could not be added.'),
        }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Passkeys</CardTitle>
        <CardDescription>
          Sign in with your fingerprint, face or device PIN instead of your password. The passkey
          stays on your device or in your password manager; we keep only its public key.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {list.isPending ? (
          <div aria-busy="true" aria-label="Loading your passkeys" className="space-y-3">
            <Skeleton className="h-14 w-full" />
          </div>
        ) : list.isError ? (
          <LoadFailed what="Your passkeys" onRetry={() => void list.refetch()} />
        ) : list.data.passkeys.length === 0 ? (
          <p className="text-slate-700">You have no passkeys yet.</p>
        ) : (
          <ul className="divide-y divide-navy-100" aria-label="Your passkeys">
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
                          Synced
                        </span>
                      ) : null}
                    </p>
                    <p className="text-sm text-slate-600">
                      Added {formatDateTime(passkey.createdAt)} · Last used{' '}
                      {passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : 'never'}
                    </p>
                  </div>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setRenaming(passkey)}
                    aria-label={`Rename ${passkey.name}`}
                  >
                    Rename
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setRemoving(passkey)}
                    aria-label={`Remove ${passkey.name}`}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {supported === false ? (
          <p className="text-sm text-slate-700">This browser cannot make passkeys.</p>
        ) : (
          <Button onClick={onAdd} disabled={supported !== true || add.isPending}>
            <KeyRound aria-hidden="true" />
            {add.isPending ? 'Waiting for your device...' : 'Add a Passkey'}
          </Button>
        )}
      </CardContent>
      <RenameDialog passkey={renaming} onClose={() => setRenaming(null)} />
      <RemoveDialog passkey={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}
