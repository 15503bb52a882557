import { pathTo } from '@contract/pages';
import { useMutation } from '@tanstack/react-query';
import { toastAfterReload } from '@client/components/ui/toast-store';
import { logout } from '@client/lib/auth';

/**
 * Signs out, then reloads the whole app at the home page (the browser goes to /), so no
 * member data stays in memory. The reload waits for the server's answer (leaving earlier would
 * abort the request and might leave the session alive), and 'Logged Out' is shown on the home
 * page, since a toast raised here would vanish with this page.
 */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      toastAfterReload({ title: 'Logged Out', description: 'You have been signed out.' });
      window.location.assign(pathTo('home'));
    },
    meta: { errorTitle: 'Error', errorFallback: 'There was an error signing you out.' },
  });
}
