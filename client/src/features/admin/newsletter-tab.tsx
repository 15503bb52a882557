import { languageNames, siteLanguages, type SiteLanguage } from '@contract/i18n';
import {
  campaignBodySchema,
  NO_SUBSCRIBERS,
  type Campaign,
  type CampaignBody,
  type TestSendBody,
  type DeliveryStatus,
} from '@contract/newsletter';
import { Eye, FlaskConical, RotateCcw, Search, Send, Trash2, Users } from 'lucide-react';
import { useDeferredValue, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Pager } from '@client/components/pager';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Skeleton } from '@client/components/ui/skeleton';
import { Table } from '@client/components/ui/table';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useLocalizer } from '@client/lib/localize';
import {
  useCampaigns,
  useDeleteSubscription,
  usePreview,
  useRetryCampaign,
  useSendCampaign,
  useSendNewsletter,
  useSendTest,
  useSubscriptions,
} from './api/newsletter';
import { usePageFormat } from '@client/lib/format';
import { useFailureMessage } from './use-failure-message';

const PAGE_SIZE = 25;

/** Active subscribers of each language, as the subscriptions page counts them. */
type LanguageCounts = Record<SiteLanguage, number>;

const selectClass =
  'h-10 rounded-md border border-navy-300 bg-white px-3 text-base text-navy-950 sm:text-sm';

/** A language from a `<select>`'s value; '' (or anything else) is none: every language. */
const languageFrom = (value: string): SiteLanguage | null =>
  siteLanguages.find((l) => l === value) ?? null;

/** The readers a campaign is for: one language's name, or "All languages". */
function CampaignLanguage({ language }: { language: SiteLanguage | null }) {
  const intl = useIntl();
  return (
    <span className="rounded-full bg-navy-50 px-2.5 py-0.5 text-xs font-semibold text-navy-800">
      {language ? (
        <span lang={language}>{languageNames[language]}</span>
      ) : (
        intl.formatMessage({ id: 'newsletterAdmin.allLanguages' })
      )}
    </span>
  );
}

/**
 * The question every send asks first, naming how many readers it goes to and in which languages
 * ("Send “Advent” to 1,234 readers: 800 in English, 300 in Spanish, 134 in Portuguese?"), counted
 * from the subscriptions answer's active readers per language; null until they are counted.
 */
function useAudienceQuestion(languageCounts: LanguageCounts | undefined) {
  const intl = useIntl();
  const format = usePageFormat();
  return (campaign: { title: string; language: SiteLanguage | null }): string | null => {
    if (!languageCounts) return null;
    const languages = campaign.language
      ? [campaign.language]
      : siteLanguages.filter((lang) => languageCounts[lang] > 0);
    const total = languages.reduce((sum, lang) => sum + languageCounts[lang], 0);
    const parts = new Intl.ListFormat(intl.locale, { type: 'unit' }).format(
      languages.map((language) =>
        intl.formatMessage(
          { id: 'newsletterAdmin.readersIn' },
          { count: format.count(languageCounts[language]), language },
        ),
      ),
    );
    return intl.formatMessage(
      { id: 'newsletterAdmin.confirmAudience' },
      { title: campaign.title, total: format.count(total), count: total, parts },
    );
  };
}

/** "Send a test to me": one copy of the campaign as it stands, to the signed-in administrator. */
function SendTestButton({
  campaign,
  size,
}: {
  /** The campaign as composed; undefined when the composer's fields are not complete yet. */
  campaign: () => TestSendBody | undefined;
  size?: 'sm';
}) {
  const intl = useIntl();
  const failure = useFailureMessage();
  const sendTest = useSendTest();
  return (
    <Button
      type="button"
      variant="outline"
      size={size}
      disabled={sendTest.isPending}
      onClick={() => {
        const body = campaign();
        if (!body) return;
        sendTest.mutate(body, {
          onSuccess: (answer) =>
            toast({
              title: intl.formatMessage({ id: 'newsletterAdmin.testSent' }),
              description: intl.formatMessage(
                { id: 'newsletterAdmin.testSentTo' },
                { email: answer.to },
              ),
            }),
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: intl.formatMessage({ id: 'newsletterAdmin.testFailed' }),
              description: failure(error, 'admin.newsletter.tryLater'),
            }),
        });
      }}
    >
      <FlaskConical aria-hidden="true" />{' '}
      {intl.formatMessage({
        id: sendTest.isPending ? 'newsletterAdmin.sendingTest' : 'newsletterAdmin.sendTest',
      })}
    </Button>
  );
}

/** What a send's confirmation says: the audience, or that it is not counted yet. */
function AudienceText({ question }: { question: string | null }): ReactNode {
  const intl = useIntl();
  return (
    <>
      <span data-testid="send-audience">
        {question ?? intl.formatMessage({ id: 'newsletterAdmin.audienceUncounted' })}
      </span>{' '}
      {question ? intl.formatMessage({ id: 'newsletterAdmin.cannotUndo' }) : null}
    </>
  );
}

/** The e-mail as readers will see it, for the composer and for a sent campaign. */
function EmailPreviewDialog({
  open,
  onOpenChange,
  subject,
  preview,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subject: string | undefined;
  preview: ReturnType<typeof usePreview>;
}) {
  const intl = useIntl();
  const failure = useFailureMessage();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl p-6">
        <DialogTitle>{intl.formatMessage({ id: 'admin.newsletter.previewTitle' })}</DialogTitle>
        <DialogDescription className="mt-1">
          {intl.formatMessage(
            { id: 'admin.newsletter.previewSubject' },
            { subject, b: (chunks) => <strong>{chunks}</strong> },
          )}
        </DialogDescription>
        <div className="mt-4">
          {preview.isPending ? (
            <Skeleton className="h-96 w-full" />
          ) : preview.isError ? (
            <p role="alert" className="text-red-700">
              {failure(preview.error, 'admin.newsletter.previewFailed')}
            </p>
          ) : preview.data ? (
            <iframe
              title={intl.formatMessage({ id: 'admin.newsletter.previewFrame' })}
              sandbox=""
              srcDoc={preview.data.html}
              className="h-[28rem] w-full rounded-md border border-navy-200"
            />
          ) : null}
        </div>
        <div className="mt-4 flex justify-end">
          <DialogClose asChild>
            <Button variant="outline">
              {intl.formatMessage({ id: 'admin.newsletter.close' })}
            </Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The admin panel's Newsletter tab: subscribers, the composer and the campaign history. */
export function NewsletterTab() {
  const intl = useIntl();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [language, setLanguage] = useState<SiteLanguage | null>(null);
  const search = useDeferredValue(q.trim());
  const subscriptions = useSubscriptions(search, page, PAGE_SIZE, language ?? undefined);
  const subscriberCount = subscriptions.data?.subscriberCount;
  const pendingCount = subscriptions.data?.pendingCount ?? 0;
  const languageCounts = subscriptions.data?.languageCounts;
  const filterId = useId();

  return (
    <div className="space-y-8">
      <p className="flex items-center gap-2 text-lg font-semibold text-navy-900">
        <Users className="size-5" aria-hidden="true" />
        {subscriberCount === undefined ? (
          <Skeleton className="h-6 w-40" />
        ) : (
          <>
            <span data-testid="subscriber-count">
              {intl.formatMessage(
                { id: 'admin.newsletter.subscribers' },
                { count: subscriberCount },
              )}
            </span>
            {pendingCount > 0 ? (
              <span className="text-base font-normal text-slate-600">
                {intl.formatMessage({ id: 'admin.newsletter.waiting' }, { count: pendingCount })}
              </span>
            ) : null}
          </>
        )}
      </p>
      {languageCounts ? (
        <ul
          className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700"
          aria-label={intl.formatMessage({ id: 'newsletterAdmin.byLanguage' })}
          data-testid="language-counts"
        >
          {siteLanguages.map((lang) => (
            <li key={lang}>
              <span lang={lang}>{languageNames[lang]}</span>: {languageCounts[lang]}
            </li>
          ))}
        </ul>
      ) : null}
      <Composer subscriberCount={subscriberCount} languageCounts={languageCounts} />
      <CampaignHistory subscriberCount={subscriberCount} languageCounts={languageCounts} />
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            {intl.formatMessage({ id: 'admin.newsletter.subscribersHeading' })}
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="flex flex-wrap items-end gap-4">
            <div className="relative w-full max-w-sm">
              <Label htmlFor="subscriber-search" className="sr-only">
                {intl.formatMessage({ id: 'admin.newsletter.search' })}
              </Label>
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
                aria-hidden="true"
              />
              <Input
                id="subscriber-search"
                type="search"
                placeholder={intl.formatMessage({ id: 'admin.newsletter.searchPlaceholder' })}
                className="pl-9"
                value={q}
                onChange={(e) => {
                  setQ(e.target.value);
                  setPage(1);
                }}
              />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={filterId}>
                {intl.formatMessage({ id: 'newsletterAdmin.filterLanguage' })}
              </Label>
              <select
                id={filterId}
                className={selectClass}
                value={language ?? ''}
                onChange={(e) => {
                  setLanguage(languageFrom(e.target.value));
                  setPage(1);
                }}
              >
                <option value="">
                  {intl.formatMessage({ id: 'newsletterAdmin.allLanguages' })}
                </option>
                {siteLanguages.map((lang) => (
                  <option key={lang} value={lang} lang={lang}>
                    {languageNames[lang]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <SubscriberList
            data={subscriptions.data}
            isPending={subscriptions.isPending}
            isError={subscriptions.isError}
            page={page}
            onPage={setPage}
          />
        </CardContent>
      </Card>
    </div>
  );
}

// ---- composer --------------------------------------------------------------------------------

function Composer({
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

// ---- campaigns -------------------------------------------------------------------------------

const statusStyle: Record<DeliveryStatus, string> = {
  draft: 'bg-slate-100 text-slate-800',
  sending: 'bg-gold-100 text-gold-800',
  sent: 'bg-green-100 text-green-800',
  partially_sent: 'bg-orange-100 text-orange-900',
  failed: 'bg-red-100 text-red-800',
};

/** ", 3 failed" after a campaign's count, when any address failed. */
const failedNote = (intl: IntlShape, count: number) =>
  count > 0 ? intl.formatMessage({ id: 'admin.newsletter.failedCount' }, { count }) : '';

function Progress({ campaign }: { campaign: Campaign }) {
  const intl = useIntl();
  const total = Math.max(1, campaign.recipientCount);
  const done = campaign.sentCount + campaign.failedCount;
  const percent = Math.round((done / total) * 100);
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={intl.formatMessage(
          { id: 'admin.newsletter.delivery' },
          { title: campaign.title },
        )}
        aria-valuemin={0}
        aria-valuemax={campaign.recipientCount}
        aria-valuenow={done}
        aria-valuetext={intl.formatMessage(
          { id: 'admin.newsletter.progressText' },
          { sent: campaign.sentCount, total: campaign.recipientCount },
        )}
        className="h-2 w-full overflow-hidden rounded-full bg-navy-100"
      >
        <div className="h-full bg-navy-700 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-slate-700">
        {intl.formatMessage(
          { id: 'admin.newsletter.progress' },
          { sent: campaign.sentCount, total: campaign.recipientCount },
        )}
        {failedNote(intl, campaign.failedCount)}
      </p>
    </div>
  );
}

function CampaignHistory({
  subscriberCount,
  languageCounts,
}: {
  subscriberCount: number | undefined;
  languageCounts: LanguageCounts | undefined;
}) {
  const intl = useIntl();
  const format = usePageFormat();
  const failure = useFailureMessage();
  const campaigns = useCampaigns();
  const retry = useRetryCampaign();
  const sendDraft = useSendCampaign();
  const preview = usePreview();
  const [previewing, setPreviewing] = useState<Campaign | null>(null);
  const [sending, setSending] = useState<Campaign | null>(null);
  const audienceOf = useAudienceQuestion(languageCounts);
  /** How many readers the campaign being confirmed goes to. */
  const readersOf = (c: Campaign | null) =>
    c?.language ? languageCounts?.[c.language] : subscriberCount;

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
                  <Progress campaign={c} />
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
                      campaign={() => ({
                        title: c.title,
                        subject: c.subject,
                        content: c.content,
                        htmlContent: c.htmlContent,
                        language: c.language,
                      })}
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
        <ConfirmDialog
          open={sending !== null}
          onOpenChange={(open) => (open ? null : setSending(null))}
          title={intl.formatMessage({ id: 'admin.newsletter.confirmTitle' })}
          confirmLabel={intl.formatMessage({ id: 'admin.newsletter.sendNow' })}
          pendingLabel={intl.formatMessage({ id: 'admin.newsletter.sending' })}
          pending={sendDraft.isPending}
          onConfirm={() => {
            if (!sending) return;
            if (readersOf(sending) === 0) {
              toast({
                variant: 'destructive',
                title: intl.formatMessage({ id: 'admin.newsletter.noSubscribers' }),
                description: intl.formatMessage({ id: 'admin.newsletter.nobody' }),
              });
              setSending(null);
              return;
            }
            sendDraft.mutate(sending.id, {
              onSuccess: (answer) => {
                toast({
                  title: intl.formatMessage({ id: 'admin.newsletter.sendingTitle' }),
                  description: intl.formatMessage(
                    { id: 'admin.newsletter.sendingTo' },
                    { count: answer.results.total },
                  ),
                });
                setSending(null);
              },
              onError: (error) => {
                const none = errorMessage(error, '') === NO_SUBSCRIBERS;
                toast({
                  variant: 'destructive',
                  title: intl.formatMessage({
                    id: none ? 'admin.newsletter.noSubscribers' : 'admin.newsletter.sendFailed',
                  }),
                  description: none
                    ? intl.formatMessage({ id: 'admin.newsletter.noSubscribers' })
                    : failure(error, 'admin.newsletter.tryLater'),
                });
              },
            });
          }}
        >
          <AudienceText question={sending ? audienceOf(sending) : null} />
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}

// ---- subscribers -----------------------------------------------------------------------------

function SubscriberList({
  data,
  isPending,
  isError,
  page,
  onPage,
}: {
  data: ReturnType<typeof useSubscriptions>['data'];
  isPending: boolean;
  isError: boolean;
  page: number;
  onPage: (page: number) => void;
}) {
  const intl = useIntl();
  const format = usePageFormat();
  const remove = useDeleteSubscription();
  const [confirm, setConfirm] = useState<{ id: number; email: string } | null>(null);

  if (isPending) return <Skeleton className="h-40 w-full" />;
  if (isError || !data) {
    return (
      <p role="alert" className="text-red-700">
        {intl.formatMessage({ id: 'admin.newsletter.subscribersFailed' })}
      </p>
    );
  }
  return (
    <>
      {data.items.length === 0 ? (
        <p className="text-slate-700">{intl.formatMessage({ id: 'admin.newsletter.noneFound' })}</p>
      ) : (
        <Table>
          <thead className="border-b border-navy-200 text-navy-800">
            <tr>
              <th scope="col" className="py-2 pr-4">
                {intl.formatMessage({ id: 'admin.newsletter.email' })}
              </th>
              <th scope="col" className="py-2 pr-4">
                {intl.formatMessage({ id: 'admin.newsletter.subscribed' })}
              </th>
              <th scope="col" className="py-2 pr-4">
                {intl.formatMessage({ id: 'admin.newsletter.statusHeader' })}
              </th>
              <th scope="col" className="py-2 pr-4">
                {intl.formatMessage({ id: 'language.label' })}
              </th>
              <th scope="col" className="py-2">
                <span className="sr-only">
                  {intl.formatMessage({ id: 'admin.newsletter.actions' })}
                </span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-navy-100">
            {data.items.map((s) => (
              <tr key={s.id}>
                <td className="py-2 pr-4 break-all">{s.email}</td>
                <td className="py-2 pr-4 whitespace-nowrap">{format.dateTime(s.subscribedAt)}</td>
                <td className="py-2 pr-4 whitespace-nowrap">
                  {intl.formatMessage(
                    { id: 'admin.newsletter.subscriberStatus' },
                    { status: s.status },
                  )}
                </td>
                <td className="py-2 pr-4 whitespace-nowrap" lang={s.language}>
                  {languageNames[s.language]}
                </td>
                <td className="py-2 text-right">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={intl.formatMessage(
                      { id: 'admin.newsletter.deleteLabel' },
                      { email: s.email },
                    )}
                    onClick={() => setConfirm({ id: s.id, email: s.email })}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pager
        label={intl.formatMessage({ id: 'admin.newsletter.pages' })}
        page={page}
        total={data.total}
        pageSize={data.pageSize}
        onPage={onPage}
      />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => (open ? null : setConfirm(null))}
        title={intl.formatMessage({ id: 'admin.newsletter.deleteTitle' })}
        confirmLabel={intl.formatMessage({ id: 'admin.newsletter.delete' })}
        pending={remove.isPending}
        onConfirm={() => {
          if (!confirm) return;
          remove.mutate(confirm.id, {
            onSuccess: () => {
              toast({
                title: intl.formatMessage({ id: 'admin.newsletter.deleted' }),
                description: confirm.email,
              });
              setConfirm(null);
            },
          });
        }}
      >
        {intl.formatMessage({ id: 'admin.newsletter.deleteBody' }, { email: confirm?.email ?? '' })}
      </ConfirmDialog>
    </>
  );
}
