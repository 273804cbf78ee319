import { Injectable } from '@nestjs/common';
import {
  ERROR_CODES,
  limitsFor,
  promptLimitMessage,
  type PromptImportResponse,
  type PromptPreviewResponse,
  type Tier,
} from '@lantern/contracts';
import { generatePrompts, parseImportFile, PromptLimitError } from '@lantern/engine';
import { AppError } from '../../common/app-error';
import { PlatformCatalog } from '../platforms/platform-catalog.service';

/** How long the wizard waits for an LLM to write prompts before falling back to templates. */
const GENERATION_TIMEOUT_MS = 60_000;

export interface PreviewInput {
  websiteUrl: string;
  location: string;
  promptType: 'Commercial' | 'Informative';
  breadth: number;
  depth: number;
  keywords: string[];
}

/** The wizard's prompt step: GENERATE_AI previews and IMPORT_FILE parsing (nothing is stored). */
@Injectable()
export class PromptsService {
  constructor(private readonly catalog: PlatformCatalog) {}

  async preview(tier: Tier, input: PreviewInput): Promise<PromptPreviewResponse> {
    const limit = limitsFor(tier).prompt_limit_per_campaign;
    const generator = this.catalog.generator();
    const result = await generatePrompts(
      {
        website: input.websiteUrl,
        keywords: input.keywords,
        location: input.location,
        type: input.promptType,
        breadth: input.breadth,
        depth: input.depth,
      },
      { ...(generator ? { platform: generator } : {}), signal: AbortSignal.timeout(GENERATION_TIMEOUT_MS) },
    );
    const warnings = [...result.warnings];
    let prompts = result.prompts.map((p) => ({ text: p.text, topic: p.topic }));
    if (limit !== null && prompts.length > limit) {
      warnings.push(`${promptLimitMessage(limit)} The first ${limit} prompts are kept.`);
      prompts = prompts.slice(0, limit);
    }
    return { prompts, generator: result.generator, warnings, limit };
  }

  import(
    tier: Tier,
    input: { filename?: string; content: string; existing: string[] },
  ): PromptImportResponse {
    const limit = limitsFor(tier).prompt_limit_per_campaign;
    try {
      const result = parseImportFile(input.content, {
        ...(input.filename ? { filename: input.filename } : {}),
        existing: input.existing,
        ...(limit !== null ? { limit } : {}),
      });
      return { ...result, limit };
    } catch (error) {
      if (error instanceof PromptLimitError) {
        throw new AppError(
          403,
          ERROR_CODES.limitReached,
          `${promptLimitMessage(error.limit)} ${error.message}`,
        );
      }
      throw error;
    }
  }
}
