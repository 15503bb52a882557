import {
  adminSitePageSchema,
  sitePagesApi,
  type AdminSitePage,
  type SitePageBody,
} from '@contract/site-pages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { apiSend, apiQuery } from '@client/lib/api';

/** The administrator's pages (every language, drafts included) and their writes. */

const adminPagesKey = [sitePagesApi.adminPages.pattern] as const;

export const useAdminSitePages = () =>
  useQuery(apiQuery(adminPagesKey, sitePagesApi.adminPages(), z.array(adminSitePageSchema)));

export function useSaveSitePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: SitePageBody }): Promise<AdminSitePage> =>
      id
        ? apiSend('PUT', sitePagesApi.adminPage({ id }), body, adminSitePageSchema)
        : apiSend('POST', sitePagesApi.adminPages(), body, adminSitePageSchema),
    onSettled: () => client.invalidateQueries({ queryKey: adminPagesKey }),
  });
}

export function useDeleteSitePage() {
  const client = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: (id: number) => apiSend('DELETE', sitePagesApi.adminPage({ id })),
    onSettled: () => client.invalidateQueries({ queryKey: adminPagesKey }),
    meta: {
      errorTitle: intl.formatMessage({ id: 'admin.errors.deleteContent' }, { kind: 'page' }),
    },
  });
}
