// Analyzer throughput: answers analyzed per second on one core (Node runs the analyzer on one thread).
// Target (architecture.md section 7): >= 2,000 answers/s per core.
//
//   npm run build -w packages/engine && node bench/engine/analyzer.bench.mjs [--answers 5000] [--rounds 5]
//   ENGINE_DIST=/abs/path/to/other/dist node bench/engine/analyzer.bench.mjs
//
// Data: answers from the sandbox platform (lists and prose with citations, 4 simulated platforms),
// the hand-written analyzer corpus, and long answers (three sandbox answers joined, ~3 KB) so that the
// mix resembles real engine output (ChatGPT and Perplexity answers are typically 1-4 KB).
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
// ENGINE_DIST=<dir> benches another build of packages/engine (e.g. an older commit's dist) for a
// before/after comparison on the same machine and load.
const dist = process.env.ENGINE_DIST ?? '../../packages/engine/dist';
const engine = require(`${dist}/index.js`);
const { CORPUS } = require(`${dist}/analysis/__fixtures__/corpus.js`);

const { values } = parseArgs({
  options: { answers: { type: 'string', default: '5000' }, rounds: { type: 'string', default: '5' } },
});
const total = Number(values.answers);
const rounds = Number(values.rounds);

const brand = { name: 'Acme', aliases: ['Acme Corp'], domains: ['acme.com'] };
const competitors = [
  { name: 'Globex', aliases: [], domains: ['globex.com'] },
  { name: 'Initech', aliases: ['Initech Cloud'], domains: ['initech.io'] },
  { name: 'Notion', aliases: [], domains: ['notion.so'] },
  { name: 'Umbrella', aliases: ['Umbrella Corp'], domains: ['umbrella.co.uk'] },
];
const platforms = ['chatgpt', 'perplexity', 'gemini', 'claude'].map((as) =>
  engine.createSandboxPlatform({ seed: 'bench', brands: [brand, ...competitors], as }),
);

const answers = [];
for (let i = 0; answers.length < total; i += 1) {
  const a = await platforms[i % platforms.length].ask(`What is the best CRM for team ${i}?`, {
    country: 'US',
  });
  if (i % 5 === 4) {
    const b = await platforms[(i + 1) % platforms.length].ask(`Compare CRM options for team ${i}`);
    const c = await platforms[(i + 2) % platforms.length].ask(`Which CRM is cheapest for team ${i}?`);
    const offset = a.text.length + 2;
    answers.push({
      ...a,
      text: `${a.text}\n\n${b.text}\n\n${c.text}`,
      citedSources: [
        ...a.citedSources,
        ...b.citedSources.map((s) => ({
          ...s,
          startIndex: s.startIndex + offset,
          endIndex: s.endIndex + offset,
        })),
      ],
      retrievedSources: [...a.retrievedSources, ...b.retrievedSources, ...c.retrievedSources],
    });
  } else answers.push(a);
  if (i % 10 === 9) {
    const c = CORPUS[((i / 10) % CORPUS.length) | 0];
    answers.push({
      ...a,
      text: c.text,
      citedSources: c.cited ?? [],
      retrievedSources: c.retrieved ?? [],
      ...(c.organic ? { organicResults: c.organic } : {}),
    });
  }
}
answers.length = total;

const chars = answers.reduce((s, a) => s + a.text.length, 0);
const analyzer = engine.createAnalyzer({ brand, competitors });
// Warm up the JIT, then measure whole passes.
for (const a of answers.slice(0, 1000)) analyzer.analyze(a);
const rates = [];
let mentions = 0;
for (let r = 0; r < rounds; r += 1) {
  const started = process.hrtime.bigint();
  for (const a of answers) mentions += analyzer.analyze(a).mentionOrder.length;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  rates.push(answers.length / seconds);
}
rates.sort((x, y) => x - y);
const median = rates[Math.floor(rates.length / 2)];

// The cached helper (a fresh context object per call, as a worker handling one answer at a time would).
const started = process.hrtime.bigint();
for (const a of answers) engine.analyzeAnswer(a, { brand, competitors });
const helperRate = answers.length / (Number(process.hrtime.bigint() - started) / 1e9);

console.log(
  `analyzer bench: ${answers.length} answers, mean ${Math.round(chars / answers.length)} chars, ${competitors.length + 1} tracked brands`,
);
console.log(
  `  held analyzer:  median ${Math.round(median)} answers/s per core (min ${Math.round(rates[0])}, max ${Math.round(rates[rates.length - 1])}, ${rounds} rounds)`,
);
console.log(`  analyzeAnswer:  ${Math.round(helperRate)} answers/s per core (cache lookup per call)`);
console.log(`  throughput:     ${((median * chars) / answers.length / 1e6).toFixed(2)} MB of answer text/s`);
console.log(
  `  target >= 2000 answers/s per core: ${median >= 2000 ? 'met' : 'NOT met'} (${mentions} mentions found)`,
);
