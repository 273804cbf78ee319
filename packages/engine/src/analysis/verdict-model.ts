/**
 * The learned verdict layer (analyzer version 10): a multinomial logistic regression over
 * verdict-features.ts that reads the rules' verdict together with the entity's place in the answer
 * and the words around it, and decides recommended / positive, neutral or negative (analysis rules
 * 10 and 11; in the labels, recommended and positive go together). Trained offline on the labelled
 * corpus by packages/engine/eval/train-verdicts.mjs, which writes verdict-weights.ts; deterministic
 * at analysis time (a sum of weights and a softmax).
 *
 * Why: rules tuned on one set of writers transferred poorly to new ones (docs/metrics.md); the
 * model learns how much to trust each rule outcome and which surrounding words overturn it, from
 * every writer at once.
 */
import { classProbabilities, encodeTable, WeightTable } from './learned-weights';
import { VERDICT_CLASSES, VERDICT_WEIGHTS } from './verdict-weights';
import type { EntitySentiment, EntityVerdict } from './verdict';

export type VerdictClass = (typeof VERDICT_CLASSES)[number];

export interface LearnedVerdict {
  recommended: boolean;
  sentiment: Exclude<EntitySentiment, 'unknown'>;
  /** P(positive) - P(negative) for a positive or negative verdict (at least ±0.05), 0 otherwise. */
  score: number;
  /** The probability of the chosen class. */
  confidence: number;
}

/**
 * Below this probability for its best class the model is unsure and the rules' verdict stands
 * (including their 'unknown' for a pick and a warning at once). Chosen by leave-one-part-out
 * cross-validation: it costs under half a point there and keeps the rules' reading of short,
 * plain sentences the corpus has few of ("Acme is an excellent CRM …").
 */
export const TRUSTED_FROM = 0.6;
/**
 * The model reads answers as engines write them (the corpus's median is 965 characters, and every
 * part written since heldout4 has answers of 500 or more); a shorter text, a sentence or two sent to
 * the API, is outside what it learned from, and the rules read it alone.
 */
export const LEARNED_FROM_LENGTH = 200;

/** Encodes verdict weights per feature (text or id) as the shipped table (learned-weights.ts). */
export const encodeWeights = (rows: Iterable<readonly [string | number, readonly number[]]>) =>
  encodeTable(rows, VERDICT_CLASSES.length);

export type VerdictWeights = WeightTable;
export const parseWeights = (table: string): VerdictWeights => new WeightTable(table, VERDICT_CLASSES.length);

let shipped: VerdictWeights | undefined;
/** The shipped weights, parsed on first use. */
export function shippedWeights(): VerdictWeights {
  shipped ??= parseWeights(VERDICT_WEIGHTS.join(''));
  return shipped;
}

export function learnedVerdict(
  features: readonly (string | number)[],
  weights: VerdictWeights = shippedWeights(),
): LearnedVerdict {
  const p = classProbabilities(features, weights);
  let best = 0;
  for (let k = 1; k < p.length; k += 1) if ((p[k] as number) > (p[best] as number)) best = k;
  const confidence = p[best] as number;
  const label = VERDICT_CLASSES[best] as VerdictClass;
  const pos = p[VERDICT_CLASSES.indexOf('positive')] as number;
  const neg = p[VERDICT_CLASSES.indexOf('negative')] as number;
  return {
    recommended: label === 'positive',
    sentiment: label,
    // (At least ±0.05, so a label read back from the score alone agrees: sentiment.ts labelOf.)
    score:
      label === 'neutral'
        ? 0
        : label === 'positive'
          ? Math.max(0.05, Math.round((pos - neg) * 1000) / 1000)
          : Math.min(-0.05, Math.round((pos - neg) * 1000) / 1000),
    confidence,
  };
}

/**
 * Whether the model's verdict replaces the rules': when it is sure enough, and never to turn a warning
 * the rules read in words ("**Not recommended for this setup: Acme**") into a pick (leave-one-part-out
 * over heldout20–35: +0.1 point on recommended and on sentiment), nor a side of a comparison the
 * answer says has no winner.
 */
export function trustsModel(learned: LearnedVerdict, ruleBasis: EntityVerdict['basis']): boolean {
  return (
    learned.confidence >= TRUSTED_FROM &&
    !(learned.recommended && (ruleBasis === 'against' || ruleBasis === 'balanced'))
  );
}

/**
 * The verdict shown: the model's for an answer-length text when it is sure enough, else the rules'.
 * The evidence sentence is always the rules'.
 */
export function decideVerdict(
  rule: EntityVerdict,
  features: readonly (string | number)[] | null,
  textLength: number,
  weights: VerdictWeights = shippedWeights(),
): Pick<EntityVerdict, 'recommended' | 'sentiment' | 'score' | 'evidence'> {
  if (!features || textLength < LEARNED_FROM_LENGTH) return rule;
  const learned = learnedVerdict(features, weights);
  if (!trustsModel(learned, rule.basis)) return rule;
  const { recommended, sentiment, score } = learned;
  return { recommended, sentiment, score, evidence: rule.evidence };
}
