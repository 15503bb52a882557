import { Lock } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from './ui/button';

/** What a members-only page shows to a visitor who is not signed in. */
export function AccessRestricted({
  title = 'Access Restricted',
  message = 'Please log in or create an account to access this page.',
}: {
  title?: string;
  message?: string;
}) {
  return (
    <div className="container-page flex flex-col items-center py-16 text-center sm:py-24">
      <Lock className="size-12 text-navy-400" aria-hidden="true" />
      <h1 className="mt-4 font-serif text-3xl font-bold text-navy-900">{title}</h1>
      <p className="mt-3 max-w-md text-lg text-slate-700">{message}</p>
      <div className="mt-8 flex gap-3">
        <Button asChild>
          <Link href="/login">Login</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/register">Register</Link>
        </Button>
      </div>
    </div>
  );
}
