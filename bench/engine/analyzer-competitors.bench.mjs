// Analyzer throughput with 8 and with 100 tracked competitors on ~1.5k-character answers (issue 14).
// The figures to keep: >= 10x the open-source peer's 2.2k/s (8 competitors) and 194/s (100).
//
//   npm run build:libs && node bench/engine/analyzer-competitors.bench.mjs [--answers 3000] [--rounds 5]
//
// ENGINE_DIST=<dir> benches another build of packages/engine (e.g. an older commit's dist) for a
// before/after comparison on the same machine and load.
//
// Data: sandbox answers (lists, tables-free prose, citations) naming some of the tracked brands, cut
// or padded to ~1.5k characters.
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const engine = require(
  process.env.ENGINE_DIST ? `${process.env.ENGINE_DIST}/index.js` : '../../packages/engine/dist/index.js',
);

const { values } = parseArgs({
  options: { answers: { type: 'string', default: '3000' }, rounds: { type: 'string', default: '5' } },
});
const total = Number(values.answers);
const rounds = Number(values.rounds);

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ra',
  'ven',
  'tor',
  'zu',
  'bel',
  'nix',
  'dra',
  'po',
  'sel',
  'qui',
  'mar',
];
function competitorsOf(n) {
  const out = [];
  for (let i = 0; i < n; i += 1) {
    const a = SYLLABLES[i % SYLLABLES.length];
    const b = SYLLABLES[(i * 5 + 3) % SYLLABLES.length];
    const c = SYLLABLES[(i * 7 + 1) % SYLLABLES.length];
    const name = `${a[0].toUpperCase()}${a.slice(1)}${b}${c}${i}`;
    out.push({ name, aliases: i % 3 === 0 ? [`${name} Cloud`] : [], domains: [`${name.toLowerCase()}.com`] });
  }
  return out;
}

async function answersFor(brand, competitors) {
  const platforms = ['chatgpt', 'perplexity', 'gemini', 'claude'].map((as) =>
    engine.createSandboxPlatform({ seed: 'bench', brands: [brand, ...competitors.slice(0, 12)], as }),
  );
  const answers = [];
  for (let i = 0; answers.length < total; i += 1) {
    const a = await platforms[i % platforms.length].ask(`What is the best CRM for team ${i}?`, {
      country: 'US',
    });
    let text = a.text;
    while (text.length < 1500) text += `\n\n${a.text}`;
    answers.push({ ...a, text: text.slice(0, 1500) });
  }
  return answers;
}

const brand = { name: 'Acme', aliases: ['Acme Corp'], domains: ['acme.com'] };
for (const n of [8, 100]) {
  const competitors = competitorsOf(n);
  const answers = await answersFor(brand, competitors);
  const analyzer = engine.createAnalyzer({ brand, competitors });
  for (const a of answers.slice(0, 500)) analyzer.analyze(a);
  const rates = [];
  for (let r = 0; r < rounds; r += 1) {
    const started = process.hrtime.bigint();
    for (const a of answers) analyzer.analyze(a);
    rates.push(answers.length / (Number(process.hrtime.bigint() - started) / 1e9));
  }
  rates.sort((x, y) => x - y);
  const median = rates[Math.floor(rates.length / 2)];
  const peer = n === 8 ? 2200 : 194;
  console.log(
    `${String(n).padStart(3)} competitors: median ${Math.round(median)} answers/s per core (min ${Math.round(rates[0])}, max ${Math.round(rates[rates.length - 1])}); ${(median / peer).toFixed(1)}x the peer's ${peer}/s`,
  );
}
