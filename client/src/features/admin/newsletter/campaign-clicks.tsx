import { type Campaign } from '@contract/newsletter';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { CountsTable } from '@client/components/counts-table';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCampaignClicks } from '../api/newsletter';

/**
 * A sent campaign's clicks, link by link, behind a button: read only when opened, fresh each
 * time (clicks keep coming after the send).
 */
export function CampaignClicks({ campaign }: { campaign: Campaign }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const panel = useId();
  const clicks = useCampaignClicks(campaign.id, open);
  const label = intl.formatMessage(
    { id: 'admin.newsletter.clicks.label' },
    { title: campaign.title },
  );
  const Chevron = open ? ChevronDown : ChevronRight;
  return (
    <div className="space-y-2">
      <Button
        size="sm"
        variant="outline"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen(!open)}
      >
        <Chevron aria-hidden="true" /> {intl.formatMessage({ id: 'admin.newsletter.clicks.show' })}
      </Button>
      {open ? (
        <div id={panel} className="space-y-2">
          {clicks.isPending ? (
            <Skeleton className="h-16 w-full" />
          ) : clicks.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {intl.formatMessage({ id: 'admin.newsletter.clicks.failed' })}
            </p>
          ) : clicks.data.links.length === 0 ? (
            <p className="text-sm text-slate-700">
              {intl.formatMessage({ id: 'admin.newsletter.clicks.none' })}
            </p>
          ) : (
            <>
              <CountsTable
                label={label}
                columns={[
                  intl.formatMessage({ id: 'admin.newsletter.clicks.link' }),
                  intl.formatMessage({ id: 'admin.newsletter.clicks.clicks' }),
                  intl.formatMessage({ id: 'admin.newsletter.clicks.unique' }),
                ]}
                rows={clicks.data.links.map((link) => ({
                  key: link.position,
                  name: link.url,
                  counts: [link.clicks, link.unique],
                }))}
                total={{
                  name: intl.formatMessage({ id: 'admin.newsletter.clicks.total' }),
                  counts: [clicks.data.clicks, clicks.data.unique],
                }}
                wrap="break"
              />
              <p className="text-xs text-slate-700">
                {intl.formatMessage({ id: 'admin.newsletter.clicks.note' })}
              </p>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
