import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { useSignMemberOutEverywhere } from './api/member-sessions';

/**
 * Signs a member out on every device, after a confirmation: for a member who reports a lost
 * phone or a shared computer, or an account that behaves as if someone else holds it.
 */
export function SignOutEverywhere({ member }: { member: { id: number; name: string } }) {
  const [open, setOpen] = useState(false);
  const signOut = useSignMemberOutEverywhere();

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <LogOut aria-hidden="true" />
        Sign Out Everywhere
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Sign ${member.name} Out Everywhere?`}
        confirmLabel="Sign Out"
        pending={signOut.isPending}
        onConfirm={() =>
          signOut.mutate(member.id, {
            onSuccess: ({ ended }) => {
              toast({
                title: 'Signed Out Everywhere',
                description: `${member.name}: ${ended} ${ended === 1 ? 'session' : 'sessions'} ended.`,
              });
              setOpen(false);
            },
          })
        }
      >
        Every device where {member.name} is signed in will be signed out. They can sign in again
        with their password.
      </ConfirmDialog>
    </>
  );
}
