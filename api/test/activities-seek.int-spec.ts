import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTeam, type Team } from './support/team';
import { createTestApp, type TestApp } from './support/test-app';

type Page = {
  activities: Array<{ id: string }>;
  pagination: { total: number; offset: number; nextCursor?: string | null; prevCursor?: string | null };
};

describe('activity log: seek cursors and deep offsets', () => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    // 95 rows, several sharing one created_at (ties are broken by id, so no row is skipped or repeated).
    await t.query(
      `INSERT INTO activities (organization_id, account_id, activity_type, entity_type, description, created_at)
       SELECT $1, $2, 'system_event', 'settings', 'Row ' || i, now() - make_interval(mins => i / 3)
         FROM generate_series(1, 95) AS i`,
      [team.orgId, team.accountId],
    );
  }, 60_000);
  afterAll(() => t.close());

  const list = async (body: Record<string, unknown>): Promise<Page> => {
    const res = await t.request({
      method: 'POST',
      url: `/api/activities/account/${team.accountId}/organization/${team.orgId}/list`,
      token: team.tokens.admin,
      body,
    });
    expect(res.status).toBe(200);
    return res.body as Page;
  };
  const ids = (p: Page) => p.activities.map((a) => a.id);

  it('walks every page with Next cursors, and back with Previous, exactly as offsets do', async () => {
    const first = await list({ limit: 10, offset: 0 });
    const total = first.pagination.total;
    const byOffset: string[][] = [];
    for (let offset = 0; offset < total; offset += 10) byOffset.push(ids(await list({ limit: 10, offset })));

    let page = first;
    const seen: string[][] = [ids(first)];
    for (let offset = 10; offset < total; offset += 10) {
      expect(page.pagination.nextCursor).toEqual(expect.any(String));
      page = await list({ limit: 10, offset, cursor: page.pagination.nextCursor });
      expect(page.pagination.offset).toBe(offset);
      seen.push(ids(page));
    }
    expect(seen).toEqual(byOffset);
    expect(page.pagination.nextCursor).toBeNull();

    for (let i = seen.length - 2; i >= 0; i--) {
      page = await list({ limit: 10, offset: i * 10, cursor: page.pagination.prevCursor });
      expect(ids(page)).toEqual(byOffset[i]);
    }
    expect(page.pagination.prevCursor).toBeNull();
  });

  it('ignores a cursor made for another offset, filter or page size, and a forged one', async () => {
    const first = await list({ limit: 10, offset: 0 });
    const cursor = first.pagination.nextCursor;
    const plain = ids(await list({ limit: 10, offset: 20 }));
    expect(ids(await list({ limit: 10, offset: 20, cursor }))).toEqual(plain);
    const filtered = ids(await list({ limit: 10, offset: 10, activityTypes: ['system_event'] }));
    expect(ids(await list({ limit: 10, offset: 10, activityTypes: ['system_event'], cursor }))).toEqual(
      filtered,
    );
    const bigger = ids(await list({ limit: 20, offset: 10 }));
    expect(ids(await list({ limit: 20, offset: 10, cursor }))).toEqual(bigger);
    for (const forged of [
      'not-base64!',
      Buffer.from('[1,10,"1; DROP TABLE x","y","z"]').toString('base64url'),
    ]) {
      expect(ids(await list({ limit: 10, offset: 10, cursor: forged }))).toEqual(
        ids(await list({ limit: 10, offset: 10 })),
      );
    }
  });

  it('answers deep pages (read backwards past the middle) with the rows a forward read gives', async () => {
    await t.query(
      `INSERT INTO activities (organization_id, activity_type, entity_type, description, created_at)
       SELECT $1, 'system_event', 'settings', 'Bulk ' || i, now() - interval '1 day' - make_interval(secs => i / 2)
         FROM generate_series(1, 10100) AS i`,
      [team.orgId],
    );
    for (const sortOrder of ['desc', 'asc']) {
      const { total } = (await list({ limit: 1, offset: 0, sortOrder })).pagination;
      expect(total).toBeGreaterThan(10_000);
      for (const offset of [Math.floor((total - 1) / 20) * 20, total - 25, 10_000]) {
        // A start date in 1900 matches every row but is not answered from the running totals: the
        // forward offset read, the reference.
        const forward = ids(await list({ limit: 20, offset, sortOrder, startDate: '1900-01-01' }));
        expect(forward.length).toBeGreaterThan(0);
        expect(ids(await list({ limit: 20, offset, sortOrder }))).toEqual(forward);
      }
      expect(ids(await list({ limit: 20, offset: total + 5, sortOrder }))).toEqual([]);
    }
  }, 60_000);
});
