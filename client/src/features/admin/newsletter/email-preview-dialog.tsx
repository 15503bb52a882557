import { useIntl } from 'react-intl';
import { DialogCancel, TitledDialog, type DialogOpenProps } from '@client/components/titled-dialog';
import { Skeleton } from '@client/components/ui/skeleton';
import type { usePreview } from '../api/newsletter';
import { useFailureMessage } from '../use-failure-message';

/** The e-mail as readers will see it, for the composer and for a sent campaign. */
export function EmailPreviewDialog({
  open,
  onOpenChange,
  subject,
  preview,
}: DialogOpenProps & {
  subject: string | undefined;
  preview: ReturnType<typeof usePreview>;
}) {
  const intl = useIntl();
  const failure = useFailureMessage();
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'admin.newsletter.previewTitle' })}
      description={intl.formatMessage(
        { id: 'admin.newsletter.previewSubject' },
        { subject, b: (chunks) => <strong>{chunks}</strong> },
      )}
      className="max-w-3xl"
      descriptionClassName="mt-1"
    >
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
        <DialogCancel>{intl.formatMessage({ id: 'admin.newsletter.close' })}</DialogCancel>
      </div>
    </TitledDialog>
  );
}
