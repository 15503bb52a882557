import { type Campaign } from '@contract/newsletter';
import { Eye, RotateCcw, Send } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCampaigns, usePreview, useRetryCampaign, useSendCampaign } from '../api/newsletter';
import { usePageFormat } from '@client/lib/format';
import { type LanguageCounts, statusStyle, failedNote } from './parts';
import { CampaignLanguage } from './campaign-language';
import { SendTestButton } from './send-test-button';
import { readersOf, SendConfirmDialog, useSendToasts } from './send-confirm';
import { EmailPreviewDialog } from './email-preview-dialog';
import { CampaignProgress } from './campaign-progress';
import { CampaignClicks } from './campaign-clicks';

export function CampaignHistory({
  subscriberCount,
  languageCounts,
}: {
  subscriberCount: number | undefined;
  languageCounts: LanguageCounts | undefined;
}) {
  const intl = useIntl();
  const format = usePageFormat();
  const campaigns = useCampaigns();
  const retry = useRetryCampaign();
  const sendDraft = useSendCampaign();
  const preview = usePreview();
  const [previewing, setPreviewing] = useState<Campaign | null>(null);
  const [sending, setSending] = useState<Campaign | null>(null);
  const toasts = useSendToasts();

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{intl.formatMessage({ id: 'admin.newsletter.history' })}</CardTitle>
      </CardHeader>
      <CardContent>
        {campaigns.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : campaigns.isError ? (
          <p role="alert" className="text-red-700">
            {intl.formatMessage({ id: 'admin.newsletter.campaignsFailed' })}
          </p>
        ) : campaigns.data.length === 0 ? (
          <p className="text-slate-700">
            {intl.formatMessage({ id: 'admin.newsletter.noCampaigns' })}
          </p>
        ) : (
          <ul
            className="divide-y divide-navy-100"
            aria-label={intl.formatMessage({ id: 'admin.newsletter.campaigns' })}
          >
            {campaigns.data.map((c) => (
              <li key={c.id} className="space-y-2 py-4" data-testid="campaign">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div>
                    <h3 className="font-semibold text-navy-900">{c.title}</h3>
                    <p className="text-sm text-slate-700">{c.subject}</p>
                  </div>
                  <CampaignLanguage language={c.language} />
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusStyle[c.deliveryStatus]}`}
                    data-testid="campaign-status"
                  >
                    {intl.formatMessage(
                      { id: 'admin.newsletter.status' },
                      { status: c.deliveryStatus },
                    )}
                  </span>
                </div>
                {c.deliveryStatus === 'sending' ? (
                  <CampaignProgress campaign={c} />
                ) : c.deliveryStatus !== 'draft' ? (
                  <p className="text-sm text-slate-700">
                    {intl.formatMessage(
                      { id: 'admin.newsletter.delivered' },
                      { sent: c.sentCount, total: c.recipientCount },
                    )}
                    {failedNote(intl, c.failedCount)}
                    {c.sentAt ? ` · ${format.dateTime(c.sentAt)}` : ''}
                  </p>
                ) : (
                  <p className="text-sm text-slate-700">
                    {intl.formatMessage(
                      { id: 'admin.newsletter.created' },
                      { date: format.dateTime(c.createdAt) },
                    )}
                  </p>
                )}
                {c.deliveryStatus === 'draft' ? (
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => {
                        setPreviewing(c);
                        preview.mutate({
                          title: c.title,
                          subject: c.subject,
                          content: c.content,
                          htmlContent: c.htmlContent,
                          language: c.language,
                        });
                      }}
                    >
                      <Eye aria-hidden="true" />{' '}
                      {intl.formatMessage({ id: 'admin.newsletter.viewEmail' })}
                    </Button>
                    <SendTestButton
                      size="sm"
                      campaign={() =>
                        Promise.resolve({
                          title: c.title,
                          subject: c.subject,
                          content: c.content,
                          htmlContent: c.htmlContent,
                          language: c.language,
                        })
                      }
                    />
                    <Button size="sm" onClick={() => setSending(c)}>
                      <Send aria-hidden="true" />{' '}
                      {intl.formatMessage({ id: 'admin.newsletter.sendNow' })}
                    </Button>
                  </div>
                ) : null}
                {c.failedCount > 0 && c.deliveryStatus !== 'sending' ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={retry.isPending}
                    onClick={() => retry.mutate(c.id)}
                  >
                    <RotateCcw aria-hidden="true" />{' '}
                    {intl.formatMessage({ id: 'admin.newsletter.retry' }, { count: c.failedCount })}
                  </Button>
                ) : null}
                {c.deliveryStatus !== 'draft' ? <CampaignClicks campaign={c} /> : null}
              </li>
            ))}
          </ul>
        )}
        <EmailPreviewDialog
          open={previewing !== null}
          onOpenChange={(open) => (open ? null : setPreviewing(null))}
          subject={previewing?.subject}
          preview={preview}
        />
        <SendConfirmDialog
          campaign={sending}
          languageCounts={languageCounts}
          confirmLabel={intl.formatMessage({ id: 'admin.newsletter.sendNow' })}
          pending={sendDraft.isPending}
          onClose={() => setSending(null)}
          onConfirm={() => {
            if (!sending) return;
            if (readersOf(sending, languageCounts, subscriberCount) === 0) {
              toasts.nobody();
              setSending(null);
              return;
            }
            sendDraft.mutate(sending.id, {
              onSuccess: (answer) => {
                toasts.sending(answer.results.total);
                setSending(null);
              },
            });
          }}
        />
      </CardContent>
    </Card>
  );
}
