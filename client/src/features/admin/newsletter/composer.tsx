import { languageNames, siteLanguages, type SiteLanguage } from '@contract/i18n';
import { campaignBodySchema, NO_SUBSCRIBERS, type CampaignBody } from '@contract/newsletter';
import { Eye, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useLocalizer } from '@client/lib/localize';
import { usePreview, useSendNewsletter } from '../api/newsletter';
import { type LanguageCounts, selectClass, languageFrom } from './parts';
import { useAudienceQuestion } from './use-audience-question';
import { SendTestButton } from './send-test-button';
import { AudienceText } from './audience-text';
import { EmailPreviewDialog } from './email-preview-dialog';

export function Composer({
  subscriberCount,
  languageCounts,
}: {
  subscriberCount: number | undefined;
  languageCounts: LanguageCounts | undefined;
}) {
  const intl = useIntl();
  const localizer = useLocalizer();
  const [language, setLanguage] = useState<SiteLanguage | null>(null);
  const languageId = useId();
  const [title, setTitle] = useState('');
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [previewOpen, setPreviewOpen] = useState(false);
  /** The campaign waiting for the administrator to confirm its audience. */
  const [confirming, setConfirming] = useState<CampaignBody | null>(null);
  const audienceOf = useAudienceQuestion(languageCounts);
  const send = useSendNewsletter();
  const preview = usePreview();
  const contentId = useId();
  const hintId = useId();

  const validate = () => {
    const parsed = campaignBodySchema.safeParse({ title, subject, content, language });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      toast({
        variant: 'destructive',
        title: message
          ? localizer.text(message)
          : intl.formatMessage({ id: 'admin.newsletter.contentRequired' }),
        description: intl.formatMessage({ id: 'admin.newsletter.fillEveryField' }),
      });
      return undefined;
    }
    return parsed.data;
  };

  const onPreview = () => {
    const body = validate();
    if (!body) return;
    setPreviewOpen(true);
    preview.mutate(body);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const body = validate();
    if (!body) return;
    const readers = language ? languageCounts?.[language] : subscriberCount;
    if (readers === 0) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'admin.newsletter.noSubscribers' }),
        description: intl.formatMessage({ id: 'admin.newsletter.nobody' }),
      });
      return;
    }
    // Nothing leaves before the administrator has seen whom it goes to.
    setConfirming(body);
  };

  const onConfirm = () => {
    if (!confirming || send.isPending) return;
    send.mutate(confirming, {
      onSuccess: (answer) => {
        toast({
          title: intl.formatMessage({ id: 'admin.newsletter.sendingTitle' }),
          description: intl.formatMessage(
            { id: 'admin.newsletter.sendingTo' },
            { count: answer.results.total },
          ),
        });
        setTitle('');
        setSubject('');
        setContent('');
        setLanguage(null);
        setPreviewOpen(false);
        setConfirming(null);
      },
      onError: (error) => {
        const message = errorMessage(error, '');
        const none = message === NO_SUBSCRIBERS;
        toast({
          variant: 'destructive',
          title: intl.formatMessage({
            id: none ? 'admin.newsletter.noSubscribers' : 'admin.newsletter.sendFailed',
          }),
          description: intl.formatMessage({
            id: none ? 'admin.newsletter.noSubscribers' : 'admin.newsletter.tryLater',
          }),
        });
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
          <div className="flex flex-col gap-2">
            <Label htmlFor={languageId}>
              {intl.formatMessage({ id: 'newsletterAdmin.writtenFor' })}
            </Label>
            <select
              id={languageId}
              className={`${selectClass} w-full max-w-sm`}
              value={language ?? ''}
              onChange={(e) => setLanguage(languageFrom(e.target.value))}
            >
              <option value="">{intl.formatMessage({ id: 'newsletterAdmin.everyReader' })}</option>
              {siteLanguages.map((lang) => (
                <option key={lang} value={lang}>
                  {intl.formatMessage(
                    { id: 'newsletterAdmin.readersOf' },
                    { language: languageNames[lang], count: languageCounts?.[lang] ?? 0 },
                  )}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-2">
            <Label htmlFor="campaign-title">
              {intl.formatMessage({ id: 'admin.newsletter.title' })}
            </Label>
            <Input
              id="campaign-title"
              value={title}
              maxLength={200}
              onChange={(e) => setTitle(e.target.value)}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="campaign-subject">
              {intl.formatMessage({ id: 'admin.newsletter.subject' })}
            </Label>
            <Input
              id="campaign-subject"
              value={subject}
              maxLength={200}
              onChange={(e) => setSubject(e.target.value)}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor={contentId}>
              {intl.formatMessage({ id: 'admin.newsletter.content' })}
            </Label>
            <textarea
              id={contentId}
              aria-describedby={hintId}
              rows={10}
              value={content}
              onChange={(e) => setContent(e.target.value)}
              className="flex w-full rounded-md border border-navy-300 bg-white px-3 py-2 text-base text-navy-950 placeholder:text-slate-500 sm:text-sm"
            />
            <p id={hintId} className="text-xs text-slate-600">
              {intl.formatMessage({ id: 'admin.newsletter.contentHint' })}
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="button" variant="outline" onClick={onPreview}>
              <Eye aria-hidden="true" /> {intl.formatMessage({ id: 'admin.newsletter.preview' })}
            </Button>
            <SendTestButton campaign={validate} />
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
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(open) => (open ? null : setConfirming(null))}
          title={intl.formatMessage({ id: 'admin.newsletter.confirmTitle' })}
          confirmLabel={intl.formatMessage({ id: 'admin.newsletter.send' })}
          pendingLabel={intl.formatMessage({ id: 'admin.newsletter.sending' })}
          pending={send.isPending}
          onConfirm={onConfirm}
        >
          <AudienceText
            question={
              confirming
                ? audienceOf({ title: confirming.title, language: confirming.language ?? null })
                : null
            }
          />
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}
