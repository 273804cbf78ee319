// Trains the learned verdict layer (src/analysis/verdict-model.ts) on the labelled corpus and writes
// src/analysis/verdict-weights.ts. Deterministic: the same corpus gives the same weights.
//
//   npm run build --silent -w packages/engine && node packages/engine/eval/train-verdicts.mjs
//   node packages/engine/eval/train-verdicts.mjs --hold-out heldout20,heldout21   parts never trained on
//   node packages/engine/eval/train-verdicts.mjs --cv heldout16,heldout17          leave-one-part-out:
//        for each named part, train on every other trained part and score that part (rules vs model);
//        --errors also lists each verdict the model gets wrong
//
// Every corpus part is trained on except the held-out ones (default: the newest blind part); the
// eval of a held-out part is then a fair check. One example per (answer, entity the analyzer finds
// mentioned): the class is positive when the labels recommend it, else its labelled sentiment.
import { join } from 'node:path';
import { loadCorpus } from './corpus-format.mjs';
import { engine, here, trainedWeights, trainerOptions, trainAndWrite } from './train-lib.mjs';

const { values, heldOut, parts, epochs: EPOCHS } = trainerOptions();
const CLASSES = ['positive', 'neutral', 'negative'];

/** Examples of the given parts, in corpus order. */
function examplesOf(splits) {
  const out = [];
  for (const c of loadCorpus(join(here, 'corpus'), splits)) {
    const analyzer = engine.createAnalyzer({ brand: c.brand, competitors: c.competitors });
    const names = [c.brand.name, ...c.competitors.map((x) => x.name)];
    const rules = analyzer.verdictFeatures(c.text);
    rules.forEach((features, i) => {
      const name = names[i];
      // (An entity the labels say is not mentioned has no verdict to learn.)
      if (!features || !(c.counts[name] > 0)) return;
      const label = c.rec.includes(name) ? 'positive' : (c.sent[name] ?? 'neutral');
      out.push({
        id: c.id,
        name,
        split: c.split,
        language: c.language,
        length: c.text.length,
        features,
        label: CLASSES.includes(label) ? label : 'neutral',
        rule: features.includes('RR=true') ? 'positive' : features.find((f) => f.startsWith('RS='))?.slice(3),
        basis: features.find((f) => f.startsWith('RB='))?.slice(3),
      });
    });
  }
  return out;
}

const LAYER = {
  classes: CLASSES,
  epochs: EPOCHS,
  encode: engine.encodeVerdictWeights,
  parse: engine.parseVerdictWeights,
};

/** The verdict the analyzer would show: the model's when sure enough, else the rules'. */
const verdictOf = (e, weights) => {
  const model = engine.learnedVerdict(e.features, weights);
  return e.length >= engine.LEARNED_FROM_LENGTH && engine.trustsModel(model, e.basis)
    ? model
    : { recommended: e.rule === 'positive', sentiment: e.rule };
};

if (values.cv) {
  const all = examplesOf(parts);
  const tally = new Map();
  const add = (key, e, model) => {
    const t = tally.get(key) ?? { n: 0, recRule: 0, recModel: 0, sentRule: 0, sentModel: 0, unknown: 0 };
    const wantRec = e.label === 'positive';
    t.n += 1;
    if ((e.rule === 'positive') === wantRec) t.recRule += 1;
    if (model.recommended === wantRec) t.recModel += 1;
    if (e.rule === e.label) t.sentRule += 1;
    if (model.sentiment === e.label) t.sentModel += 1;
    if (model.sentiment === 'unknown') t.unknown += 1;
    tally.set(key, t);
  };
  for (const part of values.cv.split(',')) {
    const weights = trainedWeights(
      all.filter((e) => e.split !== part),
      LAYER,
    );
    for (const e of all.filter((x) => x.split === part)) {
      const model = verdictOf(e, weights);
      for (const key of [part, e.language, 'all']) add(key, e, model);
      if (values.errors && model.sentiment !== e.label)
        console.log(`${e.id} ${e.name}: want ${e.label}, got ${model.sentiment} (rules: ${e.rule})`);
    }
  }
  const pct = (a, b) => ((100 * a) / b).toFixed(1).padStart(5);
  console.log(
    `leave-one-part-out over ${values.cv} (examples: entity verdicts; rules = version 9's verdict)`,
  );
  console.log('part/lang     verdicts  recommended rules/model  sentiment rules/model  unknown');
  for (const [key, t] of tally)
    console.log(
      `${key.padEnd(12)} ${String(t.n).padStart(9)}  ${pct(t.recRule, t.n)} / ${pct(t.recModel, t.n)}            ${pct(t.sentRule, t.n)} / ${pct(t.sentModel, t.n)}       ${t.unknown}`,
    );
} else {
  trainAndWrite('verdict-weights.ts', {
    prefix: 'VERDICT',
    trainer: 'train-verdicts.mjs',
    what: 'entity verdicts',
    examples: examplesOf(parts),
    parts,
    heldOut,
    classes: CLASSES,
    epochs: EPOCHS,
    encode: engine.encodeVerdictWeights,
  });
}
