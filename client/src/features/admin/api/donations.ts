import type { DonationList } from '@contract/donations';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** One page of gifts (the server's page size), the previous page kept on screen while it loads. */
export const useDonations = (page: number) =>
  useQuery<DonationList>({
    queryKey: [`/api/admin/donations?page=${page}`],
    placeholderData: keepPreviousData,
  });
