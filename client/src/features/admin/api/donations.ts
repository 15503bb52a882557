import { donationListSchema } from '@contract/donations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api';

/** One page of gifts (the server's page size), with the totals. */
export const donationsQuery = (page: number) => {
  const url = `/api/admin/donations?page=${page}`;
  return queryOptions({
    queryKey: [url],
    queryFn: ({ signal }) => apiGet(url, donationListSchema, { signal }),
  });
};

/** The previous page stays on screen while the next one loads. */
export const useDonations = (page: number) =>
  useQuery({ ...donationsQuery(page), placeholderData: keepPreviousData });
