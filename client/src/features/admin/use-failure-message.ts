import type { MessageId } from '@contract/messages/en';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useLocalizer } from '@client/lib/localize';

/**
 * A failure's message: the server's, when the page's language has it (English pages always do),
 * else the screen's own message `id`.
 */
export function useFailureMessage() {
  const intl = useIntl();
  const localizer = useLocalizer();
  return useCallback(
    (error: unknown, id: MessageId) => localizer.error(error, '') || intl.formatMessage({ id }),
    [intl, localizer],
  );
}
