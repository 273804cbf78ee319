import type { Platform } from '../types';
import { locationPhrase } from './location';
import { normalizePrompt, promptKey, promptProblem } from './normalize';
import { parseTopicsReply } from './parse-llm';
import { generateTemplatePrompts } from './templates';
import type { GeneratedPrompt, PromptGenerationInput, PromptGenerationResult } from './types';

/** The brand's own words (from the website domain), which generated prompts must not contain. */
function brandTerms(website: string | undefined): string[] {
  if (!website) return [];
  const host =
    website
      .replace(/^[a-z]+:\/\//i, '')
      .split(/[/?#]/)[0]
      ?.replace(/^www\./, '') ?? '';
  const label = host.split('.')[0] ?? '';
  return label.length >= 3 ? [label.toLowerCase(), host.toLowerCase()] : host ? [host.toLowerCase()] : [];
}

export function generationInstruction(input: PromptGenerationInput): string {
  const where = locationPhrase(input.location) || 'anywhere';
  const intent =
    input.type === 'Commercial'
      ? 'are about to buy and compare providers, products or services'
      : 'want to learn and understand the subject, not to buy yet';
  return [
    'You help a marketing team measure how AI assistants answer real people.',
    `Write ${input.breadth} distinct topics and exactly ${input.depth} prompts per topic that a person ${where} might type into an AI assistant when they ${intent}.`,
    input.website ? `The company's website is ${input.website} (use it only to understand the market).` : '',
    `Keywords: ${input.keywords.join(', ')}.`,
    'Rules: never name the company, its website or any brand; write natural, varied, first-person questions or requests; one prompt per line of the JSON list; no numbering.',
    'Reply with JSON only, shaped as {"topics":[{"topic":"...","prompts":["...","..."]}]}.',
  ]
    .filter(Boolean)
    .join('\n');
}

export interface GenerateOptions {
  /** An LLM platform to ask; without one (or with a simulated one) the template generator is used. */
  platform?: Platform;
  signal?: AbortSignal;
}

/**
 * GENERATE_AI: asks the LLM for breadth topics x depth prompts, parses its reply robustly, drops
 * prompts that name the brand, duplicates and unusable lines, and tops up from the template
 * generator so exactly breadth x depth prompts come back (unless templates run out too). Without an
 * LLM, or if it fails, the template generator does it all (with a warning saying why).
 */
export async function generatePrompts(
  input: PromptGenerationInput,
  options: GenerateOptions = {},
): Promise<PromptGenerationResult> {
  const wanted = Math.max(0, input.breadth) * Math.max(0, input.depth);
  const warnings: string[] = [];
  const banned = brandTerms(input.website);
  const keywords = input.keywords.filter((k) => {
    const named = banned.some((b) => k.toLowerCase().includes(b));
    if (named)
      warnings.push(`Keyword "${k}" names the brand and was left out to keep prompts brand-neutral.`);
    return !named;
  });
  const usable = { ...input, keywords: keywords.length > 0 ? keywords : ['products and services'] };
  if (!options.platform || options.platform.simulated) {
    return { prompts: generateTemplatePrompts(usable), generator: 'template', warnings };
  }
  let reply: string;
  try {
    const answer = await options.platform.ask(generationInstruction(usable), {
      ...(input.location && /^[a-z]{2}$/i.test(input.location)
        ? { country: input.location.toUpperCase() }
        : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    reply = answer.text;
  } catch (error) {
    options.signal?.throwIfAborted();
    warnings.push(
      `The AI generator failed (${(error as Error).message}); template prompts were used instead.`,
    );
    return { prompts: generateTemplatePrompts(usable), generator: 'template', warnings };
  }
  const seen = new Set<string>();
  const prompts: GeneratedPrompt[] = [];
  let dropped = 0;
  for (const topic of parseTopicsReply(reply).slice(0, input.breadth)) {
    let taken = 0;
    for (const raw of topic.prompts) {
      const text = normalizePrompt(raw);
      const key = promptKey(text);
      if (taken >= input.depth) break;
      if (promptProblem(text) || seen.has(key) || banned.some((b) => text.toLowerCase().includes(b))) {
        dropped += 1;
        continue;
      }
      seen.add(key);
      prompts.push({ text, topic: topic.topic, type: input.type, source: 'ai' });
      taken += 1;
    }
  }
  if (dropped > 0)
    warnings.push(`${dropped} generated prompt(s) were dropped (duplicates, empty or naming the brand).`);
  if (prompts.length < wanted) {
    const fill = generateTemplatePrompts({ ...usable, breadth: wanted, depth: 1 }).filter(
      (p) => !seen.has(promptKey(p.text)),
    );
    const added = fill.slice(0, wanted - prompts.length);
    if (added.length > 0)
      warnings.push(
        `The AI gave ${prompts.length} usable prompts; ${added.length} template prompts were added.`,
      );
    prompts.push(...added);
  }
  return { prompts: prompts.slice(0, wanted), generator: 'ai', warnings };
}
