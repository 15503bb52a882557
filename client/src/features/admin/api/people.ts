import {
  auditListSchema,
  invitationListSchema,
  invitationSchema,
  peopleApi,
  peopleListSchema,
  personSchema,
  type AuditQuery,
  type InvitationBody,
  type PatchPersonBody,
  type PeopleQuery,
} from '@contract/people';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiSend, apiQuery } from '@client/lib/api';

/** The People and Audit tabs: accounts, invitations to the staff, and the audit trail. */

type Search = Record<string, string | number | undefined>;
const search = (query: object): Search =>
  Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== ''),
  ) as Search;

export const usePeople = (query: PeopleQuery) =>
  useQuery(
    apiQuery(
      [peopleApi.people.pattern, query],
      peopleApi.people({ search: search(query) }),
      peopleListSchema,
      { placeholderData: keepPreviousData },
    ),
  );

export const usePerson = (id: number) =>
  useQuery(apiQuery([peopleApi.person.pattern, id], peopleApi.person({ id }), personSchema));

export function useChangePerson(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PatchPersonBody) =>
      apiSend('PATCH', peopleApi.person({ id }), body, personSchema),
    onSuccess: (person) => {
      queryClient.setQueryData([peopleApi.person.pattern, id], person);
      return queryClient.invalidateQueries({ queryKey: [peopleApi.people.pattern] });
    },
  });
}

export function useDeletePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiSend('DELETE', peopleApi.person({ id })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [peopleApi.people.pattern] }),
  });
}

export const useInvitations = () =>
  useQuery(
    apiQuery([peopleApi.invitations.pattern], peopleApi.invitations(), invitationListSchema),
  );

export function useInvitationActions() {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: [peopleApi.invitations.pattern] });
  return {
    invite: useMutation({
      mutationFn: (body: InvitationBody) =>
        apiSend('POST', peopleApi.invitations(), body, invitationSchema),
      onSuccess: refresh,
    }),
    resend: useMutation({
      mutationFn: (id: number) =>
        apiSend('POST', peopleApi.resendInvitation({ id }), {}, invitationSchema),
      onSuccess: refresh,
    }),
    revoke: useMutation({
      mutationFn: (id: number) => apiSend('DELETE', peopleApi.invitation({ id })),
      onSuccess: refresh,
    }),
  };
}

export const useAudit = (query: AuditQuery) =>
  useQuery(
    apiQuery(
      [peopleApi.audit.pattern, query],
      peopleApi.audit({ search: search(query) }),
      auditListSchema,
      { placeholderData: keepPreviousData },
    ),
  );

/** The CSV's address, for a plain link (the browser downloads it with the session cookie). */
export const auditExportHref = (from: string | undefined, to: string | undefined) =>
  peopleApi.auditExport({ search: search({ from, to }) });
