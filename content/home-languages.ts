/** The home page's copy in every language at once (tests, the server); pages load only theirs. */
import { homeCopyEn, type HomeCopy } from './home';
import { homeCopyEs } from './home.es';
import { homeCopyPt } from './home.pt';
import type { Localized } from './studies';

export const homeCopyIn: Localized<HomeCopy> = { en: homeCopyEn, es: homeCopyEs, pt: homeCopyPt };
