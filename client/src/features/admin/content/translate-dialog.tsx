import {
  contentLanguageNames,
  type AdminArticle,
  type ContentLanguage,
} from '@contract/publishing';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { DialogCancel, TitledDialog, type DialogOpenProps } from '@client/components/titled-dialog';
import { SelectField } from '@client/components/ui/form-field';
import { toast } from '@client/components/ui/use-toast';
import { useTranslateArticle } from '../api/publishing';
import { useFailureMessage } from '../use-failure-message';
import { missingLanguages } from './editing';

/** Starts a translation: a draft in a language the article lacks, its text copied to translate. */
export function TranslateDialog({
  open,
  onOpenChange,
  article,
  articles,
  onCreated,
}: DialogOpenProps & {
  article: AdminArticle;
  articles: readonly AdminArticle[];
  onCreated: (article: AdminArticle) => void;
}) {
  const intl = useIntl();
  const failure = useFailureMessage();
  const translate = useTranslateArticle();
  const choices = missingLanguages(article, articles);
  const [language, setLanguage] = useState<ContentLanguage | ''>('');
  const chosen = language && choices.includes(language) ? language : (choices[0] ?? '');

  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'admin.translate.title' })}
      description={intl.formatMessage({ id: 'admin.translate.description' })}
      className="max-w-md"
    >
      {choices.length === 0 ? (
        <p className="mt-4 text-slate-700">
          {intl.formatMessage({ id: 'admin.translate.complete' })}
        </p>
      ) : (
        <div className="mt-4">
          <SelectField
            label={intl.formatMessage({ id: 'language.label' })}
            options={choices.map((value) => ({ value, label: contentLanguageNames[value] }))}
            value={chosen}
            onChange={(event) => setLanguage(event.target.value as ContentLanguage)}
          />
        </div>
      )}
      {translate.isError ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {failure(translate.error, 'admin.translate.failed')}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <DialogCancel>{intl.formatMessage({ id: 'admin.content.cancel' })}</DialogCancel>
        {chosen ? (
          <Button
            disabled={translate.isPending}
            onClick={() =>
              translate.mutate(
                { id: article.id, language: chosen },
                {
                  onSuccess: (created) => {
                    toast({
                      title: intl.formatMessage({ id: 'admin.translate.created' }),
                      description: intl.formatMessage(
                        { id: 'admin.translate.createdBody' },
                        { language: contentLanguageNames[chosen] },
                      ),
                    });
                    onCreated(created);
                  },
                },
              )
            }
          >
            {intl.formatMessage({
              id: translate.isPending ? 'admin.translate.creating' : 'admin.translate.create',
            })}
          </Button>
        ) : null}
      </div>
    </TitledDialog>
  );
}
