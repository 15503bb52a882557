import {
  myGivingSchema,
  recurringGiftSchema,
  statementSchema,
  type UpdateRecurringBody,
} from '@contract/donations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@client/lib/api';

export const myGivingKey = ['/api/donations/my'] as const;

/** The member's gifts and running recurring gifts (503 when giving is not set up). */
export const myGivingQuery = () =>
  queryOptions({
    queryKey: myGivingKey,
    queryFn: ({ signal }) => apiGet('/api/donations/my', myGivingSchema, { signal }),
  });
export const useMyGiving = () => useQuery(myGivingQuery());

export const statementQuery = (year: number) =>
  queryOptions({
    queryKey: ['/api/donations/statement', year],
    queryFn: ({ signal }) =>
      apiGet(`/api/donations/statement?year=${year}`, statementSchema, { signal }),
  });
export const useStatement = (year: number) => useQuery(statementQuery(year));

export function useChangeRecurring(errorTitle: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateRecurringBody & { id: number }) =>
      apiSend('PATCH', `/api/donations/recurring/${id}`, body, recurringGiftSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: myGivingKey }),
    meta: { errorTitle },
  });
}

export function useCancelRecurring(errorTitle: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiSend('DELETE', `/api/donations/recurring/${id}`, undefined, recurringGiftSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: myGivingKey }),
    meta: { errorTitle },
  });
}

export function useEmailStatement(errorTitle: string) {
  return useMutation({
    mutationFn: (year: number) =>
      apiSend('POST', '/api/donations/statement', { year }, statementSchema),
    meta: { errorTitle },
  });
}
