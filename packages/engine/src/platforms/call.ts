import { PlatformError, toPlatformError } from '../errors';
import { createDeadline } from '../resilience/deadline';
import type { PlatformId } from '../types';

/**
 * Runs one provider call under a deadline and measures it. A timeout becomes a retryable
 * PlatformError of kind 'timeout'; a cancel by the caller's signal is rethrown as the abort reason
 * (it is not a platform failure); everything else is normalized by toPlatformError.
 */
export async function timedCall<T>(
  platform: PlatformId,
  timeoutMs: number,
  callerSignal: AbortSignal | undefined,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<{ value: T; latencyMs: number }> {
  const deadline = createDeadline(timeoutMs, callerSignal);
  const started = performance.now();
  try {
    const value = await call(deadline.signal);
    return { value, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    if (callerSignal?.aborted) throw callerSignal.reason ?? error;
    if (deadline.timedOut()) {
      throw new PlatformError(platform, `no response within ${timeoutMs} ms`, {
        kind: 'timeout',
        retryable: true,
        cause: error,
      });
    }
    throw toPlatformError(platform, error);
  } finally {
    deadline.dispose();
  }
}

/** The error for a response whose shape is not the provider's documented format. */
export function badResponse(platform: PlatformId, message: string, cause?: unknown): PlatformError {
  return new PlatformError(platform, `unexpected response: ${message}`, {
    kind: 'bad_response',
    retryable: true,
    cause,
  });
}

/** Narrowing helpers for parsing untyped JSON. */
export type Json = Record<string, unknown>;
export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const asString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;
export const asNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** Removes undefined fields, so optional properties are absent rather than undefined. */
export function compact<T extends object>(value: T): T {
  for (const key of Object.keys(value) as (keyof T)[]) if (value[key] === undefined) delete value[key];
  return value;
}
