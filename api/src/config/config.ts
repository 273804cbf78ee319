import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** The repository root when running from a checkout (api/dist/config or api/src/config -> ../../..). */
export const REPO_ROOT = typeof __dirname === 'string' ? resolve(__dirname, '..', '..', '..') : process.cwd();

const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be an integer')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');
const bool = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');
const url = (protocols: RegExp, hint: string) =>
  z.string().refine((v) => {
    try {
      return protocols.test(new URL(v).protocol);
    } catch {
      return false;
    }
  }, `must be a ${hint} URL`);

/** `https://host/path-with-{placeholder}`: the origin is fixed, the placeholder is in the path or query. */
const TEMPLATE = /^(https?:\/\/[^/?#{}\s]+)[/?#]\S*$/i;
/** The origin of a URL template (for the CSP img-src), or null when it is not a usable template. */
export function urlTemplateOrigin(template: string | undefined | null): string | null {
  const m = template ? TEMPLATE.exec(template) : null;
  if (!m) return null;
  try {
    return new URL(m[1]!).origin;
  } catch {
    return null;
  }
}
const urlTemplate = (placeholders: string[]) =>
  z
    .string()
    .refine(
      (v) => urlTemplateOrigin(v) !== null,
      'must be an http(s) URL with a fixed host, the placeholder in its path or query',
    )
    .refine((v) => placeholders.some((p) => v.includes(p)), `must contain ${placeholders.join(' or ')}`);

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  PORT: port.default(8000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default(join(REPO_ROOT, '.data')),
  DATABASE_URL: url(/^postgres(ql)?:$/, 'postgres://').optional(),
  ROLE: z.enum(['all', 'api', 'worker'], { error: 'must be all, api or worker' }).default('all'),
  APP_URL: url(/^https?:$/, 'http(s)').optional(),
  CORS_ORIGINS: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(60).max(2592000).default(43200),
  BODY_LIMIT_BYTES: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1024)
    .max(52428800)
    .default(1048576),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SERVE_WEB: bool.default(true),
  /** Behind a reverse proxy: trust X-Forwarded-For for client IPs (rate limits, audit). */
  TRUST_PROXY: bool.default(false),
  WEB_ROOT: z.string().min(1).default(REPO_ROOT),
  REMOTES_REGISTRY_FILE: z.string().optional(),
  SMTP_URL: url(/^smtps?:$/, 'smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().default('Lantern <no-reply@lantern.local>'),
  /** Where Contact Support messages are sent. */
  SUPPORT_EMAIL: z.email('must be an email address').default('support@lantern.local'),
  /** Multiplies every rate-limit allowance (tests and load tests raise it; 1 in production). */
  RATE_LIMIT_FACTOR: z.coerce.number({ error: 'must be a number' }).min(0.01).max(1_000_000).default(1),
  /** A company suggestion service, called as `?query=<text>`; unset = no suggestions. */
  COMPANY_SUGGEST_URL: url(/^https?:$/, 'http(s)').optional(),
  COMPANY_SUGGEST_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be an integer')
    .min(50)
    .max(30000)
    .default(3000),
  /** Company logos by domain, e.g. https://img.logo.dev/{domain}; unset = initials. */
  LOGO_URL_TEMPLATE: urlTemplate(['{domain}']).optional(),
  /** Flag images by country code, e.g. https://flagcdn.com/{code}.svg; unset = emoji flags. */
  FLAG_URL_TEMPLATE: urlTemplate(['{code}', '{CODE}']).optional(),
  /** Product analytics and error reporting endpoints; telemetry is off without them (and outside production). */
  ANALYTICS_URL: url(/^https?:$/, 'http(s)').optional(),
  ERROR_REPORTING_URL: url(/^https?:$/, 'http(s)').optional(),
  /** self-serve: a super_admin switches the plan on /billing; contact: plans are sold, /billing shows 'Contact sales'. */
  PLAN_CHANGES: z
    .enum(['self-serve', 'contact'], { error: 'must be self-serve or contact' })
    .default('self-serve'),
  /** Where 'Contact sales' leads when PLAN_CHANGES=contact; unset = the Contact Support page. */
  BILLING_CONTACT_URL: url(/^(https?|mailto):$/, 'http(s):// or mailto:').optional(),
  /** Platform calls in flight per worker process (all platforms together). */
  RUN_CONCURRENCY: z.coerce.number({ error: 'must be a number' }).int().min(1).max(64).default(4),
  /** A run item's job is redelivered to another worker when its worker has not finished it by then. */
  RUN_ITEM_EXPIRE_SECONDS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(5)
    .max(86400)
    .default(900),
  /** First backoff before retrying a platform's retryable error (doubles per attempt; Retry-After wins). */
  RUN_RETRY_BASE_MS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(60000).default(1000),
  /** How often pg-boss looks for expired jobs and due schedules. */
  JOBS_SUPERVISE_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(3600).default(60),
  /** Who judges recommendation and sentiment: the deterministic rules, or a model (falls back to the rules). */
  ANALYSIS_JUDGE: z.enum(['rules', 'llm'], { error: 'must be rules or llm' }).default('rules'),
  /** OpenAI model of the judge (Responses API, structured output). */
  ANALYSIS_JUDGE_MODEL: z.string().min(1).default('gpt-5-mini'),
  /** Key of the judge's API; default OPENAI_API_KEY. */
  ANALYSIS_JUDGE_API_KEY: z.string().min(1).optional(),
  /** Base URL of an OpenAI-compatible Responses API for the judge; default OpenAI's. */
  ANALYSIS_JUDGE_BASE_URL: url(/^https?:$/, 'http(s)').optional(),
  /** The judge's spend cap per UTC day, in US dollars; past it the rules judge. */
  ANALYSIS_JUDGE_BUDGET_USD: z.coerce.number({ error: 'must be a number' }).min(0).max(100000).default(1),
  /** The judge model's prices in US dollars per million input and output tokens (for the budget). */
  ANALYSIS_JUDGE_INPUT_USD_PER_MTOK: z.coerce.number({ error: 'must be a number' }).min(0).default(0.25),
  ANALYSIS_JUDGE_OUTPUT_USD_PER_MTOK: z.coerce.number({ error: 'must be a number' }).min(0).default(2),
});

/** Platform keys, base URLs, models and limits (OPENAI_API_KEY, LANTERN_RPM_CHATGPT, ...), read by @lantern/engine. */
const PLATFORM_ENV = /^(OPENAI|PERPLEXITY|GEMINI|ANTHROPIC|SERPAPI|LANTERN)_/;

export type AppConfig = Omit<z.infer<typeof envSchema>, 'JWT_SECRET' | 'APP_URL' | 'CORS_ORIGINS'> & {
  JWT_SECRET: string;
  APP_URL: string;
  CORS_ORIGINS: string[];
  platformEnv: Readonly<Record<string, string>>;
};

export class ConfigError extends Error {}

/** Parses the environment; a wrong value throws a ConfigError naming every offending variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = String(i.path[0]);
      return `  ${name}: ${i.message} (got ${JSON.stringify(present[name] ?? null)})`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && !c.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: is required in production (at least 32 characters)',
    );
  }
  if (c.ANALYSIS_JUDGE === 'llm' && !c.ANALYSIS_JUDGE_API_KEY && !present.OPENAI_API_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  ANALYSIS_JUDGE_API_KEY: is required when ANALYSIS_JUDGE=llm (or set OPENAI_API_KEY)',
    );
  }
  const appUrl = (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  const devOrigins =
    c.NODE_ENV === 'production' ? [] : [3000, 3001, 3002, 3003, 3004].map((p) => `http://localhost:${p}`);
  const cors = c.CORS_ORIGINS
    ? c.CORS_ORIGINS.split(',')
        .map((o) => o.trim())
        .filter(Boolean)
    : [new URL(appUrl).origin, ...devOrigins];
  return {
    ...c,
    DATA_DIR: resolve(c.DATA_DIR),
    APP_URL: appUrl,
    CORS_ORIGINS: cors,
    JWT_SECRET: c.JWT_SECRET ?? localSecret(resolve(c.DATA_DIR)),
    platformEnv: Object.fromEntries(
      Object.entries(present).filter(([name]) => PLATFORM_ENV.test(name)),
    ) as Record<string, string>,
  };
}

/** Development only: a random signing secret kept under DATA_DIR so sessions survive restarts. */
function localSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
