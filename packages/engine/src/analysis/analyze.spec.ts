import type { Answer } from '../types';
import { ACME, COMPETITORS, CORPUS, type CorpusCase } from './__fixtures__/corpus';
import { analyzeAnswer, createAnalyzer } from './analyze';

function answerOf(c: CorpusCase): Answer {
  return {
    platform: c.platform ?? 'chatgpt',
    model: 'test',
    text: c.text,
    retrievedSources: c.retrieved ?? [],
    citedSources: c.cited ?? [],
    searchQueries: [],
    latencyMs: 0,
    usage: {},
    simulated: false,
    raw: null,
    ...(c.organic ? { organicResults: c.organic } : {}),
  };
}

describe('analyzer corpus', () => {
  it('has at least 40 hand-written answers', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CORPUS.map((c) => c.id)).size).toBe(CORPUS.length);
  });

  describe.each(CORPUS.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const context = c.context ?? { brand: ACME, competitors: COMPETITORS };
    const analysis = analyzeAnswer(answerOf(c), context);
    const all = [analysis.brand, ...analysis.competitors];
    const byName = (name: string) => {
      const found = all.find((m) => m.name === name);
      if (!found) throw new Error(`${name} is not tracked in ${c.id}`);
      return found;
    };
    const { expect: want } = c;

    it(`mentions and positions (${c.trap})`, () => {
      expect(analysis.mentionOrder).toEqual(want.mentioned);
      want.mentioned.forEach((name, i) => {
        expect(byName(name).mentioned).toBe(true);
        expect(byName(name).position).toBe(i + 1);
      });
      for (const m of all.filter((x) => !want.mentioned.includes(x.name))) {
        expect(m).toMatchObject({
          mentioned: false,
          position: null,
          count: 0,
          sentiment: null,
          prominence: 0,
        });
      }
      for (const [name, count] of Object.entries(want.counts ?? {})) expect(byName(name).count).toBe(count);
    });

    if (want.sentiment) {
      it('sentiment around each mention', () => {
        for (const [name, label] of Object.entries(want.sentiment ?? {})) {
          expect([name, byName(name).sentiment?.label]).toEqual([name, label]);
        }
      });
    }

    if (want.recommended || want.notRecommended) {
      it('recommendation', () => {
        for (const name of want.recommended ?? [])
          expect([name, byName(name).recommended]).toEqual([name, true]);
        for (const name of want.notRecommended ?? [])
          expect([name, byName(name).recommended]).toEqual([name, false]);
      });
    }

    if (want.cited || want.retrieved || want.citesOwnDomain !== undefined) {
      it('citations', () => {
        if (want.cited) expect(analysis.citations.cited).toMatchObject(want.cited);
        if (want.cited) expect(analysis.citations.cited).toHaveLength(want.cited.length);
        if (want.retrieved) expect(analysis.citations.retrieved).toMatchObject(want.retrieved);
        if (want.citesOwnDomain !== undefined) expect(analysis.citesOwnDomain).toBe(want.citesOwnDomain);
        expect(analysis.hasCitations).toBe(analysis.citations.cited.length > 0);
      });
    }

    if (want.organicRank !== undefined) {
      it('organic rank', () => expect(analysis.organicRank).toBe(want.organicRank));
    }

    if (want.suggested || want.notSuggested) {
      it('suggested competitors', () => {
        expect(analysis.suggestedCompetitors).toEqual(expect.arrayContaining(want.suggested ?? []));
        for (const name of want.notSuggested ?? []) expect(analysis.suggestedCompetitors).not.toContain(name);
      });
    }
  });
});

describe('analyzeAnswer', () => {
  const base = answerOf({ id: 'x', trap: '', text: '', expect: { mentioned: [] } });

  it('computes prominence as 1 - first position / length', () => {
    const text = 'Globex leads. Acme follows.';
    const a = analyzeAnswer({ ...base, text }, { brand: ACME, competitors: COMPETITORS });
    expect(a.brand.prominence).toBeCloseTo(1 - text.indexOf('Acme') / text.length, 10);
    expect(a.competitors[0]?.prominence).toBe(1);
  });

  it('records where each occurrence is and how it matched', () => {
    const a = analyzeAnswer(
      { ...base, text: 'Try Acme Corp (acme.com).' },
      { brand: ACME, competitors: COMPETITORS },
    );
    expect(a.brand.occurrences).toEqual([
      { start: 4, end: 13, text: 'Acme Corp', via: 'alias' },
      { start: 15, end: 23, text: 'acme.com', via: 'domain' },
    ]);
    expect(a.brand.matchedBy).toEqual(['alias', 'domain']);
  });

  it('gives the same result from a held analyzer and from the cached helper', () => {
    const analyzer = createAnalyzer({ brand: ACME, competitors: COMPETITORS });
    for (const c of CORPUS.filter((x) => !x.context)) {
      expect(analyzer.analyze(answerOf(c))).toEqual(
        analyzeAnswer(answerOf(c), { brand: ACME, competitors: COMPETITORS }),
      );
    }
  });

  it('treats a brand flagged as a common word like one', () => {
    const analyzer = createAnalyzer({
      brand: { name: 'Zest', aliases: [], domains: [] },
      competitors: [],
    });
    expect(analyzer.analyze({ ...base, text: 'Add zest to the dish. Zest offers plans.' }).brand.count).toBe(
      1,
    );
  });
});
