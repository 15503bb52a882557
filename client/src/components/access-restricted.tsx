import { pathTo } from '@contract/pages';
import { Lock, ShieldAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Button } from './ui/button';

/**
 * A page that cannot show what was asked for: an icon, the page's title, why, and under them
 * (`children`) the buttons that lead on.
 */
export function Notice({
  icon: Icon,
  title,
  message,
  children,
}: {
  icon: LucideIcon;
  title: string;
  message: string;
  children: ReactNode;
}) {
  return (
    <div className="container-page flex flex-col items-center py-16 text-center sm:py-24">
      <Icon className="size-12 text-navy-400" aria-hidden="true" />
      <h1 className="mt-4 font-serif text-3xl font-bold text-navy-900">{title}</h1>
      <p className="mt-3 max-w-md text-lg text-slate-700">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}

/** What a members-only page shows to a visitor who is not signed in. */
export function AccessRestricted({ title, message }: { title?: string; message?: string }) {
  const intl = useIntl();
  return (
    <Notice
      icon={Lock}
      title={title ?? intl.formatMessage({ id: 'access.title' })}
      message={message ?? intl.formatMessage({ id: 'access.message' })}
    >
      <Button asChild>
        <Link href={pathTo('login')}>{intl.formatMessage({ id: 'access.login' })}</Link>
      </Button>
      <Button asChild variant="outline">
        <Link href={pathTo('register')}>{intl.formatMessage({ id: 'access.register' })}</Link>
      </Button>
    </Notice>
  );
}

/**
 * What an administrators-only page shows to a signed-in member: signing in again would not
 * help, so it offers a way back instead of Login and Register.
 */
export function AdministratorsOnly({ title, message }: { title?: string; message?: string }) {
  const intl = useIntl();
  return (
    <Notice
      icon={ShieldAlert}
      title={title ?? intl.formatMessage({ id: 'access.adminTitle' })}
      message={message ?? intl.formatMessage({ id: 'access.adminMessage' })}
    >
      <Button asChild>
        <Link href={pathTo('dashboard')}>{intl.formatMessage({ id: 'access.dashboard' })}</Link>
      </Button>
      <Button asChild variant="outline">
        <Link href={pathTo('home')}>{intl.formatMessage({ id: 'access.home' })}</Link>
      </Button>
    </Notice>
  );
}
