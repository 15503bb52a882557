import {
  eventsApi,
  eventSchema,
  eventListSchema,
  type EventDetail,
} from '../../../contract/events';
import { localizePath } from '../../../contract/i18n';
import { documentTitle, pathTo } from '../../../contract/pages';
import { languageAlternates } from '../../../contract/seo';
import { descriptionOf, oneThingPage, routeHead, type PageLoader } from '../loader';

/**
 * The gatherings (/events): the meetings from a year back to a year ahead, as everyone sees them.
 * Registrations change the places left and staff add events at any time: made at every request.
 */
export const eventList: PageLoader = {
  address() {
    return pathTo('events');
  },
  live: true,
  async load(address, { fetchApi, lang }) {
    const key = eventsApi.list();
    const answer = await fetchApi(key);
    const parsed = eventListSchema.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) return undefined;
    return {
      status: 200,
      queries: [{ key: [key], data: parsed.data }],
      head: routeHead('events', address, lang),
    };
  },
};

/** The description's Markdown as a line of text for meta tags: marks and link targets dropped. */
const plainText = (markdown: string): string =>
  markdown.replace(/\]\([^)]*\)/g, ']').replace(/[#*_`>[\]]/g, '');

/** schema.org's Event, as search engines and calendars read an event's page. */
export function eventJsonLd(event: EventDetail, url: string): Record<string, unknown> {
  const online = event.online;
  const place = event.placeName
    ? {
        '@type': 'Place',
        name: event.placeName,
        ...(event.placeAddress ? { address: event.placeAddress } : {}),
      }
    : undefined;
  const virtual = online ? { '@type': 'VirtualLocation', url } : undefined;
  const next = event.occurrences.find((o) => !o.cancelled);
  const cancelled = event.occurrences.length > 0 && !next;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: descriptionOf(plainText(event.description), 500),
    startDate: next?.startsAt ?? event.startsAt,
    endDate: next?.endsAt ?? event.endsAt,
    inLanguage: event.language,
    url,
    eventStatus: cancelled
      ? 'https://schema.org/EventCancelled'
      : 'https://schema.org/EventScheduled',
    eventAttendanceMode:
      online && place
        ? 'https://schema.org/MixedEventAttendanceMode'
        : online
          ? 'https://schema.org/OnlineEventAttendanceMode'
          : 'https://schema.org/OfflineEventAttendanceMode',
    location: [place, virtual].filter(Boolean),
    ...(event.image ? { image: [new URL(event.image.src, url).href] } : {}),
    ...(event.capacity !== null ? { maximumAttendeeCapacity: event.capacity } : {}),
  };
}

/**
 * An event's page (/events/slug), as a visitor sees it: the online link and the viewer's own
 * registration are asked again as the member by the screen (`personal`).
 */
export const eventDetail: PageLoader = {
  address(pathname) {
    return pathname.replace(/\/+$/, '');
  },
  personal: true,
  live: true,
  load(address, { fetchApi, publicUrl, lang }) {
    const slug = address.slice(address.lastIndexOf('/') + 1);
    const path = eventsApi.event({ slug });
    return oneThingPage({ fetchApi, lang }, { path, schema: eventSchema, key: [path] }, (event) => {
      const canonical = pathTo('eventDetail', { slug: event.slug });
      return {
        title: documentTitle(event.title),
        description: descriptionOf(plainText(event.description)) || event.title,
        type: 'website',
        canonical,
        alternates: languageAlternates(canonical),
        jsonLd: [eventJsonLd(event, `${publicUrl}${localizePath(canonical, lang)}`)],
      };
    });
  },
};
