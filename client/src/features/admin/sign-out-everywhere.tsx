import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { useSignMemberOutEverywhere } from './api/member-sessions';

/**
 * Signs a member out on every device, after a confirmation: for a member who reports a lost
 * phone or a shared computer, or an account that behaves as if someone else holds it.
 */
export function SignOutEverywhere({ member }: { member: { id: number; name: string } }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const signOut = useSignMemberOutEverywhere();

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <LogOut aria-hidden="true" />
        {intl.formatMessage({ id: 'admin.signOut.button' })}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={intl.formatMessage({ id: 'admin.signOut.title' }, { name: member.name })}
        confirmLabel={intl.formatMessage({ id: 'admin.signOut.confirm' })}
        pending={signOut.isPending}
        onConfirm={() =>
          signOut.mutate(member.id, {
            onSuccess: ({ ended }) => {
              toast({
                title: intl.formatMessage({ id: 'admin.signOut.done' }),
                description: intl.formatMessage(
                  { id: 'admin.signOut.ended' },
                  { name: member.name, count: ended },
                ),
              });
              setOpen(false);
            },
          })
        }
      >
        {intl.formatMessage({ id: 'admin.signOut.body' }, { name: member.name })}
      </ConfirmDialog>
    </>
  );
}
