// Time to re-analyse stored answers (issue 14): the real ReanalysisWorker and ReanalysisRepository from
// api/dist, on PostgreSQL, re-analysing --answers stored answers (100,000 by default) of one campaign
// in its batch chain. pg-boss is replaced by an in-process queue, so the figure is the work itself
// (SQL + analysis), without queue polling (about one poll interval, 1 s, per batch of 500 more).
//
//   npm run build:libs && npm run build -w @lantern/api && node bench/engine/reanalysis.bench.mjs
//     [--answers 100000] [--competitors 8]
//
// Data: a throwaway database on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
// with the columns of campaigns and answers the worker reads, the re-analysis migration applied, and
// sandbox answers (about 1.4 KB, lists and prose with citations) over 100 runs, stored as analysed by
// analyzer version 1, so every answer is re-analysed.
import { parseArgs } from 'node:util';
import { ROOT, requireFromApi, seconds, throwawayDatabase } from '../support/harness.mjs';

const { values } = parseArgs({
  options: { answers: { type: 'string', default: '100000' }, competitors: { type: 'string', default: '8' } },
});
const ANSWERS = Number(values.answers);
const pg = requireFromApi('pg');
const engine = requireFromApi('@lantern/engine');
const { ReanalysisWorker } = requireFromApi(`${ROOT}api/dist/modules/reanalysis/reanalysis.worker.js`);
const { ReanalysisRepository } = requireFromApi(
  `${ROOT}api/dist/modules/reanalysis/reanalysis.repository.js`,
);
const { CampaignReanalysis1796400000000 } = requireFromApi(
  `${ROOT}api/dist/database/migrations/1796400000000-campaign-reanalysis.js`,
);

const database = await throwawayDatabase();
const client = new pg.Client({ connectionString: database.url });
await client.connect();
const query = async (text, params) => (await client.query(text, params)).rows;
try {
  const competitors = Array.from({ length: Number(values.competitors) }, (_, i) => ({
    name: `Rival${String.fromCharCode(65 + (i % 26))}${i}`,
    aliases: [],
    domains: [`rival${i}.com`],
  }));
  const brand = { name: 'Acme', aliases: ['Acme Corp'], domains: ['acme.com'] };
  await query(`
    CREATE TABLE campaigns (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), brand_name text NOT NULL,
      brand_aliases jsonb NOT NULL, website_domain text NOT NULL, competitors jsonb NOT NULL);
    CREATE TABLE answers (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), run_id uuid NOT NULL,
      campaign_id uuid NOT NULL REFERENCES campaigns(id), platform text NOT NULL, model text NOT NULL,
      simulated boolean NOT NULL, text text NOT NULL, retrieved_sources jsonb NOT NULL DEFAULT '[]',
      cited_sources jsonb NOT NULL DEFAULT '[]', organic_results jsonb, analysis jsonb NOT NULL,
      analysis_version integer NOT NULL, brand_mentioned boolean NOT NULL);
    CREATE TABLE bench_texts (i integer PRIMARY KEY, platform text, text text, cited jsonb);`);
  await new CampaignReanalysis1796400000000().up({ query });
  const [campaign] = await query(
    `INSERT INTO campaigns (brand_name, brand_aliases, website_domain, competitors) VALUES ($1, $2, $3, $4) RETURNING id`,
    ['Acme', JSON.stringify(brand.aliases), 'acme.com', JSON.stringify(competitors)],
  );
  const platforms = ['chatgpt', 'perplexity', 'gemini', 'claude'].map((as) =>
    engine.createSandboxPlatform({ seed: 'reanalysis', brands: [brand, ...competitors], as }),
  );
  for (let i = 0; i < 400; i += 1) {
    const a = await platforms[i % 4].ask(`Which CRM suits team ${i}?`);
    await query(`INSERT INTO bench_texts VALUES ($1, $2, $3, $4)`, [
      i,
      a.platform,
      a.text,
      JSON.stringify(a.citedSources),
    ]);
  }
  const t0 = performance.now();
  await query(
    `INSERT INTO answers (run_id, campaign_id, platform, model, simulated, text, cited_sources, analysis,
                          analysis_version, brand_mentioned)
     SELECT r.id, $1, t.platform, 'sandbox', true, t.text, t.cited, '{"version":1}', 1, false
       FROM generate_series(0, $2 - 1) g
       JOIN (SELECT gen_random_uuid() AS id, n FROM generate_series(0, 99) n) r ON r.n = g % 100
       JOIN bench_texts t ON t.i = g % 400`,
    [campaign.id, ANSWERS],
  );
  await query('VACUUM ANALYZE answers');
  console.log(`reanalysis bench: ${ANSWERS} stored answers, ${competitors.length} competitors, PostgreSQL`);
  console.log(`  seeded in ${seconds(performance.now() - t0)}`);

  const db = {
    query,
    async transaction(fn) {
      await query('BEGIN');
      try {
        const r = await fn(db);
        await query('COMMIT');
        return r;
      } catch (error) {
        await query('ROLLBACK');
        throw error;
      }
    },
  };
  const queue = [];
  const jobs = { register() {}, send: async (_queue, data) => void queue.push(data) };
  let rebuilt = 0;
  const hook = { afterRunReanalysed: async () => void (rebuilt += 1) };
  const rules = { refine: async (_text, analysis) => analysis }; // ANALYSIS_JUDGE=rules
  const worker = new ReanalysisWorker(db, jobs, new ReanalysisRepository(db), hook, rules);
  const started = performance.now();
  await worker.request(campaign.id);
  let batches = 0;
  let changed = 0;
  while (queue.length > 0) {
    changed += await worker.batch(queue.shift());
    batches += 1;
  }
  const ms = performance.now() - started;
  const [progress] = await query('SELECT status, total, done FROM campaign_reanalysis');
  console.log(
    `  re-analysed ${changed} answers in ${batches} batches: ${seconds(ms)} (${Math.round((changed / ms) * 1000)} answers/s), ` +
      `${rebuilt} run rebuilds, progress ${progress.status} ${progress.done}/${progress.total}`,
  );
} finally {
  await client.end();
  await database.drop();
}
