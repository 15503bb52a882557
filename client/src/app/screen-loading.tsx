import { Loader2 } from 'lucide-react';
import { useIntl } from 'react-intl';

/** Shown while a screen's code arrives on client-side navigation (first loads are pre-rendered). */
export function ScreenLoading() {
  const intl = useIntl();
  return (
    <div
      role="status"
      className="container-page flex min-h-[50vh] items-center justify-center gap-3"
    >
      <Loader2 aria-hidden="true" className="size-6 animate-spin text-navy-700" />
      <span className="text-navy-800">{intl.formatMessage({ id: 'shell.loading' })}</span>
    </div>
  );
}
