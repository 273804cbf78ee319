import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Campaign, CampaignListResponse } from '@lantern/contracts';
import { DataSource } from 'typeorm';
import { FAST_RUNS_ENV, createCampaign, waitForRun } from './support/campaigns';
import { createTeam, type Team } from './support/team';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * GET /campaigns/list: the totals and status counts come from campaign_status_counts (kept by
 * triggers), the page from an id-only subquery, a search's total is capped. Campaigns are written in
 * SQL (many, fast) and the answers compared with counts and orders computed in SQL.
 */

interface Row {
  name: string;
  domain?: string;
  status?: string;
  prompts?: number;
  /** Days before now. */
  age?: number;
}

const STATUSES = ['COMPLETED', 'IN_PROGRESS', 'PENDING', 'FAILED'] as const;
const SORTS = {
  createdAt: 'created_at',
  name: 'name',
  status: 'status',
  promptCount: 'prompts_count',
  updatedAt: 'updated_at',
} as const;

describe('campaign list', () => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp(FAST_RUNS_ENV);
    team = await createTeam(t);
  }, 60_000);
  afterAll(() => t.close());

  /** Inserts campaigns in one statement; returns their ids in the given order. */
  async function insert(accountId: string, rows: Row[], orgId = team.orgId): Promise<string[]> {
    const out: Array<{ id: string }> = await t.query(
      `INSERT INTO campaigns (organization_id, account_id, name, website_url, website_domain, location,
                              prompts_count, status, created_at, updated_at)
       SELECT $1, $2, r.name, 'https://' || r.domain, r.domain, 'US', r.prompts, r.status,
              now() - make_interval(days => r.age), now() - make_interval(days => r.age) + interval '1 hour' * r.ord
         FROM unnest($3::text[], $4::text[], $5::text[], $6::int[], $7::int[])
              WITH ORDINALITY AS r(name, domain, status, prompts, age, ord)
        ORDER BY r.ord
       RETURNING id`,
      [
        orgId,
        accountId,
        rows.map((r) => r.name),
        rows.map((r) => r.domain ?? 'example.com'),
        rows.map((r) => r.status ?? 'PENDING'),
        rows.map((r, i) => r.prompts ?? i + 1),
        rows.map((r, i) => r.age ?? i),
      ],
    );
    return out.map((r) => r.id);
  }

  const list = async (
    params: Record<string, string | number> = {},
    accountId = team.accountId,
    orgId = team.orgId,
    token = team.tokens.super_admin,
  ) => {
    const query = new URLSearchParams({
      organizationId: orgId,
      accountId,
      ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
    });
    const res = await t.request({ method: 'GET', url: `/api/campaigns/list?${query}`, token });
    expect(res.status).toBe(200);
    return res.body as CampaignListResponse;
  };
  const ids = (r: CampaignListResponse) => r.campaigns.map((c) => c.id);

  /** The account's campaigns per status, counted now. */
  async function exact(accountId: string, orgId = team.orgId) {
    const rows: Array<{ status: string; n: number }> = await t.query(
      `SELECT status, count(*)::int AS n FROM campaigns WHERE organization_id = $1 AND account_id = $2
        GROUP BY status`,
      [orgId, accountId],
    );
    const by = Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<(typeof STATUSES)[number], number>;
    for (const r of rows) by[r.status as keyof typeof by] = r.n;
    return by;
  }

  /** Every kept count equals a fresh count (no key missing, none extra), and the list says the same. */
  async function expectExact(...accounts: string[]) {
    const drift = await t.query(
      `SELECT * FROM (SELECT organization_id, account_id, status, sum(n) AS n FROM campaign_status_counts
                       GROUP BY 1, 2, 3) k
         FULL JOIN (SELECT organization_id, account_id, status, count(*) AS n FROM campaigns GROUP BY 1, 2, 3) c
           USING (organization_id, account_id, status)
        WHERE coalesce(k.n, 0) <> coalesce(c.n, 0)`,
    );
    expect(drift).toEqual([]);
    for (const accountId of accounts) {
      const want = await exact(accountId);
      const all = want.COMPLETED + want.IN_PROGRESS + want.PENDING + want.FAILED;
      const res = await list({}, accountId);
      expect(res.statusCounts).toEqual({
        completed: want.COMPLETED,
        inProgress: want.IN_PROGRESS,
        pending: want.PENDING,
        failed: want.FAILED,
        total: all,
      });
      expect(res.summaryStats).toEqual({ totalCampaigns: all });
      expect(res.pagination).toMatchObject({ totalCampaigns: all, totalCapped: false });
      for (const s of STATUSES) {
        expect((await list({ status: s }, accountId)).pagination.totalCampaigns).toBe(want[s]);
      }
    }
  }

  describe('counts', () => {
    let acct: string;
    let other: string;
    beforeAll(async () => {
      // A third and fourth account of the organization, so this block's counts start from zero.
      const made: Array<{ id: string }> = await t.query(
        `INSERT INTO accounts (organization_id, name, description)
         VALUES ($1, 'Counts A', 'test'), ($1, 'Counts B', 'test') RETURNING id`,
        [team.orgId],
      );
      [acct, other] = made.map((r) => r.id) as [string, string];
      await t.query(
        `INSERT INTO memberships (user_id, organization_id, account_id, role_id)
         SELECT m.user_id, m.organization_id, a.id, m.role_id
           FROM memberships m CROSS JOIN unnest($3::uuid[]) AS a(id)
          WHERE m.organization_id = $1 AND m.account_id = $2 AND m.user_id = $4`,
        [team.orgId, team.accountId, [acct, other], team.userIds.super_admin],
      );
    });

    it('stay exact through inserts, status changes, account moves and deletes', async () => {
      await expectExact(acct, other);
      const made = await insert(
        acct,
        Array.from({ length: 40 }, (_, i) => ({ name: `c${i}`, status: STATUSES[i % 4] })),
      );
      await insert(other, [{ name: 'o1', status: 'FAILED' }]);
      await expectExact(acct, other);

      // One status change, as a run makes them; then one statement moving rows in several directions.
      await t.query(`UPDATE campaigns SET status = 'IN_PROGRESS' WHERE id = $1`, [made[0]]);
      await expectExact(acct);
      await t.query(
        `UPDATE campaigns SET status = CASE status WHEN 'COMPLETED' THEN 'FAILED' WHEN 'FAILED' THEN 'PENDING'
                                                   WHEN 'PENDING' THEN 'COMPLETED' ELSE status END
          WHERE id = ANY($1::uuid[])`,
        [made.slice(0, 20)],
      );
      await expectExact(acct);

      // Updates that leave the status alone (or set it to what it is) change nothing.
      await t.query(`UPDATE campaigns SET name = name || '!', next_run_at = now() WHERE account_id = $1`, [
        acct,
      ]);
      await t.query(`UPDATE campaigns SET status = status WHERE account_id = $1`, [acct]);
      await expectExact(acct, other);

      // Moving campaigns to another account, some changing status in the same statement.
      await t.query(
        `UPDATE campaigns SET account_id = $2, status = CASE WHEN prompts_count % 2 = 0 THEN 'FAILED' ELSE status END
          WHERE id = ANY($1::uuid[])`,
        [made.slice(10, 25), other],
      );
      await expectExact(acct, other);
      await t.query(`UPDATE campaigns SET account_id = $2 WHERE id = $1`, [made[12], acct]);
      await expectExact(acct, other);

      // Deletes: one, then several across both accounts.
      await t.query(`DELETE FROM campaigns WHERE id = $1`, [made[30]]);
      await t.query(`DELETE FROM campaigns WHERE id = ANY($1::uuid[])`, [made.slice(14, 35)]);
      await expectExact(acct, other);

      // A rolled-back transaction leaves the counts as they were.
      const before = await exact(acct);
      await expect(
        t.query(
          `WITH d AS (DELETE FROM campaigns WHERE account_id = $1 RETURNING 1)
           SELECT 1 / (count(*) - count(*)) FROM d`,
          [acct],
        ),
      ).rejects.toThrow();
      expect(await exact(acct)).toEqual(before);
      await expectExact(acct);
    });

    // PGlite is one session: a second transaction cannot run while one is open.
    (process.env.DATABASE_URL ? it : it.skip)(
      "never wait for another transaction's count changes (PostgreSQL)",
      async () => {
        const [a, b, c] = await insert(acct, [
          { name: 'w1', status: 'COMPLETED' },
          { name: 'w2', status: 'PENDING' },
          { name: 'w3', status: 'FAILED' },
        ]);
        const before = await exact(acct);
        const held = t.app.get(DataSource).createQueryRunner();
        await held.connect();
        await held.startTransaction();
        try {
          // An open transaction holds its changes to the COMPLETED, PENDING and FAILED counts...
          await held.query(`UPDATE campaigns SET status = 'PENDING' WHERE id = $1`, [a]);
          await held.query(`UPDATE campaigns SET status = 'COMPLETED' WHERE id = $1`, [c]);
          await held.query(
            `INSERT INTO campaigns (organization_id, account_id, name, website_url, website_domain, location)
             VALUES ($1, $2, 'w4', 'https://x.example', 'x.example', 'US')`,
            [team.orgId, acct],
          );
          // ...while others move campaigns between the same statuses, both ways, insert and delete.
          const others = (async () => {
            await t.query(`UPDATE campaigns SET status = 'COMPLETED' WHERE id = $1`, [b]);
            await t.query(`UPDATE campaigns SET status = 'FAILED' WHERE id = $1`, [b]);
            await insert(acct, [{ name: 'w5', status: 'PENDING' }]);
            await t.query(`DELETE FROM campaigns WHERE account_id = $1 AND name = 'w5'`, [acct]);
            return 'done';
          })();
          const waited = new Promise((r) => setTimeout(() => r('blocked'), 3000));
          expect(await Promise.race([others, waited])).toBe('done');
          // Readers see the committed counts only.
          expect(await exact(acct)).toEqual({
            ...before,
            PENDING: before.PENDING - 1,
            FAILED: before.FAILED + 1,
          });
          await expectExact(acct);
        } finally {
          await held.commitTransaction();
          await held.release();
        }
        await expectExact(acct);
        // The others added to second rows of the held keys; with nothing held, changes reuse the rows.
        await t.query(`UPDATE campaigns SET status = 'IN_PROGRESS' WHERE id = ANY($1::uuid[])`, [[a, b, c]]);
        await expectExact(acct);
        const [{ most }] = (await t.query(
          `SELECT max(k)::int AS most FROM (SELECT count(*) AS k FROM campaign_status_counts
                                              WHERE account_id = $1 GROUP BY status) x`,
          [acct],
        )) as [{ most: number }];
        expect(most).toBe(2);
      },
    );

    it('follow a deleted account (cascade) and a campaign created and run through the API', async () => {
      const [gone] = (await t.query(
        `INSERT INTO accounts (organization_id, name, description) VALUES ($1, 'Gone', 'test') RETURNING id`,
        [team.orgId],
      )) as Array<{ id: string }>;
      await insert(gone!.id, [
        { name: 'g1', status: 'COMPLETED' },
        { name: 'g2', status: 'FAILED' },
      ]);
      await expectExact();
      await t.query(`DELETE FROM accounts WHERE id = $1`, [gone!.id]);
      await expectExact();

      // The run moves the campaign PENDING -> IN_PROGRESS -> COMPLETED through the runs code.
      const before = await exact(team.accountId);
      const created = await createCampaign(t, team, { name: 'Through the API' });
      const done = await waitForRun(t, team, created.id);
      const after = await exact(team.accountId);
      const status = done.status as (typeof STATUSES)[number];
      expect(after[status]).toBe(before[status] + 1);
      await expectExact(team.accountId);

      // The list row is the detail's campaign, field for field.
      const row = (await list({ search: 'through the api' })).campaigns.find((c) => c.id === created.id);
      const detail = await t.request({
        method: 'GET',
        url: `/api/campaigns/${created.id}?organizationId=${team.orgId}&accountId=${team.accountId}`,
        token: team.tokens.admin,
      });
      const keys = Object.keys(row!) as Array<keyof Campaign>;
      expect(keys.sort()).toEqual(
        [
          'brandUrl',
          'createdAt',
          'id',
          'keywords',
          'location',
          'name',
          'promptsCount',
          'status',
          'updatedAt',
          'websiteDomain',
          'websiteUrl',
        ].sort(),
      );
      for (const k of keys) expect(row![k]).toEqual(detail.body[k]);
      await t.query(`DELETE FROM campaigns WHERE id = $1`, [created.id]);
      await expectExact(team.accountId);
    });
  });

  describe('pages', () => {
    let mine: string[];
    let theirs: string[];
    beforeAll(async () => {
      // Duplicate names and statuses, so the id decides ties; the other account holds look-alikes.
      const rows: Row[] = Array.from({ length: 37 }, (_, i) => ({
        name: `${['Alpha', 'beta', 'Gamma', 'alpha'][i % 4]} launch`,
        domain: `brand${i % 5}.example`,
        status: STATUSES[(i * 7) % 4],
        prompts: (i * 13) % 10,
        age: (i * 11) % 37,
      }));
      rows.push(
        { name: 'Organic 100% growth', domain: 'pct.example' },
        { name: 'Organic 1000 growth', domain: 'plain.example' },
        { name: 'Under_score plan', domain: 'us.example' },
        { name: 'Underxscore plan', domain: 'ux.example' },
        { name: 'Back\\slash plan', domain: 'bs.example' },
        { name: 'Backslash plan', domain: 'nobs.example' },
        { name: 'Edge case', domain: 'tail-end.example' },
      );
      mine = await insert(team.accountId, rows);
      theirs = await insert(team.otherAccountId, rows);
    });

    /** The account's ids in the list's order, computed in SQL. */
    async function expected(
      sortBy: keyof typeof SORTS,
      dir: 'asc' | 'desc',
      where = 'true',
      params: unknown[] = [],
    ) {
      const rows: Array<{ id: string }> = await t.query(
        `SELECT id FROM campaigns WHERE organization_id = $1 AND account_id = $2 AND ${where}
          ORDER BY ${SORTS[sortBy]} ${dir}, id ${dir}`,
        [team.orgId, team.accountId, ...params],
      );
      return rows.map((r) => r.id);
    }

    it('sorts by every field both ways, ties by id, and pages with hasMore and currentPage', async () => {
      for (const sortBy of Object.keys(SORTS) as Array<keyof typeof SORTS>) {
        for (const sortOrder of ['asc', 'desc'] as const) {
          const want = await expected(sortBy, sortOrder);
          const got: string[] = [];
          for (let offset = 0; offset < want.length + 10; offset += 10) {
            const res = await list({ sortBy, sortOrder, limit: 10, offset });
            expect(res.pagination).toEqual({
              totalCampaigns: want.length,
              currentPage: offset / 10 + 1,
              limit: 10,
              hasMore: offset + 10 < want.length,
              totalCapped: false,
            });
            expect(res.metadata).toEqual({ sortBy, sortOrder, filters: {} });
            got.push(...ids(res));
          }
          expect(got).toEqual(want);
        }
      }
      // The default order is newest first; an offset between page boundaries works too.
      expect(ids(await list({ limit: 50 }))).toEqual(await expected('createdAt', 'desc'));
      const mid = await list({ limit: 7, offset: 33 });
      expect(ids(mid)).toEqual((await expected('createdAt', 'desc')).slice(33, 40));
      expect(mid.pagination).toMatchObject({ currentPage: 5, hasMore: true });
      expect(mine.every((id) => !theirs.includes(id))).toBe(true);
    });

    it('filters by status, alone and with a search', async () => {
      for (const status of STATUSES) {
        const want = await expected('name', 'asc', 'status = $3', [status]);
        const res = await list({
          status: status.toLowerCase(),
          sortBy: 'name',
          sortOrder: 'asc',
          limit: 100,
        });
        expect(ids(res)).toEqual(want);
        expect(res.pagination).toMatchObject({ totalCampaigns: want.length, hasMore: false });
        expect(res.metadata.filters).toEqual({ status });
        expect(res.campaigns.every((c) => c.status === status)).toBe(true);
      }
      const want = await expected('createdAt', 'desc', `status = 'COMPLETED' AND name ILIKE '%alpha%'`);
      expect(want.length).toBeGreaterThan(0);
      const res = await list({ status: 'COMPLETED', search: 'ALPHA', limit: 100 });
      expect(ids(res)).toEqual(want);
      expect(res.pagination.totalCampaigns).toBe(want.length);
      expect(res.metadata.filters).toEqual({ status: 'COMPLETED', search: 'ALPHA' });
    });

    it('searches name and domain case-insensitively, with %, _ and \\ taken literally', async () => {
      const names = async (search: string) =>
        (await list({ search, sortBy: 'name', sortOrder: 'asc', limit: 100 })).campaigns.map((c) => c.name);
      expect(await names('100%')).toEqual(['Organic 100% growth']);
      expect(await names('%')).toEqual(['Organic 100% growth']);
      expect(await names('_')).toEqual(['Under_score plan']);
      expect(await names('der_sc')).toEqual(['Under_score plan']);
      expect(await names('\\')).toEqual(['Back\\slash plan']);
      expect(await names('k\\s')).toEqual(['Back\\slash plan']);
      expect((await names('ORGANIC 1')).sort()).toEqual(
        ['Organic 1000 growth', 'Organic 100% growth'].sort(),
      );
      expect(await names('TAIL-END.example')).toEqual(['Edge case']);
      expect(await names('nomatch')).toEqual([]);
      // A term never spans the end of the name and the start of the domain.
      expect(await names('case tail')).toEqual([]);

      const want = await expected(
        'createdAt',
        'desc',
        `(name ILIKE '%launch%' OR website_domain ILIKE '%launch%')`,
      );
      const first = await list({ search: 'Launch', limit: 15 });
      const rest = await list({ search: 'Launch', limit: 15, offset: 30 });
      expect(ids(first)).toEqual(want.slice(0, 15));
      expect(ids(rest)).toEqual(want.slice(30, 45));
      expect(first.pagination).toEqual({
        totalCampaigns: 37,
        currentPage: 1,
        limit: 15,
        hasMore: true,
        totalCapped: false,
      });
      expect(rest.pagination).toMatchObject({ currentPage: 3, hasMore: false });
    });

    it("never shows or counts another account's or organization's campaigns", async () => {
      const all = await list({ limit: 100 });
      expect(ids(all).sort()).toEqual([...mine].sort());
      for (const search of ['launch', '%', 'example']) {
        const res = await list({ search, limit: 100 });
        expect(res.campaigns.some((c) => theirs.includes(c.id))).toBe(false);
        const [{ n }] = (await t.query(
          `SELECT count(*)::int AS n FROM campaigns WHERE organization_id = $1 AND account_id = $2
              AND (name ILIKE $3 OR website_domain ILIKE $3)`,
          [team.orgId, team.accountId, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`],
        )) as [{ n: number }];
        expect(res.pagination.totalCampaigns).toBe(n);
      }
      // The other account's list has only its own, with its own counts.
      const theirList = await list({ limit: 100 }, team.otherAccountId);
      expect(ids(theirList).every((id) => theirs.includes(id))).toBe(true);
      expect(theirList.pagination.totalCampaigns).toBe(theirs.length);

      // Another organization, with campaigns of the same names: its rows never show here.
      const stranger = await t.signup();
      const org = stranger.user.organizations[0]!;
      const strangers = await insert(org.accounts[0]!.id, [{ name: 'Alpha launch' }], org.id);
      const again = await list({ search: 'alpha', limit: 100 });
      expect(again.campaigns.some((c) => strangers.includes(c.id))).toBe(false);
      // And its owner cannot read this account through its own organization id.
      const res = await t.request({
        method: 'GET',
        url: `/api/campaigns/list?organizationId=${org.id}&accountId=${team.accountId}`,
        token: stranger.accessToken,
      });
      expect(res.status).toBe(404);
    });
  });

  it('caps a search total at 1,000 matches, and still pages past it', async () => {
    const owner = await t.signup();
    const org = owner.user.organizations[0]!;
    const accountId = org.accounts[0]!.id;
    await t.query(
      `INSERT INTO campaigns (organization_id, account_id, name, website_url, website_domain, location, status,
                              created_at)
       SELECT $1, $2, CASE WHEN g <= 1050 THEN 'Wide match ' ELSE 'Other ' END || g, 'https://x.example',
              'x.example', 'US', (ARRAY['COMPLETED','FAILED'])[1 + g % 2], now() - make_interval(secs => g)
         FROM generate_series(1, 1100) AS g`,
      [org.id, accountId],
    );
    const get = (params: Record<string, string | number>) =>
      list(params, accountId, org.id, owner.accessToken);

    const capped = await get({ search: 'wide', limit: 50 });
    expect(capped.pagination).toEqual({
      totalCampaigns: 1000,
      currentPage: 1,
      limit: 50,
      hasMore: true,
      totalCapped: true,
    });
    // Past the cap the rows are still there, and the last page says so.
    const late = await get({ search: 'wide', limit: 50, offset: 1000 });
    expect(late.campaigns.map((c) => c.name)).toEqual(
      Array.from({ length: 50 }, (_, i) => `Wide match ${1001 + i}`),
    );
    expect(late.pagination).toMatchObject({ hasMore: false, totalCapped: true });
    // Under the cap (a status halves the matches) the count is exact; without a search it is the kept count.
    expect((await get({ search: 'wide', status: 'FAILED' })).pagination).toMatchObject({
      totalCampaigns: 525,
      totalCapped: false,
    });
    const plain = await get({ offset: 1080 });
    expect(plain.pagination).toMatchObject({ totalCampaigns: 1100, totalCapped: false, hasMore: false });
    expect(plain.campaigns).toHaveLength(20);
    expect(plain.statusCounts).toEqual({
      completed: 550,
      inProgress: 0,
      pending: 0,
      failed: 550,
      total: 1100,
    });

    // Exactly 1,000 matches: counted, not capped; 1,001: capped.
    await t.query(
      `DELETE FROM campaigns WHERE account_id = $1 AND name LIKE 'Wide match 10__' AND name <> 'Wide match 1000'`,
      [accountId],
    );
    expect((await get({ search: 'wide', offset: 980 })).pagination).toMatchObject({
      totalCampaigns: 1000,
      totalCapped: false,
      hasMore: false,
    });
    await t.query(`UPDATE campaigns SET name = 'Wide again' WHERE account_id = $1 AND name = 'Other 1100'`, [
      accountId,
    ]);
    expect((await get({ search: 'wide', offset: 980 })).pagination).toMatchObject({
      totalCampaigns: 1000,
      totalCapped: true,
      hasMore: true,
    });
  }, 60_000);
});
