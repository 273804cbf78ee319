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
import { createRequire } from 'node:module';
import { readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadCorpus } from './corpus-format.mjs';

const require = createRequire(import.meta.url);
const engine = require('../dist/index.js');
const here = dirname(fileURLToPath(import.meta.url));

const { values } = parseArgs({
  options: {
    'hold-out': { type: 'string', default: 'heldout23,heldout24' },
    cv: { type: 'string' },
    errors: { type: 'boolean', default: false },
    epochs: { type: 'string', default: '30' },
  },
});
const CLASSES = ['positive', 'neutral', 'negative'];
const EPOCHS = Number(values.epochs);
const RATE = 0.1;
const L2 = 1e-3;
/** Weights are shipped in hundredths (three or four decimals score the same in cross-validation). */
const SCALE = 100;

const heldOut = new Set(values['hold-out'].split(',').filter(Boolean));
const parts = readdirSync(join(here, 'corpus'))
  .filter((name) => (name === 'dev' || name.startsWith('heldout')) && !heldOut.has(name))
  .sort((a, b) => (a === 'dev' ? -1 : b === 'dev' ? 1 : a.localeCompare(b, 'en', { numeric: true })));

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
      });
    });
  }
  return out;
}

/** The examples taken in turn from each part, so that no part's writer weighs more for coming last. */
function interleaved(examples) {
  const byPart = new Map();
  for (const e of examples) byPart.set(e.split, [...(byPart.get(e.split) ?? []), e]);
  const queues = [...byPart.values()];
  const out = [];
  for (let i = 0; out.length < examples.length; i += 1)
    for (const q of queues) if (i < q.length) out.push(q[i]);
  return out;
}

/**
 * Multinomial logistic regression, L2-regularised, by AdaGrad over the interleaved examples; the
 * weights returned are the average over the second half of the epochs (steadier than the last).
 */
function train(examples) {
  // (Trained on feature ids, as the analyzer looks them up: the hashing trick, verdict-model.ts.)
  examples = interleaved(examples).map((e) => ({ ...e, features: e.features.map(engine.featureId) }));
  const K = CLASSES.length;
  const weights = new Map();
  const squares = new Map();
  const averaged = new Map();
  let averagedOver = 0;
  const row = (map, f) => {
    let v = map.get(f);
    if (!v) map.set(f, (v = new Float64Array(K)));
    return v;
  };
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    for (const { features, label } of examples) {
      const z = new Float64Array(K);
      for (const f of features) {
        const w = weights.get(f);
        if (w) for (let k = 0; k < K; k += 1) z[k] += w[k];
      }
      const top = Math.max(...z);
      const e = [...z].map((v) => Math.exp(v - top));
      const sum = e.reduce((a, b) => a + b, 0);
      const y = CLASSES.indexOf(label);
      for (const f of features) {
        const w = row(weights, f);
        const g = row(squares, f);
        for (let k = 0; k < K; k += 1) {
          const grad = e[k] / sum - (k === y ? 1 : 0) + L2 * w[k];
          g[k] += grad * grad;
          w[k] -= (RATE * grad) / Math.sqrt(g[k] + 1e-8);
        }
      }
    }
    if (epoch >= EPOCHS / 2) {
      for (const [f, w] of weights) {
        const a = row(averaged, f);
        for (let k = 0; k < K; k += 1) a[k] += w[k];
      }
      averagedOver += 1;
    }
  }
  for (const a of averaged.values()) for (let k = 0; k < K; k += 1) a[k] /= averagedOver;
  return averaged;
}

/** The shipped table (base64): features whose weights all round to zero are dropped. */
function weightTable(weights) {
  const rows = [];
  for (const [id, w] of weights) {
    const rounded = [...w].map((v) => Math.round(v * SCALE) / SCALE);
    if (rounded.some((v) => v !== 0)) rows.push([id, rounded]);
  }
  return { table: engine.encodeVerdictWeights(rows), rows: rows.length };
}

/** The verdict the analyzer would show: the model's when sure enough, else the rules'. */
const verdictOf = (e, weights) => {
  const model = engine.learnedVerdict(e.features, weights);
  return model.confidence >= engine.TRUSTED_FROM && e.length >= engine.LEARNED_FROM_LENGTH
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
    const { table } = weightTable(train(all.filter((e) => e.split !== part)));
    const weights = engine.parseVerdictWeights(table);
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
  const examples = examplesOf(parts);
  const { table, rows } = weightTable(train(examples));
  const out = join(here, '../src/analysis/verdict-weights.ts');
  writeFileSync(
    out,
    [
      '// Generated by packages/engine/eval/train-verdicts.mjs; do not edit by hand.',
      `// Trained on ${examples.length} entity verdicts of corpus parts ${parts[0]} … ${parts.at(-1)} (${parts.length} parts);`,
      `// never trained on: ${[...heldOut].join(', ') || 'none'}. ${rows} rows, base64 in chunks (verdict-model.ts).`,
      `export const VERDICT_CLASSES = ${JSON.stringify(CLASSES).replaceAll(',', ', ')} as const;`,
      'export const VERDICT_WEIGHTS: readonly string[] = [',
      ...(table.match(/.{1,96}/g) ?? []).map((chunk) => `  '${chunk}',`),
      '];',
      '',
    ].join('\n'),
  );
  console.log(`${examples.length} examples from ${parts.length} parts; ${rows} weighted features -> ${out}`);
}
