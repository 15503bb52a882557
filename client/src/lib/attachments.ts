import { attachmentTypes, isAttachmentType, MAX_ATTACHMENT_BYTES } from '@contract/conversations';

export type AttachmentProblem = 'too-large' | 'invalid-type';

/**
 * What is wrong with a chosen file before it is sent (over 10 MiB, or not an allowed type), or
 * null. The server decides again by the file's bytes; this only spares the member a pointless
 * upload.
 */
export function attachmentProblem(file: {
  name: string;
  type: string;
  size: number;
}): AttachmentProblem | null {
  if (file.size > MAX_ATTACHMENT_BYTES) return 'too-large';
  const type = file.type.toLowerCase();
  if (type) return isAttachmentType(type) ? null : 'invalid-type';
  const name = file.name.toLowerCase();
  const known = Object.values(attachmentTypes).some((endings) =>
    endings.some((ending) => name.endsWith(ending)),
  );
  return known ? null : 'invalid-type';
}

/** A message's multipart body: its text fields and its files, each under `files`. */
export function messageForm(fields: Record<string, string>, files: readonly File[]): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const file of files) data.append('files', file, file.name);
  return data;
}
