import { Inject, Injectable, Module } from '@nestjs/common';
import { AnalysisJudge, type AnalysisContext, type AnswerAnalysis } from '@lantern/engine';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';

/**
 * ANALYSIS_JUDGE=llm: a model judges recommendation and sentiment of each analysed answer (new and
 * re-analysed), with the rules as fallback; otherwise the rules' analysis passes through unchanged.
 * One judge per process: its cache and daily budget are per process.
 */
@Injectable()
export class AnalysisJudgeService {
  private readonly judge: AnalysisJudge | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (config.ANALYSIS_JUDGE !== 'llm') return;
    this.judge = new AnalysisJudge({
      apiKey: config.ANALYSIS_JUDGE_API_KEY ?? config.platformEnv.OPENAI_API_KEY ?? '',
      model: config.ANALYSIS_JUDGE_MODEL,
      ...(config.ANALYSIS_JUDGE_BASE_URL ? { baseURL: config.ANALYSIS_JUDGE_BASE_URL } : {}),
      budgetUsdPerDay: config.ANALYSIS_JUDGE_BUDGET_USD,
      inputUsdPerMTok: config.ANALYSIS_JUDGE_INPUT_USD_PER_MTOK,
      outputUsdPerMTok: config.ANALYSIS_JUDGE_OUTPUT_USD_PER_MTOK,
    });
  }

  refine(text: string, analysis: AnswerAnalysis, context: AnalysisContext): Promise<AnswerAnalysis> {
    return this.judge ? this.judge.refine(text, analysis, context) : Promise.resolve(analysis);
  }
}

@Module({ providers: [AnalysisJudgeService], exports: [AnalysisJudgeService] })
export class AnalysisJudgeModule {}
