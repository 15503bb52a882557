import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { AttachmentPicker } from './attachment-picker';
import { MessageTextarea } from './message-textarea';

/** Write a reply with attachments. Cleared only when sending succeeded. */
export function ReplyBox({
  onSend,
  pending,
  label,
}: {
  onSend: (content: string, files: File[]) => Promise<unknown>;
  pending: boolean;
  label?: string;
}) {
  const intl = useIntl();
  const id = useId();
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const blank = content.trim() === '' && files.length === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || pending) return;
    try {
      await onSend(content.trim(), files);
      setContent('');
      setFiles([]);
    } catch {
      // The caller's toast has said what went wrong; the text stays for another try.
    }
  };

  return (
    <form onSubmit={submit} className="space-y-3 border-t border-navy-200 pt-4">
      <Label htmlFor={id}>{label ?? intl.formatMessage({ id: 'conversation.yourReply' })}</Label>
      <MessageTextarea
        id={id}
        rows={3}
        value={content}
        onChange={(e) => setContent(e.target.value)}
        placeholder={intl.formatMessage({ id: 'conversation.placeholder' })}
      />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <AttachmentPicker files={files} onChange={setFiles} disabled={pending} />
        <Button type="submit" disabled={blank || pending}>
          <Send aria-hidden="true" />
          {intl.formatMessage({ id: pending ? 'conversation.sending' : 'conversation.send' })}
        </Button>
      </div>
    </form>
  );
}
