import { questionListSchema, questionsApi, type UpdateQuestionBody } from '@contract/questions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { apiSend, apiQuery } from '@client/lib/api';

const ADMIN_QUESTIONS = questionsApi.adminList({ search: { pageSize: 100 } });
const adminQuestionsKey = [ADMIN_QUESTIONS] as const;

/** Every member's question, pending first (the server's order). */
export const adminQuestionsQuery = () =>
  apiQuery(adminQuestionsKey, ADMIN_QUESTIONS, questionListSchema);

export const useAdminQuestions = () => useQuery(adminQuestionsQuery());

export type QuestionAction =
  | { kind: 'answer'; id: number; content: string }
  | ({ kind: 'update'; id: number } & UpdateQuestionBody);

/** Answers a question, or publishes, unpublishes or archives it. */
export function useQuestionAction() {
  const queryClient = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: (action: QuestionAction) => {
      if (action.kind === 'answer') {
        return apiSend('POST', questionsApi.answers({ id: action.id }), {
          content: action.content,
        });
      }
      const { id, kind: _kind, ...body } = action;
      return apiSend('PATCH', questionsApi.question({ id }), body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQuestionsKey }),
    meta: { errorTitle: intl.formatMessage({ id: 'admin.errors.update' }) },
  });
}
