import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Skeleton } from '@client/components/ui/skeleton';
import type { usePreview } from '../api/newsletter';
import { useFailureMessage } from '../use-failure-message';

/** The e-mail as readers will see it, for the composer and for a sent campaign. */
export function EmailPreviewDialog({
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
