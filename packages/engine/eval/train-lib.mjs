// Shared by the trainers of the learned layers (train-verdicts.mjs, train-untracked.mjs): the corpus
// parts to train on, multinomial logistic regression by AdaGrad, and the generated weights file.
import { createRequire } from 'node:module';
import { readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
export const engine = require('../dist/index.js');
export const here = dirname(fileURLToPath(import.meta.url));

const RATE = 0.1;
const L2 = 1e-3;
/** Weights are shipped in hundredths (three or four decimals score the same in cross-validation). */
const SCALE = 100;
/**
 * Rows whose weights all round to 0.05 or less are dropped: over a quarter of the verdict rows, with the same
 * leave-one-part-out scores (decisions.md, "Version 67"); it keeps the tables under 2 MiB.
 */
const MIN_WEIGHT = 0.05;

/**
 * The trainers' command line: --hold-out parts never trained on (default: the newest blind part),
 * --cv parts for leave-one-part-out, --errors, --epochs. Returns the options, the held-out parts, the
 * parts to train on and the epochs.
 */
export function trainerOptions() {
  const { values } = parseArgs({
    options: {
      'hold-out': { type: 'string', default: 'heldout136' },
      cv: { type: 'string' },
      errors: { type: 'boolean', default: false },
      epochs: { type: 'string', default: '30' },
    },
  });
  const heldOut = new Set(values['hold-out'].split(',').filter(Boolean));
  return { values, heldOut, parts: trainingParts(heldOut), epochs: Number(values.epochs) };
}

/** The corpus parts in order (dev first, then heldout, heldout2, …), without the held-out ones. */
function trainingParts(heldOut) {
  return readdirSync(join(here, 'corpus'))
    .filter((name) => (name === 'dev' || name.startsWith('heldout')) && !heldOut.has(name))
    .sort((a, b) => (a === 'dev' ? -1 : b === 'dev' ? 1 : a.localeCompare(b, 'en', { numeric: true })));
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
 * Multinomial logistic regression over examples { split, features, label }, L2-regularised, by
 * AdaGrad over the interleaved examples; the weights returned are the average over the second half
 * of the epochs (steadier than the last). Trained on feature ids, as the analyzer looks them up (the
 * hashing trick, learned-weights.ts).
 */
function train(examples, classes, epochs) {
  examples = interleaved(examples).map((e) => ({ ...e, features: e.features.map(engine.featureId) }));
  const K = classes.length;
  const weights = new Map();
  const squares = new Map();
  const averaged = new Map();
  let averagedOver = 0;
  const row = (map, f) => {
    let v = map.get(f);
    if (!v) map.set(f, (v = new Float64Array(K)));
    return v;
  };
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    for (const { features, label } of examples) {
      const z = new Float64Array(K);
      for (const f of features) {
        const w = weights.get(f);
        if (w) for (let k = 0; k < K; k += 1) z[k] += w[k];
      }
      const top = Math.max(...z);
      const e = [...z].map((v) => Math.exp(v - top));
      const sum = e.reduce((a, b) => a + b, 0);
      const y = classes.indexOf(label);
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
    if (epoch >= epochs / 2) {
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

/** The shipped table (base64, by `encode`): features whose weights all round to MIN_WEIGHT or less are dropped. */
function weightTable(weights, encode) {
  const rows = [];
  for (const [id, w] of weights) {
    const rounded = [...w].map((v) => Math.round(v * SCALE) / SCALE);
    if (rounded.some((v) => Math.abs(v) > MIN_WEIGHT)) rows.push([id, rounded]);
  }
  return { table: encode(rows), rows: rows.length };
}

/** Trains on the examples and returns the weights as the analyzer reads them (`parse` of the table). */
export function trainedWeights(examples, { classes, epochs, encode, parse }) {
  return parse(weightTable(train(examples, classes, epochs), encode).table);
}

/**
 * Trains on all the examples and writes the generated weights module `file` (constants PREFIX_CLASSES
 * and PREFIX_WEIGHTS), then says what it wrote.
 */
export function trainAndWrite(
  file,
  { prefix, trainer, what, examples, parts, heldOut, classes, epochs, encode },
) {
  const { table, rows } = weightTable(train(examples, classes, epochs), encode);
  const out = writeWeights(file, {
    prefix,
    what: { trainer, examples: what },
    examples: examples.length,
    parts,
    heldOut,
    classes,
    table,
    rows,
  });
  console.log(`${examples.length} examples from ${parts.length} parts; ${rows} weighted features -> ${out}`);
}

/** Writes a generated weights module: the classes and the base64 table in chunks. */
function writeWeights(file, { prefix, what, examples, parts, heldOut, classes, table, rows }) {
  const out = join(here, '../src/analysis', file);
  writeFileSync(
    out,
    [
      `// Generated by packages/engine/eval/${what.trainer}; do not edit by hand.`,
      `// Trained on ${examples} ${what.examples} of corpus parts ${parts[0]} … ${parts.at(-1)} (${parts.length} parts);`,
      `// never trained on: ${[...heldOut].join(', ') || 'none'}. ${rows} rows, base64 in chunks (learned-weights.ts).`,
      `export const ${prefix}_CLASSES = ${JSON.stringify(classes).replaceAll(',', ', ')} as const;`,
      `export const ${prefix}_WEIGHTS: readonly string[] = [`,
      ...(table.match(/.{1,96}/g) ?? []).map((chunk) => `  '${chunk}',`),
      '];',
      '',
    ].join('\n'),
  );
  return out;
}
