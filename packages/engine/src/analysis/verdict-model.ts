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

/**
 * A feature's id: FNV-1a (32-bit) of its text. The model is trained on ids (the hashing trick), so
 * the shipped table needs no feature texts: two features sharing an id share their weights in
 * training and analysis alike (one pair among the ~108,000 features of the corpus).
 */
export function featureId(feature: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < feature.length; i += 1) {
    hash ^= feature.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/** Weights are stored in hundredths, as 16-bit integers. */
const SCALE = 100;
/** Bytes per row of the encoded table: the id (int32) and one int16 per class, little-endian. */
const ROW_BYTES = 4 + 2 * VERDICT_CLASSES.length;

/** Encodes weights per feature (text or id) as the shipped base64 table, rounded to hundredths. */
export function encodeWeights(rows: Iterable<readonly [string | number, readonly number[]]>): string {
  const list = [...rows].map(
    ([feature, w]) => [typeof feature === 'number' ? feature : featureId(feature), w] as const,
  );
  list.sort((a, b) => a[0] - b[0]);
  const bytes = Buffer.alloc(list.length * ROW_BYTES);
  list.forEach(([id, w], row) => {
    bytes.writeInt32LE(id, row * ROW_BYTES);
    w.forEach((v, k) => bytes.writeInt16LE(Math.round(v * SCALE), row * ROW_BYTES + 4 + 2 * k));
  });
  return bytes.toString('base64');
}

/**
 * Weights per feature id and class: the values in one flat array, and the row of each id in an
 * open-addressing table of typed arrays (no boxed numbers or strings on the lookup path).
 */
export class VerdictWeights {
  private readonly ids: Int32Array;
  /** Row + 1 per slot; 0 = empty. */
  private readonly slots: Int32Array;
  private readonly mask: number;
  private readonly values: Float64Array;
  readonly size: number;

  /** From an encoded table (encodeWeights). */
  constructor(table: string) {
    const bytes = Buffer.from(table, 'base64');
    const classes = VERDICT_CLASSES.length;
    this.size = bytes.length / ROW_BYTES;
    let capacity = 1;
    while (capacity < this.size * 2) capacity *= 2;
    this.mask = capacity - 1;
    this.ids = new Int32Array(capacity);
    this.slots = new Int32Array(capacity);
    this.values = new Float64Array(this.size * classes);
    for (let row = 0; row < this.size; row += 1) {
      const id = bytes.readInt32LE(row * ROW_BYTES);
      let slot = id & this.mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & this.mask;
      this.ids[slot] = id;
      this.slots[slot] = row + 1;
      for (let k = 0; k < classes; k += 1)
        this.values[row * classes + k] = bytes.readInt16LE(row * ROW_BYTES + 4 + 2 * k) / SCALE;
    }
  }

  private rowOf(feature: string): number {
    const id = featureId(feature);
    for (let slot = id & this.mask; this.slots[slot] !== 0; slot = (slot + 1) & this.mask)
      if (this.ids[slot] === id) return (this.slots[slot] as number) - 1;
    return -1;
  }

  /** The weights of a feature per class, or undefined for a feature the model never saw. */
  of(feature: string): number[] | undefined {
    const row = this.rowOf(feature);
    if (row < 0) return undefined;
    const classes = VERDICT_CLASSES.length;
    return [...this.values.subarray(row * classes, (row + 1) * classes)];
  }

  /** Adds the weights of a feature to z (one sum per class). */
  addTo(z: number[], feature: string): void {
    const row = this.rowOf(feature);
    if (row < 0) return;
    const at = row * z.length;
    for (let k = 0; k < z.length; k += 1) z[k]! += this.values[at + k] as number;
  }
}

export const parseWeights = (table: string) => new VerdictWeights(table);

let shipped: VerdictWeights | undefined;
/** The shipped weights, parsed on first use. */
export function shippedWeights(): VerdictWeights {
  shipped ??= parseWeights(VERDICT_WEIGHTS.join(''));
  return shipped;
}

/** Class probabilities for a feature set (softmax of summed weights). */
export function classProbabilities(features: readonly string[], weights: VerdictWeights): number[] {
  const classes = VERDICT_CLASSES.length;
  const z = new Array<number>(classes).fill(0);
  for (const feature of features) weights.addTo(z, feature);
  let top = -Infinity;
  for (const v of z) if (v > top) top = v;
  let sum = 0;
  for (let k = 0; k < classes; k += 1) sum += z[k] = Math.exp((z[k] as number) - top);
  for (let k = 0; k < classes; k += 1) z[k]! /= sum;
  return z;
}

export function learnedVerdict(
  features: readonly string[],
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
 * The verdict shown: the model's for an answer-length text when it is sure enough, else the rules'.
 * The evidence sentence is always the rules'.
 */
export function decideVerdict(
  rule: EntityVerdict,
  features: readonly string[] | null,
  textLength: number,
  weights: VerdictWeights = shippedWeights(),
): Pick<EntityVerdict, 'recommended' | 'sentiment' | 'score' | 'evidence'> {
  if (!features || textLength < LEARNED_FROM_LENGTH) return rule;
  const learned = learnedVerdict(features, weights);
  if (learned.confidence < TRUSTED_FROM) return rule;
  const { recommended, sentiment, score } = learned;
  return { recommended, sentiment, score, evidence: rule.evidence };
}
