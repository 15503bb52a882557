import {
  myGivingSchema,
  recurringGiftSchema,
  statementSchema,
  type UpdateRecurringBody,
  donationsApi,
} from '@contract/donations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@client/lib/api';

export const myGivingKey = [donationsApi.my.pattern] as const;

/** The member's gifts and running recurring gifts (503 when giving is not set up). */
export const myGivingQuery = () =>
  queryOptions({
    queryKey: myGivingKey,
    queryFn: ({ signal }) => apiGet(donationsApi.my(), myGivingSchema, { signal }),
  });
export const useMyGiving = () => useQuery(myGivingQuery());

export const statementQuery = (year: number) =>
  queryOptions({
    queryKey: [donationsApi.statement.pattern, year],
    queryFn: ({ signal }) =>
      apiGet(donationsApi.statement({ search: { year } }), statementSchema, { signal }),
  });
export const useStatement = (year: number) => useQuery(statementQuery(year));

export function useChangeRecurring(errorTitle: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateRecurringBody & { id: number }) =>
      apiSend('PATCH', donationsApi.recurringGift({ id }), body, recurringGiftSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: myGivingKey }),
    meta: { errorTitle },
  });
}

export function useCancelRecurring(errorTitle: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiSend('DELETE', donationsApi.recurringGift({ id }), undefined, recurringGiftSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: myGivingKey }),
    meta: { errorTitle },
  });
}

export function useEmailStatement(errorTitle: string) {
  return useMutation({
    mutationFn: (year: number) =>
      apiSend('POST', donationsApi.statement(), { year }, statementSchema),
    meta: { errorTitle },
  });
}
