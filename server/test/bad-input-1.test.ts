/** The bad-input fuzz suite (server/test/fuzz/bad-input.ts), part 1 of the API's operations. */
import { badInputSuite } from './fuzz/bad-input';

badInputSuite({ part: 1, of: 2, ssr: () => import('../../client/src/entry-server') });
