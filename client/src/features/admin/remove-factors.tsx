import type { FactorChangeBody } from '@contract/auth';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { DialogCancel, TitledDialog } from '@client/components/titled-dialog';
import { toast } from '@client/components/ui/use-toast';
import { useTwoFactorStatus } from '@client/lib/two-factor-status';
import { OwnerCheckForm } from '@client/components/owner-check-form';
import { useRemoveMemberFactors } from './api/member-sessions';

/**
 * Removes a member's passkeys and two-step verification, for a member who lost their devices, or
 * whose account someone else added a way into. The staff member proves it is them first (their
 * password, and their app's code): the session alone cannot open a way into another account.
 * The member is signed out everywhere and told by e-mail; they sign in again with their password.
 */
export function RemoveFactors({ member }: { member: { id: number; name: string } }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const remove = useRemoveMemberFactors();
  const mine = useTwoFactorStatus();

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        className="h-auto min-h-8 py-1 whitespace-normal"
        onClick={() => setOpen(true)}
      >
        <KeyRound aria-hidden="true" />
        {intl.formatMessage({ id: 'admin.removeFactors.button' })}
      </Button>
      <TitledDialog
        open={open}
        onOpenChange={setOpen}
        title={intl.formatMessage({ id: 'admin.removeFactors.title' }, { name: member.name })}
        description={intl.formatMessage({ id: 'admin.removeFactors.body' }, { name: member.name })}
        className="max-w-md"
      >
        <OwnerCheckForm
          className="mt-4 space-y-4"
          askCode={mine.data?.enabled ?? false}
          label={intl.formatMessage({ id: 'admin.removeFactors.title' }, { name: member.name })}
          pending={remove.isPending}
          submitLabel={intl.formatMessage({ id: 'admin.removeFactors.confirm' })}
          onSubmit={async (owner: FactorChangeBody) => {
            const { passkeys, totp } = await remove.mutateAsync({ memberId: member.id, owner });
            toast({
              title: intl.formatMessage({ id: 'admin.removeFactors.done' }),
              description: intl.formatMessage(
                { id: 'admin.removeFactors.removed' },
                { name: member.name, count: passkeys, totp: totp ? 'yes' : 'no' },
              ),
            });
            setOpen(false);
          }}
        />
        <DialogCancel className="mt-3">{intl.formatMessage({ id: 'confirm.cancel' })}</DialogCancel>
      </TitledDialog>
    </>
  );
}
