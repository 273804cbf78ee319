// Trains the learned untracked-brand layer (src/analysis/untracked-model.ts) on the labelled corpus
// and writes src/analysis/untracked-weights.ts. Deterministic: the same corpus gives the same weights.
//
//   npm run build --silent -w packages/engine && node packages/engine/eval/train-untracked.mjs
//   node packages/engine/eval/train-untracked.mjs --hold-out heldout23,heldout24   parts never trained on
//   node packages/engine/eval/train-untracked.mjs --cv heldout21,heldout22   leave-one-part-out: for each
//        named part, train on every other trained part and score that part (rules vs model);
//        --errors also lists each name the model gets wrong
//
// One example per candidate name the rules looked at (untrackedCandidates) in answers of the languages
// the layer decides for (learnsUntracked: not Japanese): the class is brand when the labels list it
// among the answer's untracked brands (case-insensitively), else other.
import { join } from 'node:path';
import { loadCorpus } from './corpus-format.mjs';
import { engine, here, trainerOptions, trainedWeights, trainAndWrite } from './train-lib.mjs';

const { values, heldOut, parts, epochs: EPOCHS } = trainerOptions();
const CLASSES = ['brand', 'other'];

/** Answers of the given parts with their candidates (examples) and labelled untracked brands. */
function answersOf(splits) {
  return loadCorpus(join(here, 'corpus'), splits)
    .filter((c) => c.text.length >= engine.LEARNED_FROM_LENGTH && engine.learnsUntracked(c.language))
    .map((c) => {
      const analyzer = engine.createAnalyzer({ brand: c.brand, competitors: c.competitors });
      const want = new Set(c.untracked.map((n) => n.toLowerCase()));
      const examples = analyzer.untrackedFeatures(c.text).map(({ candidate, features }) => ({
        split: c.split,
        candidate,
        name: candidate.name,
        kept: candidate.kept,
        features,
        label: want.has(candidate.name.toLowerCase()) ? 'brand' : 'other',
      }));
      return { id: c.id, split: c.split, language: c.language, want, examples };
    });
}

/** Untracked-brand F1 counts of one answer for the names chosen. */
function score(answer, chosen) {
  const have = new Set(chosen.map((n) => n.toLowerCase()));
  let tp = 0;
  for (const n of have) if (answer.want.has(n)) tp += 1;
  return { tp, fp: have.size - tp, fn: answer.want.size - tp };
}

if (values.cv) {
  const all = answersOf(parts);
  const tally = new Map();
  const add = (key, which, s) => {
    const t = tally.get(key) ?? { rules: { tp: 0, fp: 0, fn: 0 }, model: { tp: 0, fp: 0, fn: 0 } };
    for (const k of ['tp', 'fp', 'fn']) t[which][k] += s[k];
    tally.set(key, t);
  };
  for (const part of values.cv.split(',')) {
    const weights = trainedWeights(
      all.filter((a) => a.split !== part).flatMap((a) => a.examples),
      {
        classes: CLASSES,
        epochs: EPOCHS,
        encode: engine.encodeUntrackedWeights,
        parse: engine.parseUntrackedWeights,
      },
    );
    for (const a of all.filter((x) => x.split === part)) {
      const rules = a.examples.filter((e) => e.kept).map((e) => e.name);
      const model = engine.chooseUntracked(
        a.examples.map((e) => e.candidate),
        a.examples.map((e) => engine.untrackedBrandProbability(e.features, weights)),
      );
      for (const key of [part, a.language, 'all']) {
        add(key, 'rules', score(a, rules));
        add(key, 'model', score(a, model));
      }
      if (values.errors) {
        const extra = model.filter((n) => !a.want.has(n.toLowerCase()));
        const missed = [...a.want].filter((n) => !model.some((m) => m.toLowerCase() === n));
        if (extra.length || missed.length)
          console.log(`${a.id}: extra [${extra.join(', ')}], missed [${missed.join(', ')}]`);
      }
    }
  }
  const f1 = ({ tp, fp, fn }) => ((2 * tp) / (2 * tp + fp + fn) || 0).toFixed(3);
  const pr = ({ tp, fp, fn }) =>
    `P ${(tp / (tp + fp) || 0).toFixed(2)} R ${(tp / (tp + fn) || 0).toFixed(2)}`;
  console.log(`leave-one-part-out over ${values.cv}, untracked-brand F1 (rules = the rules alone)`);
  console.log('part/lang     rules F1 (P/R)                model F1 (P/R)');
  for (const [key, t] of tally)
    console.log(`${key.padEnd(12)}  ${f1(t.rules)} (${pr(t.rules)})   ${f1(t.model)} (${pr(t.model)})`);
} else {
  trainAndWrite('untracked-weights.ts', {
    prefix: 'UNTRACKED',
    trainer: 'train-untracked.mjs',
    what: 'candidate names',
    examples: answersOf(parts).flatMap((a) => a.examples),
    parts,
    heldOut,
    classes: CLASSES,
    epochs: EPOCHS,
    encode: engine.encodeUntrackedWeights,
  });
}
