import {
  IMPORT_PROGRESS_TYPE,
  importProgressLineSchema,
  importReportSchema,
  importsApi,
  type ImportProgressLine,
  type ImportReport,
} from '@contract/imports';
import type { SiteLanguage } from '@contract/i18n';
import { apiUpload, apiUploadLines, HttpError } from '@client/lib/api';

export type ImportKind = 'wordpress' | 'subscribers';

/** The post a WordPress import has taken up: the `post`-th of `total`. */
export type ImportPostProgress = Omit<Extract<ImportProgressLine, { type: 'progress' }>, 'type'>;

export interface ImportProgressHandlers {
  /** The share of the file sent, 0..1. */
  onUpload?: (fraction: number) => void;
  /** Each post as the WordPress import takes it up (the other imports have no such steps). */
  onPost?: (progress: ImportPostProgress) => void;
}

function formOf(file: File, options: { dryRun: boolean; language: SiteLanguage }): FormData {
  const form = new FormData();
  form.append('dryRun', String(options.dryRun));
  form.append('language', options.language);
  form.append('file', file);
  return form;
}

/**
 * Sends a file to an import and resolves with its report. The WordPress import answers as it
 * goes (a line per post, then the report), which `onPost` hears of.
 */
export async function runImport(
  kind: ImportKind,
  file: File,
  options: { dryRun: boolean; language: SiteLanguage },
  handlers: ImportProgressHandlers = {},
): Promise<ImportReport> {
  const form = formOf(file, options);
  if (kind !== 'wordpress')
    return apiUpload(importsApi[kind](), form, importReportSchema, handlers.onUpload);
  let report: ImportReport | undefined;
  let stopped: string | undefined;
  await apiUploadLines(
    importsApi.wordpress(),
    form,
    IMPORT_PROGRESS_TYPE,
    importProgressLineSchema,
    (line) => {
      if (line.type === 'progress') handlers.onPost?.(line);
      else if (line.type === 'report') report = line.report;
      else stopped = line.message;
    },
    handlers.onUpload,
  );
  // The run failed after its answer began: the message comes as the error body would have.
  if (stopped !== undefined || !report)
    throw new HttpError(500, JSON.stringify({ message: stopped ?? '' }));
  return report;
}
