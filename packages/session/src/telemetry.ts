/**
 * Product analytics and error reporting (spec section 9). Off unless configured: nothing is sent
 * anywhere until `configureTelemetry` receives an endpoint and the production environment.
 */
export const TELEMETRY = {
  appVersion: '1.0.0',
  breadcrumbCap: 50,
  batchSize: 10,
  slowOperationMs: 1000,
  pageViewMinIntervalMs: 5000,
  trackedPages: [
    '/dashboard',
    '/analytics',
    '/profile',
    '/billing',
    '/security',
    '/campaigns',
    '/create-campaign',
  ],
  ignoredErrors: ['ResizeObserver loop limit exceeded', 'Script error.', 'Network request failed'],
  sampleRates: {
    production: { traces: 0.1, replays: 0.01, replaysOnError: 0.1 },
    development: { traces: 1, replays: 1, replaysOnError: 1 },
  },
} as const;

export const TELEMETRY_EVENTS = {
  userLogin: 'User Login',
  userSignup: 'User Signup',
  campaignCreated: 'Campaign Created',
  campaignDeleted: 'Campaign Deleted',
  analyticsGenerated: 'Analytics Generated',
  featureUsed: 'Feature Used',
  errorOccurred: 'Error Occurred',
  apiError: 'API Error',
  slowOperation: 'Slow Operation',
} as const;

export interface TelemetryConfig {
  environment: 'production' | 'development' | 'test';
  analyticsUrl?: string | null;
  errorReportingUrl?: string | null;
}

type Props = Record<string, unknown>;
interface Breadcrumb {
  at: string;
  message: string;
}

let config: TelemetryConfig = { environment: 'development' };
let queue: Array<{ event: string; props: Props; at: string }> = [];
let breadcrumbs: Breadcrumb[] = [];
let identity: Props = {};
const lastPageView = new Map<string, number>();

const analyticsOn = () => config.environment === 'production' && Boolean(config.analyticsUrl);
const errorsOn = () => config.environment === 'production' && Boolean(config.errorReportingUrl);

function send(url: string, body: unknown): void {
  void fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);
}

export function configureTelemetry(next: TelemetryConfig): void {
  config = next;
  if (!analyticsOn()) queue = [];
}

/** The user and organization properties sent with events and error reports (only when enabled). */
export function identifyTelemetryUser(props: Props): void {
  identity = props;
}

export function resetTelemetryIdentity(): void {
  identity = {};
  breadcrumbs = [];
}

/** Queues an event; events go out in groups of TELEMETRY.batchSize. */
export function track(event: string, props: Props = {}): void {
  addBreadcrumb(event);
  if (!analyticsOn()) return;
  queue.push({ event, props, at: new Date().toISOString() });
  if (queue.length >= TELEMETRY.batchSize) flushTelemetry();
}

export function flushTelemetry(): void {
  if (!analyticsOn() || queue.length === 0) return;
  const batch = queue.splice(0, queue.length);
  send(config.analyticsUrl!, { appVersion: TELEMETRY.appVersion, user: identity, events: batch });
}

/** Page views of the tracked sections, at most one per section every 5 seconds. */
export function trackPageView(pathname: string, now = Date.now()): void {
  const page = TELEMETRY.trackedPages.find((p) => pathname.includes(p));
  if (!page) return;
  const last = lastPageView.get(page) ?? -Infinity;
  if (now - last < TELEMETRY.pageViewMinIntervalMs) return;
  lastPageView.set(page, now);
  track('Page View', { page });
}

/** Times an operation and reports it when it is slower than TELEMETRY.slowOperationMs. */
export async function timeOperation<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await run();
  } finally {
    const ms = performance.now() - started;
    if (ms > TELEMETRY.slowOperationMs) track(TELEMETRY_EVENTS.slowOperation, { name, ms: Math.round(ms) });
  }
}

export function addBreadcrumb(message: string): void {
  breadcrumbs.push({ at: new Date().toISOString(), message });
  if (breadcrumbs.length > TELEMETRY.breadcrumbCap)
    breadcrumbs.splice(0, breadcrumbs.length - TELEMETRY.breadcrumbCap);
}

/** Reports an error (ignored messages excepted, sampled in production) with the recent breadcrumbs. */
export function captureError(error: unknown, random = Math.random): void {
  const message = error instanceof Error ? error.message : String(error);
  if (TELEMETRY.ignoredErrors.some((m) => message.includes(m))) return;
  if (!errorsOn()) return;
  if (random() >= TELEMETRY.sampleRates.production.traces) return;
  send(config.errorReportingUrl!, {
    appVersion: TELEMETRY.appVersion,
    environment: config.environment,
    message,
    stack: error instanceof Error ? error.stack : undefined,
    user: identity,
    breadcrumbs: [...breadcrumbs],
  });
}

/** Test helper: the current breadcrumb trail. */
export const telemetryBreadcrumbs = (): readonly Breadcrumb[] => breadcrumbs;
