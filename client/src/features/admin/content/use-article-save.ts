import type { AdminArticle } from '@contract/publishing';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { toast } from '@client/components/ui/use-toast';
import { errorStatus, serverFieldErrors } from '@client/lib/api';
import { useSaveArticle } from '../api/publishing';
import { useFailureMessage } from '../use-failure-message';
import { useAutosave } from './autosave';
import {
  applyFieldErrors,
  ARTICLE_FORM_KEYS,
  articleSnapshot,
  validateArticle,
  type ArticleBodyOut,
  type ArticleForm,
} from './editing';

type Field = (typeof ARTICLE_FORM_KEYS)[number];

/**
 * Saving the article in the editor: the admin's own save (`submit`) and a draft's autosave after
 * a quiet moment, what the status line says, and the article as the server last answered it
 * (`current`, undefined until a new one is first saved).
 */
export function useArticleSave({
  form,
  initial,
  startValues,
  values,
}: {
  form: UseFormReturn<ArticleForm, unknown, ArticleBodyOut>;
  initial: AdminArticle | undefined;
  startValues: ArticleForm;
  /** The form's values as they stand (watched). */
  values: ArticleForm;
}) {
  const intl = useIntl();
  const failure = useFailureMessage();
  const autosave = useSaveArticle();
  // The admin's own save fails aloud through the one mutation toast; an autosave's failure is
  // only the status line's, beside the fields the server named.
  const manualSave = useSaveArticle({
    errorTitle: intl.formatMessage({ id: 'admin.editor.saveFailedTitle' }),
    errorFallback: intl.formatMessage({ id: 'admin.editor.saveFailed' }),
  });
  const saving = autosave.isPending || manualSave.isPending;

  const [current, setCurrent] = useState<AdminArticle | undefined>(initial);

  const saveLabel = intl.formatMessage(
    { id: 'admin.editor.action' },
    {
      action:
        values.status === 'published'
          ? current?.status === 'published'
            ? 'update'
            : 'publish'
          : values.status === 'scheduled'
            ? 'schedule'
            : 'draft',
    },
  );

  const progress = useAutosave({
    snapshot: articleSnapshot(values),
    startSnapshot: () => articleSnapshot(startValues),
    savedStatus: current?.status,
    formStatus: values.status,
    valid: validateArticle(values, new Date()).ok,
    saving,
    saveLabel,
    autosave: () => {
      const latest = form.getValues();
      const result = validateArticle(latest, new Date());
      if (result.ok) void persist(latest, result.data, false);
    },
  });

  const persist = async (sent: ArticleForm, body: ArticleBodyOut, manual: boolean) => {
    const sentSnapshot = articleSnapshot(sent);
    const wasPublished = current?.status === 'published';
    try {
      const article = await (manual ? manualSave : autosave).mutateAsync({
        ...(current ? { id: current.id } : {}),
        body,
      });
      setCurrent(article);
      let savedValues = sent;
      if (!sent.slug && article.slug) {
        // The server made the address from the title: show it, and count it as saved.
        savedValues = { ...sent, slug: article.slug };
        if (!form.getValues('slug')) form.setValue('slug', article.slug);
      }
      progress.saved(articleSnapshot(savedValues));
      if (manual) {
        toast({
          title: intl.formatMessage({
            id:
              article.status === 'published'
                ? wasPublished
                  ? 'admin.editor.updated'
                  : 'admin.editor.published'
                : article.status === 'scheduled'
                  ? 'admin.editor.scheduled'
                  : 'admin.editor.draftSaved',
          }),
          description: article.title,
        });
      }
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      const rest = applyFieldErrors(fieldErrors, ARTICLE_FORM_KEYS, (field, message) =>
        form.setError(field as Field, { message }),
      );
      const message =
        rest[0] ?? Object.values(fieldErrors)[0]?.[0] ?? failure(error, 'admin.editor.saveFailed');
      if (errorStatus(error) === 409 && !fieldErrors.slug) form.setError('slug', { message });
      progress.failed(sentSnapshot, message);
    }
  };

  const submit = form.handleSubmit((body) => {
    if (saving) return;
    void persist(form.getValues(), body, true);
  });

  return { current, dirty: progress.dirty, saving, submit, saveLabel, status: progress.status };
}
