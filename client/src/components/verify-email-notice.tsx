import type { CurrentUser } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { useIntl } from 'react-intl';
import { resendVerification } from '@client/lib/auth';
import { useLocalizer } from '@client/lib/localize';
import { cn } from '@client/lib/utils';
import { Button } from './ui/button';
import { toast } from './ui/use-toast';

/**
 * For a member who has not yet followed the link sent to their address: a reminder, and a way to
 * have the link sent again. Nothing for a verified member.
 */
export function VerifyEmailNotice({ user, className }: { user: CurrentUser; className?: string }) {
  const intl = useIntl();
  const localizer = useLocalizer();
  const resend = useMutation({
    mutationFn: resendVerification,
    meta: { errorTitle: 'Request Failed', errorFallback: 'Failed to send the verification email' },
  });
  if (user.emailVerified) return null;
  return (
    <section
      aria-labelledby="verify-email-title"
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-gold-300 bg-gold-50 p-4 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      <div className="flex gap-3">
        <MailWarning className="mt-0.5 size-5 shrink-0 text-gold-700" aria-hidden="true" />
        <div>
          <h2 id="verify-email-title" className="font-semibold text-navy-900">
            {intl.formatMessage({ id: 'verifyEmail.title' })}
          </h2>
          <p className="text-sm text-slate-700">
            {intl.formatMessage(
              { id: 'verifyEmail.body' },
              {
                email: user.email,
                strong: (chunks) => <strong className="break-all">{chunks}</strong>,
              },
            )}
          </p>
        </div>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={resend.isPending}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: (answer) =>
              toast({
                title: intl.formatMessage({ id: 'verifyEmail.sent' }),
                description: localizer.text(answer.message),
              }),
          })
        }
      >
        {intl.formatMessage({
          id: resend.isPending ? 'verifyEmail.sending' : 'verifyEmail.resend',
        })}
      </Button>
    </section>
  );
}
