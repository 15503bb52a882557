import { type TestSendBody } from '@contract/newsletter';
import { FlaskConical } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { useSendTest } from '../api/newsletter';

/** "Send a test to me": one copy of the campaign as it stands, to the signed-in administrator. */
export function SendTestButton({
  campaign,
  size,
}: {
  /** The campaign as composed; undefined when the composer's fields are not complete yet. */
  campaign: () => Promise<TestSendBody | undefined>;
  size?: 'sm';
}) {
  const intl = useIntl();
  const sendTest = useSendTest();
  return (
    <Button
      type="button"
      variant="outline"
      size={size}
      disabled={sendTest.isPending}
      onClick={async () => {
        const body = await campaign();
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
