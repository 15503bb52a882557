import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';

/**
 * A list or panel that could not be loaded: says so, and offers to ask again. `what` is the thing
 * as the sentence names it in the page's language: 'The articles' in English ('The articles
 * could not be loaded.'), 'los artículos' in Spanish ('No fue posible cargar los artículos.').
 */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div className="space-y-3" role="alert">
      <p className="text-slate-700">{intl.formatMessage({ id: 'loadFailed.message' }, { what })}</p>
      <Button variant="outline" onClick={onRetry}>
        {intl.formatMessage({ id: 'loadFailed.retry' })}
      </Button>
    </div>
  );
}
