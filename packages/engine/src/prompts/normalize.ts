/** Normalizing, validating and de-duplicating prompts (shared by every way prompts come in). */
import { normalizePrompt, promptKey } from '@lantern/contracts';

export { normalizePrompt, promptKey };

export const MAX_PROMPT_LENGTH = 500;
export const MIN_PROMPT_LENGTH = 3;

/** The number of prompts exceeds the plan's limit. */
export class PromptLimitError extends Error {
  constructor(
    readonly limit: number,
    readonly count: number,
  ) {
    super(
      `Too many prompts: ${count} prompts, but the limit is ${limit}. Remove ${count - limit} and try again.`,
    );
    this.name = 'PromptLimitError';
  }
}

/** Why a normalized prompt is unusable, or undefined when it is fine. */
export function promptProblem(prompt: string): string | undefined {
  if (prompt.length === 0) return 'the prompt is empty';
  if (prompt.length < MIN_PROMPT_LENGTH) return `the prompt is shorter than ${MIN_PROMPT_LENGTH} characters`;
  if (prompt.length > MAX_PROMPT_LENGTH) {
    return `the prompt is ${prompt.length} characters long; the maximum is ${MAX_PROMPT_LENGTH}`;
  }
  if (!/\p{L}/u.test(prompt)) return 'the prompt has no letters';
  return undefined;
}

/** Keeps the first of each prompt (case-insensitive); returns the kept prompts and the duplicates. */
export function dedupePrompts(
  prompts: string[],
  existing: string[] = [],
): { unique: string[]; duplicates: string[] } {
  const seen = new Set(existing.map(promptKey));
  const unique: string[] = [];
  const duplicates: string[] = [];
  for (const p of prompts) {
    const key = promptKey(p);
    if (seen.has(key)) duplicates.push(p);
    else {
      seen.add(key);
      unique.push(p);
    }
  }
  return { unique, duplicates };
}

export function enforcePromptLimit(count: number, limit: number | undefined): void {
  if (limit !== undefined && count > limit) throw new PromptLimitError(limit, count);
}
