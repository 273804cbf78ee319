import { CAMPAIGN_VALIDATION, type PromptPreviewResponse } from '@lantern/contracts';
import { Button } from '@lantern/ui';
import { useState } from 'react';
import { errorMessage } from '../../../shared/apiError';
import { mergePrompts, type PromptItem, type WizardValues } from '../wizard';
import { FormAlert, Hint, Panel, Row } from './styles';

/** GENERATE_AI: asks for breadth x depth prompts from the step 1 answers; a new run replaces the list. */
export function GeneratePanel({
  values,
  generate,
  generating,
  onGenerated,
  onLimit,
  limit,
}: {
  values: WizardValues;
  /** The plan's prompts per campaign (null unlimited, undefined unknown): more are not generated. */
  limit?: number | null;
  /** POST /campaigns/prompts/preview with the step 1 answers. */
  generate(): Promise<PromptPreviewResponse>;
  generating: boolean;
  onGenerated(items: PromptItem[]): void;
  onLimit(limit: number | null): void;
}) {
  const [result, setResult] = useState<PromptPreviewResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const noKeywords = values.keywords.length === 0;
  const generated = values.prompts.GENERATE_AI.length > 0;
  const total = Number(values.breadth) * Number(values.depth);
  const kept = typeof limit === 'number' && limit < total ? limit : total;
  const run = async () => {
    setProblem(null);
    try {
      const res = await generate();
      setResult(res);
      onLimit(res.limit);
      onGenerated(mergePrompts([], res.prompts).prompts);
    } catch (err) {
      setProblem(errorMessage(err, 'Could not generate prompts. Please try again.'));
    }
  };
  return (
    <Panel>
      <Hint>
        {values.breadth} topics x {values.depth} prompts per topic ({total} prompts
        {kept < total ? `; your plan keeps the first ${kept}` : ''}) for{' '}
        {values.keywords.join(', ') || 'your keywords'} in {values.location}.
      </Hint>
      <Row>
        <Button type="button" onClick={() => void run()} disabled={noKeywords || generating}>
          {generating ? 'Generating...' : generated ? 'Generate again' : 'Generate prompts'}
        </Button>
        {noKeywords ? (
          <Hint role="status">{CAMPAIGN_VALIDATION.keywordsRequired} in step 1 to generate prompts.</Hint>
        ) : null}
      </Row>
      {problem ? <FormAlert role="alert">{problem}</FormAlert> : null}
      {result?.generator === 'template' ? (
        <Hint>Written from templates: no AI platform key is set.</Hint>
      ) : null}
      {result?.warnings.length ? (
        <ul aria-label="Generation warnings">
          {result.warnings.map((w) => (
            <li key={w}>
              <Hint>{w}</Hint>
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}
