import { zodResolver } from '@hookform/resolvers/zod';
import { renamePasskeyBodySchema, type Passkey, type RenamePasskeyForm } from '@contract/passkeys';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { SectionCard } from '@client/components/ui/card';
import { FormDialog } from '@client/components/form-dialog';
import { TextField } from '@client/components/ui/form-field';
import { toast } from '@client/components/ui/use-toast';
import { serverFieldErrors } from '@client/lib/api';
import { useLocalizer } from '@client/lib/localize';
import { passkeyErrorMessage, useWebAuthnSupport } from '@client/lib/passkeys';
import { DeviceList, DeviceRow } from './device-list';
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
    <FormDialog
      open={passkey !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title={intl.formatMessage({ id: 'passkeys.renameTitle' })}
      description={intl.formatMessage({ id: 'passkeys.renameDescription' })}
      onSubmit={onSubmit}
      submitLabel={intl.formatMessage({ id: 'passkeys.save' })}
      pendingLabel={intl.formatMessage({ id: 'passkeys.saving' })}
      pending={rename.isPending}
      className="max-w-md"
    >
      <TextField
        label={intl.formatMessage({ id: 'passkeys.name' })}
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
    </FormDialog>
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
    <SectionCard
      title={intl.formatMessage({ id: 'passkeys.title' })}
      description={intl.formatMessage({ id: 'passkeys.description' })}
      contentClassName="space-y-4"
    >
      <DeviceList
        query={list}
        loadingLabel={intl.formatMessage({ id: 'passkeys.loading' })}
        placeholders={1}
        what={intl.formatMessage({ id: 'passkeys.what' })}
        label={intl.formatMessage({ id: 'passkeys.what' })}
        empty={
          list.data?.passkeys.length === 0 ? intl.formatMessage({ id: 'passkeys.none' }) : undefined
        }
      >
        {list.data?.passkeys.map((passkey) => (
          <DeviceRow
            key={passkey.id}
            icon={KeyRound}
            name={passkey.name}
            tag={passkey.backedUp ? intl.formatMessage({ id: 'passkeys.synced' }) : undefined}
            detail={intl.formatMessage(
              { id: 'passkeys.when' },
              {
                added: dateTime(passkey.createdAt),
                lastUsed: passkey.lastUsedAt
                  ? dateTime(passkey.lastUsedAt)
                  : intl.formatMessage({ id: 'passkeys.never' }),
              },
            )}
          >
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
          </DeviceRow>
        ))}
      </DeviceList>
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
      <RenameDialog passkey={renaming} onClose={() => setRenaming(null)} />
      <RemoveDialog passkey={removing} onClose={() => setRemoving(null)} />
    </SectionCard>
  );
}
