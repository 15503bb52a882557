import { type ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** What a send's confirmation says: the audience, or that it is not counted yet. */
export function AudienceText({ question }: { question: string | null }): ReactNode {
  const intl = useIntl();
  return (
    <>
      <span data-testid="send-audience">
        {question ?? intl.formatMessage({ id: 'newsletterAdmin.audienceUncounted' })}
      </span>{' '}
      {question ? intl.formatMessage({ id: 'newsletterAdmin.cannotUndo' }) : null}
    </>
  );
}
