/**
 * A piece of background work done in runs (sending due mail, telling folded notices): now on
 * demand, on a timer, and never two runs at once in this process. Several processes may run the
 * same work: each run claims its rows in the database, so they share it without doing it twice.
 */
export interface BackgroundRuns<T> {
  /**
   * Runs now. A tick during a run queues one more run after it (work that arrived meanwhile is
   * then done); further ticks meanwhile share that queued run.
   */
  tick(): Promise<T>;
  /** Ticks now and then every `intervalMs` until `stop()`. */
  start(intervalMs?: number): void;
  /** No new run starts; resolves when the current one has ended. */
  stop(): Promise<void>;
  /** For the run's own loop: stop between batches once the process is stopping. */
  readonly stopped: boolean;
}

interface Logger {
  error(obj: object, msg: string): void;
}

export function backgroundRuns<T>(options: {
  /** Named in the log when a timed run fails. */
  name: string;
  run: () => Promise<T>;
  /** What a tick answers when nothing runs (stopped). */
  idle: T;
  logger?: Logger | undefined;
}): BackgroundRuns<T> {
  const { name, run, idle, logger } = options;
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const startRun = () => {
    const current = run().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  };

  const tick = (): Promise<T> => {
    if (stopped) return Promise.resolve(idle);
    if (!running) return startRun();
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return stopped ? idle : startRun();
      });
    return queued;
  };

  return {
    tick,
    start(intervalMs = 15_000) {
      if (timer) return;
      const loop = () => {
        tick()
          .catch((err: unknown) => logger?.error({ err }, `${name} run failed`))
          .finally(() => {
            if (timer) timer = setTimeout(loop, intervalMs).unref();
          });
      };
      timer = setTimeout(loop, 0).unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await Promise.all([running?.catch(() => {}), queued?.catch(() => {})]);
    },
    get stopped() {
      return stopped;
    },
  };
}
