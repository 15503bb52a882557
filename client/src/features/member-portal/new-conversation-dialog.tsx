import { conversationCategories, type ConversationCategory } from '@contract/conversations';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { AttachmentPicker } from '@client/components/conversation/attachment-picker';
import { MessageTextarea } from '@client/components/conversation/message-textarea';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/use-toast';
import { useConversationWords } from '@client/components/conversation/conversation-list-item';
import { useStartConversation } from './api/conversations';

/** The 'New' dialog: subject, category, message and attachments. */
export function NewConversationDialog({
  open,
  onOpenChange,
  onStarted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onStarted: (id: number) => void;
}) {
  const intl = useIntl();
  const words = useConversationWords();
  const ids = { title: useId(), category: useId(), content: useId(), error: useId() };
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState<ConversationCategory | ''>('');
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [contentError, setContentError] = useState<string | null>(null);
  const start = useStartConversation();
  const ready = title.trim() !== '' && category !== '';

  const reset = () => {
    setTitle('');
    setCategory('');
    setContent('');
    setFiles([]);
    setContentError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || start.isPending) return;
    if (content.trim() === '' && files.length === 0) {
      setContentError(intl.formatMessage({ id: 'portal.contentRequired' }));
      return;
    }
    start.mutate(
      { title: title.trim(), category, content: content.trim(), files },
      {
        onSuccess: (posted) => {
          toast({
            title: intl.formatMessage({ id: 'portal.started' }),
            description: intl.formatMessage({ id: 'portal.startedBody' }),
          });
          reset();
          onOpenChange(false);
          onStarted(posted.conversationId);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="p-6">
        <DialogTitle>{intl.formatMessage({ id: 'portal.newConversation' })}</DialogTitle>
        <DialogDescription className="mt-1">
          {intl.formatMessage({ id: 'portal.newDescription' })}
        </DialogDescription>
        <form onSubmit={submit} className="mt-6 space-y-4">
          <div className="space-y-2">
            <Label htmlFor={ids.title}>{intl.formatMessage({ id: 'portal.subject' })}</Label>
            <Input
              id={ids.title}
              value={title}
              maxLength={200}
              onChange={(e) => setTitle(e.target.value)}
              required
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor={ids.category}>{intl.formatMessage({ id: 'portal.category' })}</Label>
            <select
              id={ids.category}
              value={category}
              required
              onChange={(e) => setCategory(e.target.value as ConversationCategory | '')}
              className="flex h-10 w-full rounded-md border border-navy-300 bg-white px-3 py-2 text-base text-navy-950 sm:text-sm"
            >
              <option value="">{intl.formatMessage({ id: 'portal.chooseCategory' })}</option>
              {conversationCategories.map((c) => (
                <option key={c} value={c}>
                  {words.category(c)}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-2">
            <Label htmlFor={ids.content}>{intl.formatMessage({ id: 'portal.message' })}</Label>
            <MessageTextarea
              id={ids.content}
              rows={5}
              value={content}
              aria-invalid={contentError ? true : undefined}
              aria-describedby={contentError ? ids.error : undefined}
              onChange={(e) => {
                setContent(e.target.value);
                setContentError(null);
              }}
            />
            {contentError ? (
              <p id={ids.error} role="alert" className="text-sm font-medium text-red-700">
                {contentError}
              </p>
            ) : null}
          </div>
          <AttachmentPicker files={files} onChange={setFiles} disabled={start.isPending} />
          <div className="flex justify-end gap-3 pt-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {intl.formatMessage({ id: 'portal.cancel' })}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={!ready || start.isPending}>
              {intl.formatMessage({ id: start.isPending ? 'portal.starting' : 'portal.start' })}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
