/**
 * The articles of the studies, by study id. Kept apart from ./studies.ts so that only the Bible
 * Study Center's reader loads them (the client imports this module lazily).
 */
import { joelText } from './study-joel';
import { restorationText } from './study-restoration';
import type { Localized, StudyText } from './studies';

/** Where each article's Scripture references stand (generated from the texts below). */
export { studyReferences } from './study-references';

export const studyTexts: Readonly<Record<number, Localized<StudyText>>> = {
  1: restorationText,
  2: joelText,
};
