import { fakeAnswer } from './__fixtures__/answers';
import { aggregateRunPlatform, mergeBrandTallies } from './aggregate';
import { computeMetrics, summarize } from './compute';
import { mergeSources, sourceStats } from './sources';
import { mergeTallies, summaryOf, tallyOf } from './tally';

const cite = (domain: string) => [
  { url: `https://${domain}/page`, domain, ownership: 'third_party' as const },
];

describe('tallies (stored aggregates)', () => {
  const a = [
    fakeAnswer({
      prompt: 'p1',
      mentions: ['Acme', 'Globex'],
      sentiment: { Acme: 0.6 },
      cited: cite('g2.com'),
    }),
    fakeAnswer({ prompt: 'p1', mentions: ['Globex'] }),
  ];
  const b = [
    fakeAnswer({ prompt: 'p2', mentions: ['Globex', 'Acme'], sentiment: { Acme: -0.4 } }),
    fakeAnswer({ prompt: 'p2', mentions: [], cited: cite('g2.com') }),
    fakeAnswer({ prompt: 'p2', mentions: ['Acme'] }),
  ];
  const analyses = (xs: typeof a) => xs.map((x) => x.analysis);

  it('merged tallies of two parts summarize like the union of their answers', () => {
    const merged = summaryOf(mergeTallies([tallyOf(analyses(a)), tallyOf(analyses(b))]));
    const direct = summarize([...a, ...b]);
    expect(merged.visibility).toEqual(direct.visibility);
    expect(merged.shareOfVoice).toEqual(direct.shareOfVoice);
    expect(merged.citationRate).toEqual(direct.citationRate);
    expect(merged.sentiment.positive).toBe(direct.sentiment.positive);
    expect(merged.averagePosition).toBeCloseTo(direct.averagePosition!, 12);
    expect(merged.sentiment.average).toBeCloseTo(direct.sentiment.average!, 12);
  });

  it('counts the position distribution of the brand', () => {
    const t = tallyOf(analyses([...a, ...b]));
    expect(t.positions).toEqual([2, 1, 0, 0, 0]);
  });

  it('aggregates a run: brand and competitor tallies match the leaderboard, prompts one row each', () => {
    const agg = aggregateRunPlatform([...a, ...b]);
    const report = computeMetrics([...a, ...b]);
    const brands = mergeBrandTallies([agg.brands]);
    for (const row of report.leaderboard) {
      const t = brands.find((x) => x.name === row.name)!;
      expect(summaryOf(t.tally).visibility).toEqual(row.summary.visibility);
    }
    expect(agg.prompts.map((p) => [p.prompt, p.tally.answers])).toEqual([
      ['p1', 2],
      ['p2', 3],
    ]);
  });

  it('merges source stats of parts into the stats of the whole', () => {
    const whole = sourceStats([...a, ...b]);
    const parts = mergeSources([sourceStats(a), sourceStats(b)]);
    expect(parts.map((s) => [s.domain, s.citedAnswers, s.citations])).toEqual(
      whole.map((s) => [s.domain, s.citedAnswers, s.citations]),
    );
    expect(parts[0]!.prompts.map((p) => p.prompt).sort()).toEqual(['p1', 'p2']);
  });
});
