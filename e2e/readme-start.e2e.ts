/**
 * The README's front door: `npm start`, run exactly as a newcomer types it (through npm, from the
 * project's folder), serves the site and stops cleanly on SIGTERM. Every other test starts the
 * built bundle directly, so only this one notices a start script that exits without serving.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { runNpm, type NpmScript } from './support/npm-script';

const READY_WITHIN_MS = 90_000;

describe('npm start', () => {
  let npm: NpmScript | undefined;
  afterAll(() => npm?.cleanUp());

  it(
    'serves the home page and /readyz on PORT, then stops gracefully on SIGTERM',
    { timeout: 180_000 },
    async () => {
      npm = await runNpm(['start'], 'npm-start');
      const { origin } = npm;
      const ready = await npm.ready(READY_WITHIN_MS);
      expect(
        npm.exited(),
        `npm start exited before serving (${JSON.stringify(npm.exited())}):\n${npm.output()}`,
      ).toBeUndefined();
      expect(ready, `npm start did not serve /readyz within 90 s:\n${npm.output()}`).toBe(true);

      const home = await fetch(`${origin}/`);
      expect(home.status).toBe(200);
      expect(home.headers.get('content-type')).toMatch(/text\/html/);
      expect(await home.text()).toContain('Kingdom Truth Ministry');

      // npm passes the signal on to the server and may then end by the same signal itself; what
      // counts is that the server stops gracefully and nothing of the group is left running.
      const stopped = await npm.stop();
      expect(stopped, 'npm start did not stop within 15 s of SIGTERM').toBeDefined();
      expect([0, null]).toContain(stopped?.code);
      expect(await npm.gone(), 'a process of npm start outlived it').toBe(true);
      const log = npm.output();
      expect(log).toContain('stopping: no new connections');
      expect(log).not.toMatch(/shutdown deadline passed|error while stopping/);
      await expect(fetch(`${origin}/readyz`)).rejects.toThrow();
    },
  );
});
