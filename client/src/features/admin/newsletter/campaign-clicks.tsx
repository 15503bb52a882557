import { type Campaign } from '@contract/newsletter';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ScrollTable } from '@client/components/scroll-table';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { usePageFormat } from '@client/lib/format';
import { useCampaignClicks } from '../api/newsletter';

/**
 * A sent campaign's clicks, link by link, behind a button: read only when opened, fresh each
 * time (clicks keep coming after the send).
 */
export function CampaignClicks({ campaign }: { campaign: Campaign }) {
  const intl = useIntl();
  const format = usePageFormat();
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
              <ScrollTable label={label}>
                <thead className="border-b border-navy-100 text-navy-900">
                  <tr>
                    <th scope="col" className="py-2 pr-4">
                      {intl.formatMessage({ id: 'admin.newsletter.clicks.link' })}
                    </th>
                    <th scope="col" className="py-2 pr-4 text-right">
                      {intl.formatMessage({ id: 'admin.newsletter.clicks.clicks' })}
                    </th>
                    <th scope="col" className="py-2 text-right">
                      {intl.formatMessage({ id: 'admin.newsletter.clicks.unique' })}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {clicks.data.links.map((link) => (
                    <tr key={link.position} className="border-b border-navy-50">
                      <th scope="row" className="py-1 pr-4 font-normal break-all">
                        {link.url}
                      </th>
                      <td className="py-1 pr-4 text-right">{format.count(link.clicks)}</td>
                      <td className="py-1 text-right">{format.count(link.unique)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot className="font-semibold text-navy-900">
                  <tr>
                    <th scope="row" className="py-1 pr-4">
                      {intl.formatMessage({ id: 'admin.newsletter.clicks.total' })}
                    </th>
                    <td className="py-1 pr-4 text-right">{format.count(clicks.data.clicks)}</td>
                    <td className="py-1 text-right">{format.count(clicks.data.unique)}</td>
                  </tr>
                </tfoot>
              </ScrollTable>
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
