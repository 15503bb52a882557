import { useIntl } from 'react-intl';
import { HttpError } from '@client/lib/api';
import { useLocalizer } from '@client/lib/localize';

/**
 * Why a registration's request failed, for the line under its button: the server's words (its
 * status and reason when it sent none), else the general failure, in the page's language.
 */
export function useFailureText(): (error: unknown) => string {
  const intl = useIntl();
  const localizer = useLocalizer();
  return (error) =>
    localizer.text(
      error instanceof HttpError ? error.message : intl.formatMessage({ id: 'events.failed' }),
    );
}
