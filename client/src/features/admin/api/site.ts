import { adminSiteSchema, siteApi, type AdminSite, type SiteSettingsBody } from '@contract/site';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiSend, apiQuery } from '@client/lib/api';

/** The ministry's identity as the Site tab edits it, and its one write. */

const adminSiteKey = [siteApi.adminSite.pattern] as const;

export const useAdminSite = () =>
  useQuery(apiQuery(adminSiteKey, siteApi.adminSite(), adminSiteSchema));

export function useSaveSite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SiteSettingsBody): Promise<AdminSite> =>
      apiSend('PUT', siteApi.adminSite(), body, adminSiteSchema),
    onSuccess: (saved) => client.setQueryData(adminSiteKey, saved),
  });
}
