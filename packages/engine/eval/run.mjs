// Accuracy of the answer analyzer on the labelled corpus (rules: shared analysis-rules.md).
//
//   npm run eval:analysis                       the newest part, heldout136 (run blind on version 104,
//                                               not trained on)
//   npm run eval:analysis -- --split dev        the part used while tuning (also heldout … heldout135:
//                                               each run blind once, then looked at and trained on)
//   npm run eval:analysis -- --split all --worst 20
//   npm run eval:analysis -- --split dev,heldout2   several parts together
//
// Prints per language and overall: mention F1 (per-entity counts), presence F1, order exact, brand
// position exact, recommended accuracy, sentiment agreement, cited domains exact, untracked-brand
// F1; then the worst cases with what differed.
import { createRequire } from 'node:module';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadCorpus } from './corpus-format.mjs';

const require = createRequire(import.meta.url);
// ENGINE_DIST=<dir> evaluates another build (e.g. an older commit's dist) for a before/after table.
const engine = require(process.env.ENGINE_DIST ? `${process.env.ENGINE_DIST}/index.js` : '../dist/index.js');
const here = dirname(fileURLToPath(import.meta.url));

const { values } = parseArgs({
  options: {
    split: { type: 'string', default: 'heldout136' },
    worst: { type: 'string', default: '10' },
    lang: { type: 'string' },
    markdown: { type: 'boolean', default: false },
  },
});
const splits =
  values.split === 'all'
    ? readdirSync(join(here, 'corpus'))
        .filter((name) => name === 'dev' || name.startsWith('heldout'))
        .sort((a, b) => (a === 'dev' ? -1 : b === 'dev' ? 1 : a.localeCompare(b, 'en', { numeric: true })))
    : values.split.split(',');
const cases = loadCorpus(join(here, 'corpus'), splits).filter(
  (c) => !values.lang || c.language === values.lang,
);

const sortedEq = (a, b) => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());

/** The analyzer's output in the shape of the labels, through the plain text API when the build has it. */
function predict(c) {
  if (engine.analyzeText) {
    const a = engine.analyzeText(
      {
        text: c.text,
        sources: [
          ...c.cited.map((s) => ({ ...s, cited: true })),
          ...c.retrieved.map((s) => ({ ...s, cited: false })),
        ],
      },
      { brand: c.brand, competitors: c.competitors },
    );
    const entities = Object.values(a.entities);
    const nameOf = new Map(entities.map((e) => [e.id, e.name]));
    return {
      counts: Object.fromEntries(entities.map((e) => [e.name, e.count])),
      order: a.order.map((id) => nameOf.get(id)),
      rec: entities.filter((e) => e.recommended).map((e) => e.name),
      sent: Object.fromEntries(
        entities.filter((e) => e.mentioned).map((e) => [e.name, e.sentiment ?? 'none']),
      ),
      untracked: a.untrackedBrands,
      domains: {
        owned: a.citedDomains.owned,
        competitor: a.citedDomains.competitor,
        third: a.citedDomains.thirdParty,
      },
    };
  }
  // Builds before the text API (analyzer version 1): through an answer object.
  const answer = {
    platform: c.platform,
    model: 'eval',
    text: c.text,
    retrievedSources: c.retrieved,
    citedSources: c.cited,
    searchQueries: [],
    latencyMs: 0,
    usage: {},
    simulated: false,
    raw: null,
  };
  const a = engine.analyzeAnswer(answer, { brand: c.brand, competitors: c.competitors });
  const entities = [a.brand, ...a.competitors];
  const domains = { owned: new Set(), competitor: new Set(), third: new Set() };
  for (const s of a.citations.cited) {
    const key = s.ownership === 'owned' ? 'owned' : s.ownership === 'competitor' ? 'competitor' : 'third';
    domains[key].add(s.domain);
  }
  return {
    counts: Object.fromEntries(entities.map((e) => [e.name, e.count])),
    order: a.mentionOrder,
    rec: entities.filter((e) => e.recommended).map((e) => e.name),
    sent: Object.fromEntries(
      entities.filter((e) => e.mentioned).map((e) => [e.name, e.sentiment?.label ?? 'none']),
    ),
    untracked: a.suggestedCompetitors ?? [],
    domains: { owned: [...domains.owned], competitor: [...domains.competitor], third: [...domains.third] },
  };
}

function newTally() {
  return {
    answers: 0,
    mention: { tp: 0, fp: 0, fn: 0 },
    presence: { tp: 0, fp: 0, fn: 0 },
    order: 0,
    position: 0,
    rec: { right: 0, total: 0 },
    sent: { right: 0, total: 0 },
    domains: 0,
    untracked: { tp: 0, fp: 0, fn: 0 },
  };
}

const f1 = ({ tp, fp, fn }) => (tp + fp + fn === 0 ? 1 : (2 * tp) / (2 * tp + fp + fn));

function score(c, p, tally) {
  const problems = [];
  const names = [c.brand.name, ...c.competitors.map((x) => x.name)];
  tally.answers += 1;
  for (const name of names) {
    const gold = c.counts[name] ?? 0;
    const got = p.counts[name] ?? 0;
    tally.mention.tp += Math.min(gold, got);
    tally.mention.fp += Math.max(0, got - gold);
    tally.mention.fn += Math.max(0, gold - got);
    if (gold !== got) problems.push(`count ${name}: want ${gold}, got ${got}`);
    if (gold > 0 && got > 0) tally.presence.tp += 1;
    else if (got > 0) tally.presence.fp += 1;
    else if (gold > 0) tally.presence.fn += 1;
    // Recommended: over every entity mentioned in the labels or by the analyzer.
    if (gold > 0 || got > 0) {
      const want = c.rec.includes(name);
      const have = p.rec.includes(name);
      tally.rec.total += 1;
      if (want === have) tally.rec.right += 1;
      else problems.push(`recommended ${name}: want ${want}, got ${have}`);
    }
    if (gold > 0) {
      const want = c.sent[name] ?? 'neutral';
      const have = p.sent[name] ?? 'none';
      tally.sent.total += 1;
      if (want === have) tally.sent.right += 1;
      else problems.push(`sentiment ${name}: want ${want}, got ${have}`);
    }
  }
  const goldOrder = c.order.length > 0 ? c.order : names.filter((n) => (c.counts[n] ?? 0) > 0);
  if (JSON.stringify(goldOrder) === JSON.stringify(p.order)) tally.order += 1;
  else problems.push(`order: want [${goldOrder.join(', ')}], got [${p.order.join(', ')}]`);
  const goldPos = goldOrder.indexOf(c.brand.name);
  if (goldPos === p.order.indexOf(c.brand.name)) tally.position += 1;
  else problems.push('brand position');
  const domainsOk = ['owned', 'competitor', 'third'].every((k) => sortedEq(c.domains[k], p.domains[k]));
  if (domainsOk) tally.domains += 1;
  else problems.push(`cited domains: want ${JSON.stringify(c.domains)}, got ${JSON.stringify(p.domains)}`);
  const want = new Set(c.untracked.map((s) => s.toLowerCase()));
  const have = new Set(p.untracked.map((s) => s.toLowerCase()));
  const missed = [...want].filter((x) => !have.has(x));
  const extra = [...have].filter((x) => !want.has(x));
  tally.untracked.tp += want.size - missed.length;
  tally.untracked.fn += missed.length;
  tally.untracked.fp += extra.length;
  if (missed.length || extra.length)
    problems.push(`untracked: missed [${missed.join(', ')}], extra [${extra.join(', ')}]`);
  return problems;
}

const tallies = new Map();
const failures = [];
for (const c of cases) {
  const p = predict(c);
  const problems = [];
  for (const key of [c.language, 'all']) {
    if (!tallies.has(key)) tallies.set(key, newTally());
  }
  problems.push(...score(c, p, tallies.get(c.language)));
  score(c, p, tallies.get('all'));
  if (problems.length) failures.push({ id: c.id, problems });
}

const pct = (x) => (x * 100).toFixed(1);
const LANGUAGE_ORDER = ['en', 'de', 'fr', 'es', 'ja', 'all'];
const rows = [...tallies.entries()]
  .sort((a, b) => LANGUAGE_ORDER.indexOf(a[0]) - LANGUAGE_ORDER.indexOf(b[0]))
  .map(([lang, t]) => [
    lang,
    String(t.answers),
    f1(t.mention).toFixed(3),
    f1(t.presence).toFixed(3),
    pct(t.order / t.answers),
    pct(t.position / t.answers),
    pct(t.rec.right / Math.max(1, t.rec.total)),
    pct(t.sent.right / Math.max(1, t.sent.total)),
    pct(t.domains / t.answers),
    f1(t.untracked).toFixed(3),
  ]);
const header = [
  'lang',
  'answers',
  'mention F1',
  'presence F1',
  'order %',
  'brand pos %',
  'recommended %',
  'sentiment %',
  'cited domains %',
  'untracked F1',
];
console.log(
  `analysis eval: ${cases.length} answers (${splits.join(' + ')}), analyzer version ${engine.ANALYSIS_VERSION}`,
);
if (values.markdown) {
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => ' --- |').join('')}`);
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
} else {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => c.padStart(widths[i])).join('  ');
  console.log(line(header));
  for (const r of rows) console.log(line(r));
}
failures.sort((a, b) => b.problems.length - a.problems.length);
const worst = failures.slice(0, Number(values.worst));
if (worst.length) console.log(`\nworst cases (${failures.length} answers with a difference):`);
for (const f of worst) console.log(`  ${f.id}\n    ${f.problems.join('\n    ')}`);
