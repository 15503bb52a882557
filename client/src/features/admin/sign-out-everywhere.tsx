import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useSignMemberOutEverywhere } from './api/member-sessions';

/**
 * Signs a member out on every device, after a confirmation: for a member who reports a lost
 * phone or a shared computer, or an account that behaves as if someone else holds it.
 */
export function SignOutEverywhere({ member }: { member: { id: number; name: string } }) {
  const [open, setOpen] = useState(false);
  const signOut = useSignMemberOutEverywhere();

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <LogOut aria-hidden="true" />
        Sign Out Everywhere
      </Button>
      <DialogContent className="max-w-md p-6">
        <DialogTitle>Sign {member.name} Out Everywhere?</DialogTitle>
        <DialogDescription className="mt-2">
          Every device where {member.name} is signed in will be signed out. They can sign in again
          with their password.
        </DialogDescription>
        <div className="mt-6 flex justify-end gap-3">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={signOut.isPending}
            onClick={() =>
              signOut.mutate(member.id, {
                onSuccess: ({ ended }) => {
                  toast({
                    title: 'Signed Out Everywhere',
                    description: `${member.name}: ${ended} ${ended === 1 ? 'session' : 'sessions'} ended.`,
                  });
                  setOpen(false);
                },
                onError: (error) =>
                  toast({
                    variant: 'destructive',
                    title: 'Error',
                    description: errorMessage(error, 'The member could not be signed out.'),
                  }),
              })
            }
          >
            Sign Out
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
