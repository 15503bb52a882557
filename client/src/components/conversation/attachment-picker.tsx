import { attachmentAccept, MAX_ATTACHMENTS_PER_MESSAGE } from '@contract/conversations';
import { Paperclip, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '@client/components/ui/use-toast';
import { attachmentProblem } from '@client/lib/attachments';
import { usePageFormat } from '@client/lib/format';

/**
 * Choose files to send with a message. Each chosen file is checked before any upload: too large
 * or of a refused type gives its toast ('File Too Large', 'Invalid File Type') and the file is
 * left out.
 */
export function AttachmentPicker({
  files,
  onChange,
  disabled,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const format = usePageFormat();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  const add = (chosen: FileList | null) => {
    if (!chosen) return;
    const next = [...files];
    for (const file of Array.from(chosen)) {
      const problem = attachmentProblem(file);
      if (problem === 'too-large') {
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'conversation.tooLarge' }),
          description: intl.formatMessage({ id: 'conversation.tooLargeBody' }, { name: file.name }),
        });
      } else if (problem === 'invalid-type') {
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'conversation.invalidType' }),
          description: intl.formatMessage(
            { id: 'conversation.invalidTypeBody' },
            { name: file.name },
          ),
        });
      } else if (next.length >= MAX_ATTACHMENTS_PER_MESSAGE) {
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'conversation.tooMany' }),
          description: intl.formatMessage(
            { id: 'conversation.tooManyBody' },
            { max: MAX_ATTACHMENTS_PER_MESSAGE },
          ),
        });
        break;
      } else {
        next.push(file);
      }
    }
    onChange(next);
    if (input.current) input.current.value = '';
  };

  return (
    <div className="space-y-2">
      <label
        htmlFor={inputId}
        className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-navy-300 bg-white px-3 py-2 text-sm font-semibold text-navy-800 focus-within:ring-2 focus-within:ring-navy-500 hover:bg-navy-50"
      >
        <Paperclip className="size-4" aria-hidden="true" />
        {intl.formatMessage({ id: 'conversation.attach' })}
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={attachmentAccept}
          disabled={disabled}
          className="sr-only"
          onChange={(e) => add(e.target.files)}
        />
      </label>
      {files.length > 0 ? (
        <ul
          className="flex flex-wrap gap-2"
          aria-label={intl.formatMessage({ id: 'conversation.chosenFiles' })}
        >
          {files.map((file, i) => (
            <li
              key={`${file.name}-${i}`}
              className="inline-flex items-center gap-1 rounded-full bg-navy-100 py-1 pr-1 pl-3 text-xs text-navy-900"
            >
              <span>
                {file.name} ({format.bytes(file.size)})
              </span>
              <button
                type="button"
                className="rounded-full p-1 hover:bg-navy-200"
                aria-label={intl.formatMessage(
                  { id: 'conversation.removeFile' },
                  { name: file.name },
                )}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
