import { zodResolver } from '@hookform/resolvers/zod';
import { languageNames, siteLanguages } from '@contract/i18n';
import { campaignBodySchema, type CampaignBody } from '@contract/newsletter';
import { Eye, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { SelectField, TextField, TextareaField } from '@client/components/ui/form-field';
import { usePreview, useSendNewsletter } from '../api/newsletter';
import { type LanguageCounts, languageFrom } from './parts';
import { SendTestButton } from './send-test-button';
import { readersOf, SendConfirmDialog, useSendToasts } from './send-confirm';
import { EmailPreviewDialog } from './email-preview-dialog';

/** The composer's fields: the campaign's, with the language as its `<select>` holds it. */
const composerSchema = campaignBodySchema
  .omit({ language: true, htmlContent: true })
  .extend({ language: z.string().transform(languageFrom) });
type ComposerFields = z.input<typeof composerSchema>;

const EMPTY: ComposerFields = { language: '', title: '', subject: '', content: '' };

export function Composer({
  subscriberCount,
  languageCounts,
}: {
  subscriberCount: number | undefined;
  languageCounts: LanguageCounts | undefined;
}) {
  const intl = useIntl();
  const form = useForm<ComposerFields, unknown, CampaignBody>({
    resolver: zodResolver(composerSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const subject = useWatch({ control: form.control, name: 'subject' });
  const [previewOpen, setPreviewOpen] = useState(false);
  /** The campaign waiting for the administrator to confirm its audience. */
  const [confirming, setConfirming] = useState<CampaignBody | null>(null);
  const toasts = useSendToasts();
  const send = useSendNewsletter();
  const preview = usePreview();

  /** The campaign as composed, or undefined (its fields then show what is missing). */
  const checked = () =>
    new Promise<CampaignBody | undefined>((resolve) => {
      void form.handleSubmit(resolve, () => resolve(undefined))();
    });

  const onPreview = async () => {
    const body = await checked();
    if (!body) return;
    setPreviewOpen(true);
    preview.mutate(body);
  };

  const onSubmit = form.handleSubmit((body) => {
    if (send.isPending) return;
    const campaign = { title: body.title, language: body.language ?? null };
    if (readersOf(campaign, languageCounts, subscriberCount) === 0) {
      toasts.nobody();
      return;
    }
    // Nothing leaves before the administrator has seen whom it goes to.
    setConfirming(body);
  });

  const onConfirm = () => {
    if (!confirming || send.isPending) return;
    send.mutate(confirming, {
      onSuccess: (answer) => {
        toasts.sending(answer.results.total);
        form.reset(EMPTY);
        setPreviewOpen(false);
        setConfirming(null);
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{intl.formatMessage({ id: 'admin.newsletter.compose' })}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <SelectField
            label={intl.formatMessage({ id: 'newsletterAdmin.writtenFor' })}
            className="max-w-sm"
            options={[
              { value: '', label: intl.formatMessage({ id: 'newsletterAdmin.everyReader' }) },
              ...siteLanguages.map((lang) => ({
                value: lang,
                label: intl.formatMessage(
                  { id: 'newsletterAdmin.readersOf' },
                  { language: languageNames[lang], count: languageCounts?.[lang] ?? 0 },
                ),
              })),
            ]}
            {...form.register('language')}
          />
          <TextField
            label={intl.formatMessage({ id: 'admin.newsletter.title' })}
            maxLength={200}
            error={errors.title?.message}
            {...form.register('title')}
          />
          <TextField
            label={intl.formatMessage({ id: 'admin.newsletter.subject' })}
            maxLength={200}
            error={errors.subject?.message}
            {...form.register('subject')}
          />
          <TextareaField
            label={intl.formatMessage({ id: 'admin.newsletter.content' })}
            hint={intl.formatMessage({ id: 'admin.newsletter.contentHint' })}
            rows={10}
            error={errors.content?.message}
            {...form.register('content')}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="button" variant="outline" onClick={() => void onPreview()}>
              <Eye aria-hidden="true" /> {intl.formatMessage({ id: 'admin.newsletter.preview' })}
            </Button>
            <SendTestButton campaign={checked} />
            <Button type="submit" disabled={send.isPending}>
              <Send aria-hidden="true" />{' '}
              {intl.formatMessage({
                id: send.isPending ? 'admin.newsletter.sending' : 'admin.newsletter.send',
              })}
            </Button>
          </div>
        </form>
        <EmailPreviewDialog
          open={previewOpen}
          onOpenChange={setPreviewOpen}
          subject={subject}
          preview={preview}
        />
        <SendConfirmDialog
          campaign={
            confirming && { title: confirming.title, language: confirming.language ?? null }
          }
          languageCounts={languageCounts}
          confirmLabel={intl.formatMessage({ id: 'admin.newsletter.send' })}
          pending={send.isPending}
          onClose={() => setConfirming(null)}
          onConfirm={onConfirm}
        />
      </CardContent>
    </Card>
  );
}
