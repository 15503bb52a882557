import { newsletter } from '@content/home';
import { Mail } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/use-toast';
import { usePageLanguage } from '@client/lib/i18n';
import { useSubscribe } from './api/subscribe';

export function NewsletterSignup() {
  const [email, setEmail] = useState('');
  /** Where the confirmation link went: the sign-up counts once it is followed. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const subscribe = useSubscribe();
  // The reader's mail (confirmation, footer, unsubscribe page) is written in the page's language.
  const language = usePageLanguage();
  const inputId = useId();
  const noteId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!value || subscribe.isPending) return;
    subscribe.mutate(
      { email: value, language },
      {
        onSuccess: () => {
          setSentTo(value);
          toast({
            title: 'Successfully subscribed!',
            description: "You'll receive weekly insights and updates on biblical teachings.",
          });
          setEmail('');
        },
      },
    );
  };

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
        <form onSubmit={onSubmit} className="mt-8 text-left" aria-describedby={noteId}>
          <Label htmlFor={inputId} className="text-navy-50">
            Email address
          </Label>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <Input
              id={inputId}
              type="email"
              name="email"
              required
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className="h-11"
            />
            <Button type="submit" variant="accent" size="lg" disabled={subscribe.isPending}>
              {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
            </Button>
          </div>
        </form>
        <p role="status" className="mt-4 text-navy-50 empty:hidden">
          {sentTo
            ? `Almost there: we sent a link to ${sentTo}. Follow it to confirm your subscription.`
            : null}
        </p>
        <p id={noteId} className="mt-4 text-sm text-navy-200">
          {newsletter.note}
        </p>
      </div>
    </section>
  );
}
