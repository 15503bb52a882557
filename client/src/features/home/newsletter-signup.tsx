import { Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/use-toast';
import { usePageLanguage } from '@client/lib/i18n';
import { useLocalizer } from '@client/lib/localize';
import { usePlainFormAction, usePlainFormAnswer } from '@client/lib/plain-form';
import { useSubscribe } from './api/subscribe';
import { useHomeCopy } from './use-home-copy';

type SignupFields = { email: string };

export function NewsletterSignup() {
  const intl = useIntl();
  const { newsletter } = useHomeCopy();
  const localizer = useLocalizer();
  // Without JavaScript the form is posted as HTML and the home page comes back with the outcome.
  const plain = usePlainFormAnswer('newsletter');
  const action = usePlainFormAction('newsletter');
  const typed = plain && !plain.sent ? (plain.values.email ?? '') : '';
  // No schema here: the browser's type=email catches a slip, and the server's refusal of an
  // address it does not take is the one failure readers see ('Subscription failed', a toast).
  const form = useForm<SignupFields>({ defaultValues: { email: typed } });
  /** Where the confirmation link went: the sign-up counts once it is followed. */
  const [sentTo, setSentTo] = useState<string | null>(
    plain?.sent ? (plain.values.email ?? null) : null,
  );
  const { submitCount } = form.formState;
  // A plain post's message about the address stands until the form is sent here.
  const error = submitCount > 0 ? undefined : plain?.fieldErrors.email?.[0];
  const subscribe = useSubscribe();
  // The reader's mail (confirmation, footer, unsubscribe page) is written in the page's language.
  const language = usePageLanguage();
  const inputId = useId();
  const noteId = useId();
  const errorId = useId();

  const onSubmit = form.handleSubmit((fields) => {
    const email = fields.email.trim();
    if (!email || subscribe.isPending) return;
    subscribe.mutate(
      { email, language },
      {
        onSuccess: () => {
          setSentTo(email);
          toast({
            title: intl.formatMessage({ id: 'newsletterSignup.subscribed' }),
            description: intl.formatMessage({ id: 'newsletterSignup.subscribedBody' }),
          });
          form.reset({ email: '' });
        },
      },
    );
  });

  return (
    <section
      aria-labelledby="newsletter-title"
      className="on-dark bg-gradient-to-br from-navy-900 to-navy-800 py-16 text-white sm:py-20"
    >
      <div className="container-page max-w-2xl text-center">
        <Mail className="mx-auto size-10 text-gold-300" aria-hidden="true" />
        <h2 id="newsletter-title" className="mt-4 font-serif text-3xl font-bold">
          {newsletter.title}
        </h2>
        <p className="mt-4 text-lg text-navy-100">{newsletter.lead}</p>
        <form
          method="post"
          action={action}
          onSubmit={onSubmit}
          className="mt-8 text-left"
          aria-describedby={noteId}
        >
          <Label htmlFor={inputId} className="text-navy-50">
            {intl.formatMessage({ id: 'newsletterSignup.email' })}
          </Label>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <Input
              id={inputId}
              type="email"
              required
              autoComplete="email"
              placeholder={intl.formatMessage({ id: 'newsletterSignup.placeholder' })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="h-11"
              // In the server's HTML too: a plain post's answer keeps what was typed.
              defaultValue={typed}
              {...form.register('email')}
            />
            <Button type="submit" variant="accent" size="lg" disabled={subscribe.isPending}>
              {intl.formatMessage({
                id: subscribe.isPending
                  ? 'newsletterSignup.subscribing'
                  : 'newsletterSignup.subscribe',
              })}
            </Button>
          </div>
          {/* Not FieldError: its red is for light backgrounds, this block is dark. */}
          {error ? (
            <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-100">
              {localizer.text(error)}
            </p>
          ) : null}
        </form>
        <p role="status" className="mt-4 text-navy-50 empty:hidden">
          {sentTo
            ? `${plain?.sent ? `${intl.formatMessage({ id: 'newsletterSignup.subscribed' })} ` : ''}${intl.formatMessage({ id: 'newsletterSignup.almostThere' }, { email: sentTo })}`
            : null}
        </p>
        <p id={noteId} className="mt-4 text-sm text-navy-200">
          {newsletter.note}
        </p>
      </div>
    </section>
  );
}
