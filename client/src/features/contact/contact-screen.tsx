import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_SUBJECTS,
  contactFormSchema,
  type ContactForm,
  type ContactFormValues,
} from '@contract/contact';
import type { PlainFormAnswer } from '@contract/plain-forms';
import type { ConnectIcon } from '@contract/site';
import {
  CheckCircle2,
  Globe,
  Mail,
  MessageCircle,
  Phone,
  PlayCircle,
  Podcast,
  Share2,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { FieldError, TextField } from '@client/components/ui/form-field';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/use-toast';
import { contactSubjectIds } from '@client/lib/contact-subjects';
import { usePageLanguage } from '@client/lib/i18n';
import { usePlainFormAction, usePlainFormAnswer } from '@client/lib/plain-form';
import { useSendContactMessage } from './api/send-contact-message';
import { useConnectLinks } from './api/site-links';
import { PageTitle } from '@client/components/page-intro';
import { EmailField } from '@client/components/account-fields';

/** Each icon the administrator may give a link, as drawn. */
const connectIcons: Record<ConnectIcon, LucideIcon> = {
  video: PlayCircle,
  podcast: Podcast,
  mail: Mail,
  phone: Phone,
  chat: MessageCircle,
  social: Share2,
  link: Globe,
};

/** Banners hide after 5 seconds. */
const BANNER_MS = 5000;
const EMPTY: ContactForm = {
  name: '',
  email: '',
  subject: '',
  message: '',
  website: '',
  consent: false,
};

const fieldClass =
  'flex w-full rounded-md border border-navy-300 bg-white px-3 py-2 text-base text-navy-950 placeholder:text-slate-500 aria-invalid:border-red-700 sm:text-sm';

type ShownErrors = Partial<Record<keyof ContactForm, { message?: string | undefined }>>;

/** A plain post's messages, shaped as the form's own. */
function serverErrors(answer: PlainFormAnswer | undefined): ShownErrors {
  const shown: ShownErrors = {};
  for (const field of Object.keys(EMPTY) as (keyof ContactForm)[]) {
    const message = answer?.fieldErrors[field]?.[0];
    if (message) shown[field] = { message };
  }
  return shown;
}

export function ContactScreen() {
  const intl = useIntl();
  const links = useConnectLinks();
  const send = useSendContactMessage();
  // The acknowledgement mailed to the sender is written in the page's language.
  const language = usePageLanguage();
  // Without JavaScript the form is posted as HTML and this page comes back with the outcome.
  const plain = usePlainFormAnswer('contact');
  const action = usePlainFormAction('contact');
  const [banner, setBanner] = useState<'success' | 'error' | null>(plain?.sent ? 'success' : null);
  const typed = plain && !plain.sent ? plain.values : {};
  const form = useForm<ContactForm, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { ...EMPTY, ...typed },
  });
  const { errors: checked, submitCount } = form.formState;
  // The server's messages stand until the form is checked here.
  const errors = submitCount > 0 ? checked : serverErrors(plain);
  const ids = { subject: useId(), message: useId(), consent: useId(), honeypot: useId() };

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const onSubmit = form.handleSubmit(({ consent: _consent, ...fields }) => {
    const body = { ...fields, language };
    send.mutate(body, {
      onSuccess: () => {
        setBanner('success');
        toast({
          title: intl.formatMessage({ id: 'contact.sentToast' }),
          description: intl.formatMessage({ id: 'contact.sentToastBody' }),
        });
        form.reset(EMPTY);
      },
      onError: () => setBanner('error'),
    });
  });

  return (
    <div className="container-page py-12 sm:py-16">
      <PageTitle
        title={intl.formatMessage({ id: 'contact.heading' })}
        lead={intl.formatMessage({ id: 'contact.intro' })}
      />

      <div className="mt-10 grid grid-cols-1 gap-8 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle as="h2">{intl.formatMessage({ id: 'contact.formHeading' })}</CardTitle>
          </CardHeader>
          <CardContent>
            <div aria-live="polite">
              {banner === 'success' ? (
                <p className="mb-6 flex items-center gap-2 rounded-md border border-green-700 bg-green-50 p-4 text-green-900">
                  <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
                  {intl.formatMessage({ id: 'contact.sentBanner' })}
                </p>
              ) : null}
              {banner === 'error' ? (
                <p className="mb-6 flex items-center gap-2 rounded-md border border-red-700 bg-red-50 p-4 text-red-900">
                  <XCircle className="size-5 shrink-0" aria-hidden="true" />
                  {intl.formatMessage({ id: 'contact.failedBanner' })}
                </p>
              ) : null}
            </div>
            <form
              method="post"
              action={action}
              onSubmit={onSubmit}
              noValidate
              className="space-y-5"
            >
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField
                  label={intl.formatMessage({ id: 'contact.name' })}
                  autoComplete="name"
                  required
                  error={errors.name?.message}
                  // In the server's HTML too: a plain post's answer keeps what was typed.
                  defaultValue={typed.name}
                  {...form.register('name')}
                />
                <EmailField
                  label={intl.formatMessage({ id: 'contact.email' })}
                  required
                  error={errors.email?.message}
                  defaultValue={typed.email}
                  {...form.register('email')}
                />
              </div>
              <div className="space-y-2">
                <Label htmlFor={ids.subject}>{intl.formatMessage({ id: 'contact.subject' })}</Label>
                <select
                  id={ids.subject}
                  className={`${fieldClass} h-10`}
                  aria-invalid={errors.subject ? true : undefined}
                  aria-describedby={errors.subject ? `${ids.subject}-error` : undefined}
                  defaultValue={typed.subject}
                  {...form.register('subject')}
                >
                  <option value="">
                    {intl.formatMessage({ id: 'contact.subjectPlaceholder' })}
                  </option>
                  {CONTACT_SUBJECTS.map((s) => (
                    <option key={s.value} value={s.value}>
                      {intl.formatMessage({ id: contactSubjectIds[s.value] })}
                    </option>
                  ))}
                </select>
                <FieldError id={`${ids.subject}-error`} message={errors.subject?.message} />
              </div>
              <div className="space-y-2">
                <Label htmlFor={ids.message}>{intl.formatMessage({ id: 'contact.message' })}</Label>
                <textarea
                  id={ids.message}
                  rows={6}
                  required
                  maxLength={CONTACT_MESSAGE_MAX}
                  className={fieldClass}
                  aria-invalid={errors.message ? true : undefined}
                  aria-describedby={errors.message ? `${ids.message}-error` : undefined}
                  defaultValue={typed.message}
                  {...form.register('message')}
                />
                <FieldError id={`${ids.message}-error`} message={errors.message?.message} />
              </div>
              {/* A trap for bots: hidden from people and from assistive technology. */}
              <div className="hidden" aria-hidden="true">
                <label htmlFor={ids.honeypot}>Website</label>
                <input
                  id={ids.honeypot}
                  type="text"
                  tabIndex={-1}
                  autoComplete="off"
                  {...form.register('website')}
                />
              </div>
              <div className="space-y-2">
                <div className="flex items-start gap-3">
                  <input
                    id={ids.consent}
                    type="checkbox"
                    className="mt-0.5 size-4 accent-navy-800"
                    aria-invalid={errors.consent ? true : undefined}
                    aria-describedby={errors.consent ? `${ids.consent}-error` : undefined}
                    {...form.register('consent')}
                  />
                  <Label htmlFor={ids.consent} className="leading-snug font-normal">
                    {intl.formatMessage({ id: 'contact.consent' })}
                  </Label>
                </div>
                <FieldError id={`${ids.consent}-error`} message={errors.consent?.message} />
              </div>
              <Button type="submit" size="lg" disabled={send.isPending}>
                {intl.formatMessage({ id: send.isPending ? 'contact.sending' : 'contact.send' })}
              </Button>
            </form>
          </CardContent>
        </Card>

        <Card className="h-fit">
          <CardHeader>
            <CardTitle as="h2">{intl.formatMessage({ id: 'contact.alternatives' })}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-4">
              {links.map((link, i) => {
                const Icon = connectIcons[link.icon];
                // Web pages open beside the form; a mail or phone link opens its own application.
                const away = link.url.startsWith('https:');
                return (
                  <li key={i}>
                    <a
                      href={link.url}
                      {...(away ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                      className="flex items-center gap-3 text-navy-800 underline-offset-4 hover:underline"
                    >
                      <Icon className="size-5 shrink-0" aria-hidden="true" />
                      {/* An address is one long word: it may break anywhere rather than widen the card. */}
                      <span className="min-w-0 wrap-anywhere">{link.label[language]}</span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
