import { Injectable } from '@nestjs/common';
import type { Answer, AnswerAnalysis } from '@lantern/engine';
import type { EntityManager } from 'typeorm';
import type { WorkItem } from './runs.repository';

/** PostgreSQL text and jsonb cannot hold NUL characters; providers occasionally send them. */
// eslint-disable-next-line no-control-regex -- removing NUL is the point
const clean = (text: string) => text.replace(/\u0000/g, '');
const json = (value: unknown) => JSON.stringify(value ?? null).replace(/\\u0000/g, '');

/** Stored answers: one per run item (item_id is unique), written when the item settles. */
@Injectable()
export class AnswersRepository {
  async insert(m: EntityManager, item: WorkItem, answer: Answer, analysis: AnswerAnalysis): Promise<void> {
    await m.query(
      `INSERT INTO answers (item_id, run_id, campaign_id, prompt_id, prompt, platform, sample, model, simulated,
                            text, retrieved_sources, cited_sources, search_queries, organic_results, usage,
                            latency_ms, raw, analysis, analysis_version, brand_mentioned)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
       ON CONFLICT (item_id) DO NOTHING`,
      [
        item.id,
        item.run_id,
        item.campaign_id,
        item.prompt_id,
        item.prompt,
        item.platform,
        item.sample,
        answer.model,
        answer.simulated,
        clean(answer.text),
        json(answer.retrievedSources),
        json(answer.citedSources),
        json(answer.searchQueries),
        answer.organicResults ? json(answer.organicResults) : null,
        json(answer.usage),
        Math.round(answer.latencyMs),
        json(answer.raw),
        json(analysis),
        analysis.version,
        analysis.brand.mentioned,
      ],
    );
  }
}
