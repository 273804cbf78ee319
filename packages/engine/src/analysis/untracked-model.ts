/**
 * The learned untracked-brand layer (analysis rule 13): a logistic regression over
 * untracked-features.ts that decides, for each name the rules looked at (untrackedCandidates), whether
 * it is another company's, product's or website's name. It reads the rules' decision together with
 * the name's shape, what the word lists know of it and the words around it, so it can drop a
 * capitalised common word the rules kept and keep a name their context tests dropped. Trained
 * offline on the labelled corpus by packages/engine/eval/train-untracked.mjs, which writes
 * untracked-weights.ts; deterministic at analysis time.
 */
import type { AnswerLanguage } from './language';
import { classProbabilities, encodeTable, WeightTable } from './learned-weights';
import { untrackedFeatureSets, type UntrackedContext } from './untracked-features';
import type { UntrackedCandidate } from './untracked';
import { LEARNED_FROM_LENGTH } from './verdict-model';
import { UNTRACKED_CLASSES, UNTRACKED_WEIGHTS } from './untracked-weights';

/**
 * A candidate is an untracked brand from this probability on: chosen by leave-one-part-out
 * cross-validation (F1 is flat from 0.25 to 0.35 and falls off either side).
 */
export const BRAND_FROM = 0.35;

/**
 * The languages the layer decides for. Japanese keeps the rules: there the rules' names are
 * katakana and Latin words in set places, and in leave-one-part-out over every part the model was
 * no better (F1 0.742 against the rules' 0.758; as a filter of the rules' names only, 0.757).
 */
export function learnsUntracked(language: AnswerLanguage): boolean {
  return language !== 'ja';
}

export const encodeUntrackedWeights = (rows: Iterable<readonly [string | number, readonly number[]]>) =>
  encodeTable(rows, UNTRACKED_CLASSES.length);
export const parseUntrackedWeights = (table: string) => new WeightTable(table, UNTRACKED_CLASSES.length);

let shipped: WeightTable | undefined;
/** The shipped weights, parsed on first use. */
export function shippedUntrackedWeights(): WeightTable {
  shipped ??= parseUntrackedWeights(UNTRACKED_WEIGHTS.join(''));
  return shipped;
}

/** The probability that a candidate, with these features, is an untracked brand. */
export function brandProbability(features: readonly string[], weights: WeightTable): number {
  return classProbabilities(features, weights)[UNTRACKED_CLASSES.indexOf('brand')] as number;
}

/**
 * The untracked brands shown: for an answer-length text in a language the layer learns, the
 * candidates the model is sure enough of, in order of position (candidates come sorted and
 * de-duplicated); otherwise the names the rules keep.
 */
export function decideUntracked(
  context: UntrackedContext,
  candidates: readonly UntrackedCandidate[],
  textLength: number,
  weights: WeightTable = shippedUntrackedWeights(),
): string[] {
  if (textLength < LEARNED_FROM_LENGTH || weights.size === 0 || !learnsUntracked(context.language))
    return candidates.filter((c) => c.kept).map((c) => c.name);
  const features = untrackedFeatureSets(context, candidates);
  return chooseUntracked(
    candidates,
    features.map((f) => brandProbability(f, weights)),
  );
}

/**
 * The names from BRAND_FROM on, in order of position; of names written over each other ("Fournil"
 * and "Fournil Pro") only the likelier.
 */
export function chooseUntracked(
  candidates: readonly UntrackedCandidate[],
  probabilities: readonly number[],
): string[] {
  const chosen = candidates
    .map((c, i) => ({ c, p: probabilities[i] as number }))
    .filter((x) => x.p >= BRAND_FROM);
  const overlaps = (a: UntrackedCandidate, b: UntrackedCandidate) =>
    a.start < b.start + b.name.length && b.start < a.start + a.name.length;
  return chosen
    .filter(
      (x) =>
        !chosen.some(
          (y) => y !== x && overlaps(x.c, y.c) && (y.p > x.p || (y.p === x.p && y.c.kept && !x.c.kept)),
        ),
    )
    .map((x) => x.c.name);
}
