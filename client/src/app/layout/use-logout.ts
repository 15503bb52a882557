import { useMutation } from '@tanstack/react-query';
import { toast } from '@client/components/ui/use-toast';
import { logout } from '@client/lib/auth';

/** Signs out, then reloads the whole app at the home page (spec §4 'Session'). */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      toast({ title: 'Logged Out', description: 'You have been signed out.' });
      window.location.href = '/';
    },
    onError: () => {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'There was an error signing you out.',
      });
    },
  });
}
