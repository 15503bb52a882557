import { siteApi, siteIdentitySchema, type SiteIdentity } from '@contract/site';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@client/lib/api';
import { siteIdentity } from '@client/lib/site-identity';

/**
 * The ministry's "Alternative Ways to Connect": the server renders the contact page with the
 * API's answer (server/pages/loaders/contact.ts); a page reached in the browser has the same
 * identity in its own markup already, so nothing is asked.
 */
export const siteIdentityQuery = () =>
  apiQuery([siteApi.site()], siteApi.site(), siteIdentitySchema);

export const useConnectLinks = (): SiteIdentity['links'] =>
  useQuery({ ...siteIdentityQuery(), initialData: siteIdentity }).data.links;
