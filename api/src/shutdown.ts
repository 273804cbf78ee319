/** How long the server may take to stop after SIGTERM or SIGINT before it exits anyway. */
export const SHUTDOWN_DEADLINE_MS = 10_000;

export interface ShutdownOptions {
  /** Closes, in order: the Nest application first (its pools), then the embedded database they used. */
  steps: ReadonlyArray<() => Promise<void>>;
  deadlineMs?: number;
  signals?: ReadonlyArray<NodeJS.Signals>;
  /** Seams for tests. */
  exit?: (code: number) => void;
  log?: (line: string) => void;
  on?: (signal: NodeJS.Signals, listener: () => void) => void;
}

/**
 * Stops the server on the first SIGTERM or SIGINT: runs the steps in order and exits 0, or exits 1
 * with a log line when a step fails or the deadline passes. An orchestrator (docker, the e2e harness)
 * would kill a server that hangs in a shutdown hook; the deadline makes the server do it itself and
 * say which signal it could not finish.
 */
export function exitOnSignals(options: ShutdownOptions): void {
  const deadlineMs = options.deadlineMs ?? SHUTDOWN_DEADLINE_MS;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const on = options.on ?? ((signal, listener) => process.once(signal, listener));
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const deadline = setTimeout(() => {
      log(`Lantern did not stop within ${deadlineMs / 1000} s of ${signal}; exiting.`);
      exit(1);
    }, deadlineMs);
    void (async () => {
      for (const step of options.steps) await step();
    })().then(
      () => {
        clearTimeout(deadline);
        exit(0);
      },
      (err: unknown) => {
        clearTimeout(deadline);
        log(`Lantern failed to stop cleanly: ${err instanceof Error ? err.message : String(err)}`);
        exit(1);
      },
    );
  };
  for (const signal of options.signals ?? (['SIGTERM', 'SIGINT'] as const)) on(signal, () => stop(signal));
}
