import {
  myGivingSchema,
  recurringGiftSchema,
  statementSchema,
  type UpdateRecurringBody,
  donationsApi,
} from '@contract/donations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiSend, apiQuery } from '@client/lib/api';

export const myGivingKey = [donationsApi.my.pattern] as const;

/** The member's gifts and running recurring gifts (503 when giving is not set up). */
export const myGivingQuery = () => apiQuery(myGivingKey, donationsApi.my(), myGivingSchema);
export const useMyGiving = () => useQuery(myGivingQuery());

export const statementQuery = (year: number) =>
  apiQuery(
    [donationsApi.statement.pattern, year],
    donationsApi.statement({ search: { year } }),
    statementSchema,
  );
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
