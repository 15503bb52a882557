import { type TestSendBody } from '@contract/newsletter';
import { FlaskConical } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { useSendTest } from '../api/newsletter';
import { useFailureMessage } from '../use-failure-message';

/** "Send a test to me": one copy of the campaign as it stands, to the signed-in administrator. */
export function SendTestButton({
  campaign,
  size,
}: {
  /** The campaign as composed; undefined when the composer's fields are not complete yet. */
  campaign: () => TestSendBody | undefined;
  size?: 'sm';
}) {
  const intl = useIntl();
  const failure = useFailureMessage();
  const sendTest = useSendTest();
  return (
    <Button
      type="button"
      variant="outline"
      size={size}
      disabled={sendTest.isPending}
      onClick={() => {
        const body = campaign();
        if (!body) return;
        sendTest.mutate(body, {
          onSuccess: (answer) =>
            toast({
              title: intl.formatMessage({ id: 'newsletterAdmin.testSent' }),
              description: intl.formatMessage(
                { id: 'newsletterAdmin.testSentTo' },
                { email: answer.to },
              ),
            }),
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: intl.formatMessage({ id: 'newsletterAdmin.testFailed' }),
              description: failure(error, 'admin.newsletter.tryLater'),
            }),
        });
      }}
    >
      <FlaskConical aria-hidden="true" />{' '}
      {intl.formatMessage({
        id: sendTest.isPending ? 'newsletterAdmin.sendingTest' : 'newsletterAdmin.sendTest',
      })}
    </Button>
  );
}
