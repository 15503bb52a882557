import { articlePath, type AdminArticle } from '@contract/publishing';
import { ExternalLink, Languages, Mail, Save, Trash2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { useArticleNewsletter } from '../api/publishing';
import { useAdminPanel } from '../admin-panel';

/**
 * The editor's actions under the form: save (publish, schedule, update), view the article,
 * translate it, send it as a newsletter, delete it.
 */
export function PublishControls({
  formId,
  current,
  visible,
  dirty,
  saving,
  saveLabel,
  onTranslate,
  onDelete,
}: {
  /** The editor's form, which the save button submits. */
  formId: string;
  current: AdminArticle | undefined;
  /** Whether readers see the article now. */
  visible: boolean;
  dirty: boolean;
  saving: boolean;
  saveLabel: string;
  onTranslate: () => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const panel = useAdminPanel();
  const newsletter = useArticleNewsletter({
    errorTitle: intl.formatMessage({ id: 'admin.editor.newsletterFailed' }),
  });
  return (
    <div className="flex flex-wrap gap-3 border-t border-navy-100 pt-4">
      <Button type="submit" form={formId} disabled={saving}>
        <Save aria-hidden="true" />{' '}
        {saving ? intl.formatMessage({ id: 'admin.content.saving' }) : saveLabel}
      </Button>
      {current && visible ? (
        <Button asChild variant="outline">
          <a href={current.path || articlePath(current.slug)} target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden="true" /> {intl.formatMessage({ id: 'admin.editor.view' })}
            <span className="sr-only">{intl.formatMessage({ id: 'admin.editor.newTab' })}</span>
          </a>
        </Button>
      ) : null}
      {current ? (
        <Button
          variant="outline"
          onClick={() =>
            dirty
              ? toast({
                  variant: 'destructive',
                  title: intl.formatMessage({ id: 'admin.editor.saveFirst' }),
                  description: intl.formatMessage({ id: 'admin.editor.translationStarts' }),
                })
              : onTranslate()
          }
        >
          <Languages aria-hidden="true" /> {intl.formatMessage({ id: 'admin.editor.translate' })}
        </Button>
      ) : null}
      {current && visible ? (
        <Button
          variant="outline"
          disabled={newsletter.isPending}
          onClick={() =>
            newsletter.mutate(current.id, {
              onSuccess: (campaign) => {
                toast({
                  title: intl.formatMessage({ id: 'admin.editor.newsletterCreated' }),
                  description: intl.formatMessage(
                    { id: 'admin.editor.newsletterCreatedBody' },
                    { title: campaign.title },
                  ),
                });
                panel.openTab('newsletter');
              },
            })
          }
        >
          <Mail aria-hidden="true" />
          {intl.formatMessage({
            id: newsletter.isPending
              ? 'admin.editor.creatingNewsletter'
              : 'admin.editor.sendAsNewsletter',
          })}
        </Button>
      ) : null}
      {current ? (
        <Button variant="ghost" className="text-red-700" onClick={onDelete}>
          <Trash2 aria-hidden="true" /> {intl.formatMessage({ id: 'admin.content.delete' })}
        </Button>
      ) : null}
    </div>
  );
}
