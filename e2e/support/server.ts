import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface StartServerOptions {
  /**
   * Keep the server's stdout lines (pino JSON, LOG_LEVEL=info), e.g. to read the links of the mails the
   * server writes to its outbox when no SMTP server is configured.
   */
  captureLogs?: boolean;
  /** Extra environment of the server, e.g. { PLAN_CHANGES: 'contact' }. */
  env?: Record<string, string>;
}

export interface OutboxMail {
  to: string;
  subject: string;
  link: string;
}

export interface RunningServer {
  /** http://localhost:{port} */
  readonly origin: string;
  stop(): Promise<void>;
  /** Every stdout line so far (only with captureLogs). */
  readonly logs: readonly string[];
  /** Mails written to the outbox so far, oldest first (only with captureLogs). */
  mails(): OutboxMail[];
  /**
   * The link of the newest mail to `email` (case-insensitive), polling the log up to `timeoutMs`.
   * `after` skips the mails already counted (pass `mails().length` taken before the action).
   */
  waitForMailLink(email: string, options?: { after?: number; timeoutMs?: number }): Promise<string>;
}

// MailService logs `outbox: to=<email> subject="..." link=<url>` for each mail when SMTP_URL is unset.
const OUTBOX_LINE = /^outbox: to=(\S+) subject="(.*)" link=(\S+)$/;
/** How long stop() waits for the server to exit after SIGTERM before killing it. */
const STOP_GRACE_MS = 20_000;

function parseMail(line: string): OutboxMail | null {
  let msg: unknown;
  try {
    msg = (JSON.parse(line) as { msg?: unknown }).msg;
  } catch {
    return null;
  }
  const m = typeof msg === 'string' ? OUTBOX_LINE.exec(msg) : null;
  return m ? { to: m[1]!, subject: m[2]!, link: m[3]! } : null;
}

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** A fresh, empty data directory for another instance. */
export const tempDataDir = (prefix = 'lantern-e2e-extra-') => mkdtempSync(join(tmpdir(), prefix));

/** Lines kept from a server's stdout and stderr, to say why it did not start. */
const OUTPUT_TAIL = 30;
/**
 * How long a server may take to answer its health check (about 10 s on an idle machine); the suites
 * start servers in beforeAll hooks, which time out after 60 s too.
 */
const START_TIMEOUT_MS = 60_000;

interface Launched {
  child: ChildProcess;
  exited: Promise<void>;
  /** Every stdout line (only with captureLogs). */
  logs: string[];
  /** The last lines of stdout and stderr, always. */
  tail: string[];
}

function launch(port: number, dataDir: string, options: StartServerOptions): Launched {
  const capture = options.captureLogs ?? false;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: capture ? 'info' : 'warn',
    RATE_LIMIT_FACTOR: '100',
    ...options.env,
  };
  // Mails must land in the outbox (and the log), whatever the calling shell has configured.
  delete env.SMTP_URL;
  delete env.APP_URL;
  const child = spawn(process.execPath, [join(__dirname, '..', '..', 'api', 'dist', 'main.js')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const tail: string[] = [];
  const keep = (line: string) => {
    tail.push(line);
    if (tail.length > OUTPUT_TAIL) tail.shift();
  };
  createInterface({ input: child.stdout! }).on('line', (line) => {
    keep(line);
    if (capture) logs.push(line);
  });
  createInterface({ input: child.stderr! }).on('line', (line) => {
    keep(line);
    if (capture) process.stderr.write(`${line}\n`);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, exited, logs, tail };
}

/** Waits for the health check to pass; on failure, what went wrong (the server is stopped then). */
async function untilHealthy(
  { child, exited, tail }: Launched,
  port: number,
): Promise<{ message: string; exited: boolean } | null> {
  const started = Date.now();
  let lastStatus: string;
  for (;;) {
    try {
      const res = await fetch(`http://localhost:${port}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return null;
      lastStatus = `HTTP ${res.status} ${await res.text()}`;
    } catch (err) {
      lastStatus = (err as Error).cause ? String((err as Error).cause) : String(err);
    }
    const gone = child.exitCode !== null || child.signalCode !== null;
    if (gone || Date.now() - started > START_TIMEOUT_MS) {
      if (!gone) {
        child.kill('SIGKILL');
        await exited;
      }
      const how = gone
        ? `exited (code ${child.exitCode}, signal ${child.signalCode})`
        : `gave no healthy answer in ${START_TIMEOUT_MS / 1000} s`;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      return {
        exited: gone,
        message:
          `server on port ${port} did not start: it ${how} after ${seconds} s; last health check: ${lastStatus}\n` +
          `its last output:\n${tail.join('\n')}`,
      };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Starts another instance of the built app (restart and mail tests) and waits until it is healthy.
 * Links in its mails are built from APP_URL, which defaults to http://localhost:{port}.
 */
export async function startServer(
  port: number,
  dataDir: string,
  options: StartServerOptions = {},
): Promise<RunningServer> {
  let server = launch(port, dataDir, options);
  let failure = await untilHealthy(server, port);
  // A server that exits while starting is started once more, after its output is printed: CI once saw
  // one instance of 66 not come up, with nothing to say why (its output was discarded then).
  if (failure?.exited) {
    process.stderr.write(`${failure.message}\nstarting it once more\n`);
    server = launch(port, dataDir, options);
    failure = await untilHealthy(server, port);
  }
  if (failure) throw new Error(failure.message);
  const { child, exited, logs, tail } = server;

  const mails = () => logs.map(parseMail).filter((m): m is OutboxMail => m !== null);
  return {
    origin: `http://localhost:${port}`,
    logs,
    mails,
    async waitForMailLink(email, { after = 0, timeoutMs = 10_000 } = {}) {
      if (!options.captureLogs)
        throw new Error('waitForMailLink needs startServer(..., { captureLogs: true })');
      const to = email.toLowerCase();
      const end = Date.now() + timeoutMs;
      for (;;) {
        const found = mails()
          .slice(after)
          .filter((m) => m.to.toLowerCase() === to);
        if (found.length) return found[found.length - 1]!.link;
        if (Date.now() > end) throw new Error(`no mail to ${email} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    // A server that does not exit within 20 s of SIGTERM is killed, and its last log lines are printed:
    // a suite's afterAll must not hang on it (seen once in CI: the security suite's server outlived
    // the 60 s hook timeout).
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const stuck = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), STOP_GRACE_MS);
      });
      if (await Promise.race([exited.then(() => false), stuck])) {
        process.stderr.write(
          `server on port ${port} still running ${STOP_GRACE_MS / 1000} s after SIGTERM; killed. Last lines:\n` +
            `${tail.join('\n')}\n`,
        );
        child.kill('SIGKILL');
        await exited;
      }
      clearTimeout(timer);
    },
  };
}
