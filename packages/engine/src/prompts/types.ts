export type PromptType = 'Commercial' | 'Informative';

export interface PromptGenerationInput {
  /** The campaign's website (the brand is kept out of generated prompts). */
  website?: string;
  keywords: string[];
  /** Country code ("US") or name ("Germany"). */
  location?: string;
  type: PromptType;
  /** Number of topics. */
  breadth: number;
  /** Prompts per topic. */
  depth: number;
  /** Same input and seed: same prompts (template generator). */
  seed?: number | string;
}

export interface GeneratedPrompt {
  text: string;
  topic: string;
  type: PromptType;
  source: 'ai' | 'template';
}

export interface PromptGenerationResult {
  prompts: GeneratedPrompt[];
  generator: 'ai' | 'template';
  warnings: string[];
}
