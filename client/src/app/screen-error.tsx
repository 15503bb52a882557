import { pathTo } from '@contract/pages';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useIntl } from 'react-intl';
import { TextLink } from '@client/components/text-link';
import { Button } from '@client/components/ui/button';

function ScreenFailed({ resetErrorBoundary }: FallbackProps) {
  const intl = useIntl();
  return (
    <div className="container-page flex flex-col items-start py-16 sm:py-24" role="alert">
      <h1 className="font-serif text-3xl font-bold text-navy-900 sm:text-4xl">
        {intl.formatMessage({ id: 'screenError.heading' })}
      </h1>
      <p className="mt-4 text-lg text-slate-700">
        {intl.formatMessage({ id: 'screenError.body' })}
      </p>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <Button onClick={resetErrorBoundary}>
          {intl.formatMessage({ id: 'screenError.retry' })}
        </Button>
        <TextLink href={pathTo('home')}>{intl.formatMessage({ id: 'shell.returnHome' })}</TextLink>
      </div>
    </div>
  );
}

/**
 * The page the server answers 503 with when a page's data cannot be had (UNAVAILABLE_PATH). It
 * runs no app: its text asks the reader to reload, and it links home.
 */
export function UnavailableScreen() {
  const intl = useIntl();
  return (
    <div className="container-page flex flex-col items-start py-16 sm:py-24">
      <h1 className="font-serif text-3xl font-bold text-navy-900 sm:text-4xl">
        {intl.formatMessage({ id: 'screenError.heading' })}
      </h1>
      <p className="mt-4 text-lg text-slate-700">
        {intl.formatMessage({ id: 'screenError.body' })}
      </p>
      <TextLink href={pathTo('home')} className="mt-8">
        {intl.formatMessage({ id: 'shell.returnHome' })}
      </TextLink>
    </div>
  );
}

/**
 * A screen that throws while rendering shows a friendly page in its place, with the navigation
 * still working, instead of React unmounting the whole app to a blank page. Moving to another
 * address (`resetKey`) tries again.
 */
export function ScreenErrorBoundary({
  resetKey,
  children,
}: {
  resetKey: string;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary FallbackComponent={ScreenFailed} resetKeys={[resetKey]}>
      {children}
    </ErrorBoundary>
  );
}
