/**
 * The server process of the newsletter fault test (resume.test.ts): server/main.ts's start-up,
 * configured by the same environment variables, without loading the Bible or seeding the demo
 * catalogue, so the test stays light on a busy machine.
 */
import { loadConfig } from '../config';
import { start } from '../main';

await start(loadConfig(), { loadBible: false, seed: false });
