import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { useRemoveMemberFactors } from './api/member-sessions';

/**
 * Removes a member's passkeys and two-step verification, after a confirmation: for a member who
 * lost their devices, or whose account someone else added a way into. They are signed out
 * everywhere and told by e-mail; they sign in again with their password.
 */
export function RemoveFactors({ member }: { member: { id: number; name: string } }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const remove = useRemoveMemberFactors();

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
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={intl.formatMessage({ id: 'admin.removeFactors.title' }, { name: member.name })}
        confirmLabel={intl.formatMessage({ id: 'admin.removeFactors.confirm' })}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(member.id, {
            onSuccess: ({ passkeys, totp }) => {
              toast({
                title: intl.formatMessage({ id: 'admin.removeFactors.done' }),
                description: intl.formatMessage(
                  { id: 'admin.removeFactors.removed' },
                  { name: member.name, count: passkeys, totp: totp ? 'yes' : 'no' },
                ),
              });
              setOpen(false);
            },
          })
        }
      >
        {intl.formatMessage({ id: 'admin.removeFactors.body' }, { name: member.name })}
      </ConfirmDialog>
    </>
  );
}
