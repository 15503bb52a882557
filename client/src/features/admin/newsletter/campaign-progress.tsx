import { type Campaign } from '@contract/newsletter';
import { useIntl } from 'react-intl';
import { failedNote } from './parts';

export function CampaignProgress({ campaign }: { campaign: Campaign }) {
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
