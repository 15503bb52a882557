import type { SiteLanguage } from '@contract/i18n';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { toast } from '@client/components/ui/use-toast';
import { type LanguageCounts } from './parts';
import { useAudienceQuestion } from './use-audience-question';

/** A campaign as its send question names it; no language: every reader. */
interface Sendable {
  title: string;
  language: SiteLanguage | null;
}

/**
 * How many readers a campaign goes to (those of its language, or every reader); undefined until
 * they are counted.
 */
export const readersOf = (
  campaign: Sendable,
  languageCounts: LanguageCounts | undefined,
  subscriberCount: number | undefined,
) => (campaign.language ? languageCounts?.[campaign.language] : subscriberCount);

/** What a send says: that nobody would receive it, or that it is going out to `total` readers. */
export function useSendToasts() {
  const intl = useIntl();
  return {
    nobody: () =>
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'admin.newsletter.noSubscribers' }),
        description: intl.formatMessage({ id: 'admin.newsletter.nobody' }),
      }),
    sending: (total: number) =>
      toast({
        title: intl.formatMessage({ id: 'admin.newsletter.sendingTitle' }),
        description: intl.formatMessage({ id: 'admin.newsletter.sendingTo' }, { count: total }),
      }),
  };
}

/**
 * The question every send asks first (open while `campaign` is set): whom it goes to, or that
 * they are not counted yet, and that it cannot be undone.
 */
export function SendConfirmDialog({
  campaign,
  languageCounts,
  confirmLabel,
  pending,
  onClose,
  onConfirm,
}: {
  campaign: Sendable | null;
  languageCounts: LanguageCounts | undefined;
  confirmLabel: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const intl = useIntl();
  const audienceOf = useAudienceQuestion(languageCounts);
  const question = campaign ? audienceOf(campaign) : null;
  return (
    <ConfirmDialog
      open={campaign !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title={intl.formatMessage({ id: 'admin.newsletter.confirmTitle' })}
      confirmLabel={confirmLabel}
      pendingLabel={intl.formatMessage({ id: 'admin.newsletter.sending' })}
      pending={pending}
      onConfirm={onConfirm}
    >
      <span data-testid="send-audience">
        {question ?? intl.formatMessage({ id: 'newsletterAdmin.audienceUncounted' })}
      </span>{' '}
      {question ? intl.formatMessage({ id: 'newsletterAdmin.cannotUndo' }) : null}
    </ConfirmDialog>
  );
}
