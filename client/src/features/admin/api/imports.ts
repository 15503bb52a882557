import { importReportSchema, importsApi, type ImportReport } from '@contract/imports';
import type { SiteLanguage } from '@contract/i18n';
import { apiUpload } from '@client/lib/api';

export type ImportKind = 'wordpress' | 'subscribers';

/** Sends a file to an import; `onProgress` gets the share of the file sent, 0..1. */
export function runImport(
  kind: ImportKind,
  file: File,
  options: { dryRun: boolean; language: SiteLanguage },
  onProgress?: (fraction: number) => void,
): Promise<ImportReport> {
  const form = new FormData();
  form.append('dryRun', String(options.dryRun));
  form.append('language', options.language);
  form.append('file', file);
  return apiUpload(importsApi[kind](), form, importReportSchema, onProgress);
}
