import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

/** Starts another instance of the built app (for restart tests) and waits until it is healthy. */
export async function startServer(port: number, dataDir: string): Promise<{ stop(): Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    [join(__dirname, '..', '..', 'api', 'dist', 'main.js')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_FACTOR: '100',
      },
      stdio: 'ignore',
    },
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const res = await fetch(`http://localhost:${port}/api/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
