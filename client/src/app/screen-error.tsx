import { pathTo } from '@contract/pages';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useIntl } from 'react-intl';
import { TextLink } from '@client/components/text-link';
import { Button } from '@client/components/ui/button';

/**
 * The text of a screen that could not be shown: a heading, a line, a link home and, when the
 * screen can be tried again (`onRetry`), a button that does.
 */
function ScreenTrouble({ onRetry }: { onRetry?: () => void }) {
  const intl = useIntl();
  const home = (
    <TextLink href={pathTo('home')} className={onRetry ? undefined : 'mt-8'}>
      {intl.formatMessage({ id: 'shell.returnHome' })}
    </TextLink>
  );
  return (
    <div
      className="container-page flex flex-col items-start py-16 sm:py-24"
      role={onRetry ? 'alert' : undefined}
    >
      <h1 className="font-serif text-3xl font-bold text-navy-900 sm:text-4xl">
        {intl.formatMessage({ id: 'screenError.heading' })}
      </h1>
      <p className="mt-4 text-lg text-slate-700">
        {intl.formatMessage({ id: 'screenError.body' })}
      </p>
      {onRetry ? (
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <Button onClick={onRetry}>{intl.formatMessage({ id: 'screenError.retry' })}</Button>
          {home}
        </div>
      ) : (
        home
      )}
    </div>
  );
}

function ScreenFailed({ resetErrorBoundary }: FallbackProps) {
  return <ScreenTrouble onRetry={resetErrorBoundary} />;
}

/**
 * The page the server answers 503 with when a page's data cannot be had (UNAVAILABLE_PATH). It
 * runs no app: its text asks the reader to reload, and it links home.
 */
export function UnavailableScreen() {
  return <ScreenTrouble />;
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
