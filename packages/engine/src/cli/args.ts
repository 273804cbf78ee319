import type { Brand, PlatformId } from '../types';
import { isPlatformId } from '../types';

export class UsageError extends Error {}

/** "Globex:globex.com,globex.de" -> { name: 'Globex', domains: [...] }. */
export function parseCompetitor(value: string): Brand {
  const [name = '', domains = ''] = value.split(/:(.*)/s);
  if (!name.trim()) throw new UsageError(`--competitor needs a name: "${value}"`);
  return {
    name: name.trim(),
    aliases: [],
    domains: domains
      .split(',')
      .map((d) => d.trim())
      .filter(Boolean),
  };
}

export function parsePlatforms(value: string): PlatformId[] {
  const ids = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  for (const id of ids) if (!isPlatformId(id)) throw new UsageError(`Unknown platform "${id}"`);
  return ids as PlatformId[];
}

export function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${name} must be a positive integer`);
  return n;
}

export const ANALYZE_OPTIONS = {
  brand: { type: 'string' },
  alias: { type: 'string', multiple: true },
  domain: { type: 'string', multiple: true },
  competitor: { type: 'string', multiple: true },
  prompts: { type: 'string' },
  prompt: { type: 'string', multiple: true },
  platforms: { type: 'string', default: 'sandbox' },
  samples: { type: 'string' },
  country: { type: 'string' },
  seed: { type: 'string', default: '1' },
  concurrency: { type: 'string' },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

export const GENERATE_OPTIONS = {
  keywords: { type: 'string' },
  type: { type: 'string', default: 'Commercial' },
  breadth: { type: 'string' },
  depth: { type: 'string' },
  location: { type: 'string' },
  website: { type: 'string' },
  llm: { type: 'string' },
  seed: { type: 'string', default: '1' },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

/** Runs an argument parser, turning its errors into usage errors. */
export function asUsage<T>(parseFn: () => T): T {
  try {
    return parseFn();
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}
