import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { MyData } from '../../../contract/privacy';

/** One conversation's attached file, to be copied from the store into the archive. */
export interface ArchivedAttachment {
  conversationId: number;
  attachmentId: number;
  fileName: string;
  /** Opens the stored bytes (the attachments' store). */
  open: () => Promise<Readable>;
}

/** A name safe in every unzip tool: no folders, no control characters, not too long. */
function safeName(name: string): string {
  const flat = name.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').replace(/^\.+/, '_');
  return (flat || 'file').slice(-100);
}

/** Where a file lands in the archive: one folder per conversation, the row's id first. */
export const attachmentPath = (a: Pick<ArchivedAttachment, 'conversationId' | 'attachmentId'>) =>
  `attachments/conversation-${a.conversationId}/${a.attachmentId}-`;

/**
 * The member's data as a ZIP archive, streamed as it is made: a README in their language, one
 * JSON file per part of the account, and their conversations' attached files. The JSON is
 * deflated; the files are stored as they are (pictures and PDFs are compressed already). The
 * output waits while its reader is behind, so a large attachment is never held whole.
 */
export function dataArchive(
  data: MyData,
  readme: string,
  files: readonly ArchivedAttachment[],
): Readable {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      out.destroy(err);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const whenDrained = () =>
    out.writableNeedDrain
      ? new Promise<void>((resolve) => out.once('drain', resolve))
      : Promise.resolve();
  const addText = (name: string, text: string) => {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(new TextEncoder().encode(text), true);
  };
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

  void (async () => {
    addText('README.txt', readme);
    const { readme: _lines, ...rest } = data;
    addText(
      'account.json',
      json({
        format: rest.format,
        exportedAt: rest.exportedAt,
        account: rest.account,
        security: rest.security,
      }),
    );
    addText('conversations.json', json(rest.conversations));
    addText('questions.json', json(rest.questions));
    addText('prayer-requests.json', json(rest.prayerRequests));
    addText('study-groups.json', json(rest.studyGroups));
    addText('gifts.json', json({ gifts: rest.gifts, recurringGifts: rest.recurringGifts }));
    addText('newsletter.json', json(rest.newsletter));
    addText('study-tools.json', json(rest.studyTools));
    addText('event-registrations.json', json(rest.eventRegistrations));
    await whenDrained();
    for (const file of files) {
      // A file lost from the store leaves its name in conversations.json, not a failed archive.
      const source = await file.open().catch(() => undefined);
      if (!source) continue;
      const entry = new ZipPassThrough(`${attachmentPath(file)}${safeName(file.fileName)}`);
      zip.add(entry);
      for await (const chunk of source as AsyncIterable<Buffer>) {
        entry.push(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        await whenDrained();
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  })().catch((err: unknown) => {
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}
