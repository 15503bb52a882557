/**
 * The gatherings' e-mails, in the registrant's language: the visitor's link to confirm, the
 * confirmation (with the event's calendar file and, for an online meeting, its link), the
 * waitlist notice, the news that a place came free, and the reminders.
 */
import type { SiteLanguage } from '../../../contract/i18n';
import { localizePath } from '../../../contract/i18n';
import { greeting, renderEmail, type MailMessage } from '../../infra/mail';
import { mailText } from '../../infra/mail-text';
import { calendarOf, type CalendarEvent } from './ics';

export interface MailEvent extends CalendarEvent {
  onlineUrl: string | null;
}

export interface Registrant {
  name: string;
  email: string;
  language: string;
  cancelToken: string;
  places: number;
}

export type RegistrationMail = 'verify' | 'confirmed' | 'waitlisted' | 'promoted' | 'day' | 'hour';

/** The event's page in `lang`, with a link's secret when one is given. */
export const eventPage = (slug: string, lang: SiteLanguage, query?: string) =>
  `${localizePath(`/events/${slug}`, lang)}${query ? `?${query}` : ''}`;

/** "Tuesday, 3 November 2026, 19:00 (America/New_York)": the meeting in the event's own zone. */
export function meetingTime(start: Date, timeZone: string, lang: string): string {
  const text = new Intl.DateTimeFormat(lang, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(start);
  return `${text} (${timeZone.replace(/_/g, ' ')})`;
}

export function registrationMail(opts: {
  kind: RegistrationMail;
  event: MailEvent;
  registrant: Registrant;
  /** The meeting a reminder is for, else the next one. */
  meeting: Date;
  publicUrl: string;
  now: Date;
}): MailMessage {
  const { kind, event, registrant, publicUrl } = opts;
  const lang = (
    ['en', 'es', 'pt'].includes(registrant.language) ? registrant.language : 'en'
  ) as SiteLanguage;
  const t = mailText(lang);
  const title = event.title;
  const when = meetingTime(opts.meeting, event.timeZone, lang);
  const place = [event.placeName, event.placeAddress].filter(Boolean).join(', ');
  const link = (query?: string) => `${publicUrl}${eventPage(event.slug, lang, query)}`;
  const cancel = link(`cancel=${registrant.cancelToken}`);

  if (kind === 'verify') {
    // The address is not proven yet: no name typed by whoever filled the form.
    const { text, html } = renderEmail({
      greeting: greeting(null, t),
      paragraphs: [t('mail.eventVerify.intro', { title, when })],
      action: {
        label: t('mail.eventVerify.action'),
        url: link(`confirm=${registrant.cancelToken}`),
      },
      after: [t('mail.eventVerify.after')],
      publicUrl,
      lang,
    });
    return { to: registrant.email, subject: t('mail.eventVerify.subject', { title }), text, html };
  }

  const details = [
    t('mail.event.when', { when }),
    ...(place ? [t('mail.event.where', { place })] : []),
    ...(event.onlineUrl && kind !== 'waitlisted'
      ? [t('mail.event.online', { url: event.onlineUrl })]
      : []),
    ...(kind === 'waitlisted' ? [] : [t('mail.event.places', { places: registrant.places })]),
  ];
  const intro = {
    confirmed: t('mail.eventConfirmed.intro', { title }),
    waitlisted: t('mail.eventWaitlisted.intro', { title }),
    promoted: t('mail.eventPromoted.intro', { title }),
    day: t('mail.eventReminder.day', { title }),
    hour: t('mail.eventReminder.hour', { title }),
  }[kind];
  const subject = {
    confirmed: t('mail.eventConfirmed.subject', { title }),
    waitlisted: t('mail.eventWaitlisted.subject', { title }),
    promoted: t('mail.eventPromoted.subject', { title }),
    day: t('mail.eventReminder.subject', { title, when }),
    hour: t('mail.eventReminder.subject', { title, when }),
  }[kind];
  const { text, html } = renderEmail({
    greeting: greeting(registrant.name.split(/\s+/)[0] || null, t),
    paragraphs: [intro, ...details],
    action: { label: t('mail.event.action'), url: link() },
    after: [t('mail.event.cancel', { url: cancel })],
    publicUrl,
    lang,
  });
  const message: MailMessage = { to: registrant.email, subject, text, html };
  if (kind !== 'waitlisted') {
    message.attachments = [
      {
        filename: `${event.slug}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: calendarOf([event], {
          publicUrl,
          pageOf: (slug) => eventPage(slug, lang),
          now: opts.now,
          name: title,
          onlineUrl: event.onlineUrl,
        }),
      },
    ];
  }
  return message;
}

/**
 * Staff's own message to someone registered: their words as written (subject and paragraphs),
 * framed in the person's language (greeting, what it is about, the event's link, cancelling).
 */
export function eventMessageMail(opts: {
  event: { slug: string; title: string };
  registrant: Registrant;
  subject: string;
  body: string;
  publicUrl: string;
}): MailMessage {
  const { event, registrant, publicUrl } = opts;
  const lang = (
    ['en', 'es', 'pt'].includes(registrant.language) ? registrant.language : 'en'
  ) as SiteLanguage;
  const t = mailText(lang);
  const link = (query?: string) => `${publicUrl}${eventPage(event.slug, lang, query)}`;
  const { text, html } = renderEmail({
    greeting: greeting(registrant.name.split(/\s+/)[0] || null, t),
    paragraphs: [
      t('mail.eventMessage.intro', { title: event.title }),
      ...opts.body
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean),
    ],
    action: { label: t('mail.event.action'), url: link() },
    after: [
      t('mail.eventMessage.from'),
      t('mail.event.cancel', { url: link(`cancel=${registrant.cancelToken}`) }),
    ],
    publicUrl,
    lang,
  });
  return { to: registrant.email, subject: opts.subject, text, html };
}
