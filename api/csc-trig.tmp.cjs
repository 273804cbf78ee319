const pg = require('pg');
const [db, org, acc] = process.argv.slice(2);
const T = ['campaign_status_counts_on_insert', 'campaign_status_counts_on_delete', 'campaign_status_counts_on_update'];
const F = ['fold_ins', 'fold_del', 'fold_upd'];
(async () => {
  const c = new pg.Client({ connectionString: db }); await c.connect();
  const mode = async (m) => {
    for (const x of [...T, ...F]) await c.query(`ALTER TABLE campaigns DISABLE TRIGGER ${x}`);
    for (const x of m === 'upsert' ? T : m === 'fold' ? F : []) await c.query(`ALTER TABLE campaigns ENABLE TRIGGER ${x}`);
  };
  const stmts = {
    status: (r) => [`UPDATE campaigns SET status = CASE status WHEN 'COMPLETED' THEN 'IN_PROGRESS' WHEN 'IN_PROGRESS' THEN 'FAILED' WHEN 'FAILED' THEN 'PENDING' ELSE 'COMPLETED' END, last_update = now() WHERE id = (SELECT id FROM bench_ids WHERE n = $1)`, [r]],
    other: (r) => [`UPDATE campaigns SET last_update = now() WHERE id = (SELECT id FROM bench_ids WHERE n = $1)`, [r]],
    insert: () => [`INSERT INTO campaigns (organization_id, account_id, name, website_url, website_domain, location, status) VALUES ($1, $2, 'x', 'x', 'x', 'US', 'PENDING')`, [org, acc]],
    delete: (r) => [`DELETE FROM campaigns WHERE id = (SELECT id FROM bench_ids WHERE n = $1)`, [r]],
    insert1000: () => [`INSERT INTO campaigns (organization_id, account_id, name, website_url, website_domain, location, status) SELECT $1, $2, 'x', 'x', 'x', 'US', (ARRAY['PENDING','FAILED'])[1 + g % 2] FROM generate_series(1, 1000) g`, [org, acc]],
  };
  const res = {};
  for (let round = 0; round < 5; round++) for (const m of ['none', 'upsert', 'fold']) {
    await mode(m);
    for (const [name, f] of Object.entries(stmts)) {
      for (let i = 0; i < (name === 'insert1000' ? 6 : 40); i++) {
        const [sql, p] = f(1 + Math.floor(Math.random() * 100000));
        await c.query('BEGIN');
        const t0 = performance.now();
        const { rows } = await c.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, p);
        const wall = performance.now() - t0;
        await c.query('ROLLBACK');
        const plan = rows[0]['QUERY PLAN'][0];
        const trig = (plan.Triggers || []).filter((t) => !t['Trigger Name'].startsWith('RI_')).reduce((s, t) => s + t.Time, 0);
        ((res[name] ??= {})[m] ??= { exec: [], trig: [], wall: [] });
        res[name][m].exec.push(plan['Execution Time']); res[name][m].trig.push(trig); res[name][m].wall.push(wall);
      }
    }
  }
  await mode('upsert');
  const med = (a) => { a = [...a].sort((x, y) => x - y); return a[Math.floor(a.length / 2)].toFixed(3); };
  for (const [name, ms] of Object.entries(res)) console.log(name.padEnd(11), Object.entries(ms).map(([m, v]) => `${m}: exec ${med(v.exec)} trig ${med(v.trig)}`).join(' | '));
  await c.end();
})();
