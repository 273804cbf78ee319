import { dedupePrompts, enforcePromptLimit, normalizePrompt, promptProblem } from './normalize';

export interface ManualAddResult {
  /** Existing prompts followed by the new ones. */
  prompts: string[];
  added: string[];
  duplicates: string[];
  errors: { prompt: string; message: string }[];
}

/**
 * MANUAL_ADD: normalizes the typed prompts (one per entry, or one per line of a string), rejects
 * unusable ones with a reason, drops duplicates (also of existing prompts) and enforces the limit on
 * the total.
 */
export function addManualPrompts(
  existing: string[],
  input: string | string[],
  options: { limit?: number } = {},
): ManualAddResult {
  const entries = (typeof input === 'string' ? input.split(/\r?\n/) : input).map(normalizePrompt);
  const errors: ManualAddResult['errors'] = [];
  const valid: string[] = [];
  for (const prompt of entries) {
    if (prompt === '') continue;
    const problem = promptProblem(prompt);
    if (problem) errors.push({ prompt, message: problem });
    else valid.push(prompt);
  }
  const { unique, duplicates } = dedupePrompts(valid, existing);
  enforcePromptLimit(existing.length + unique.length, options.limit);
  return { prompts: [...existing, ...unique], added: unique, duplicates, errors };
}
