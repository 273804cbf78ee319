import { computeMetrics, summarize } from './compute';
import { compareRuns } from './compare';
import { fakeAnswer, visibilitySample } from './__fixtures__/answers';

describe('summarize (metrics v1)', () => {
  it('visibility = answers mentioning the brand / answers, with its Wilson interval', () => {
    const s = summarize(visibilitySample(8, 10));
    expect(s.visibility.count).toBe(8);
    expect(s.visibility.total).toBe(10);
    expect(s.visibility.value).toBe(0.8);
    expect(s.visibility.interval.low).toBeCloseTo(0.4902, 4);
    expect(s.visibility.interval.high).toBeCloseTo(0.9433, 4);
  });

  it('share of voice counts each tracked brand once per answer', () => {
    const s = summarize([
      fakeAnswer({ mentions: ['Acme', 'Globex'] }),
      fakeAnswer({ mentions: ['Globex', 'Initech'] }),
      fakeAnswer({ mentions: ['Acme'] }),
      fakeAnswer({ mentions: [] }),
    ]);
    expect(s.shareOfVoice).toEqual({ mentions: 2, trackedMentions: 5, value: 0.4 });
    expect(
      summarize(
        [fakeAnswer({ mentions: ['Acme', 'Globex'] }), fakeAnswer({ mentions: ['Globex'] })],
        'Globex',
      ).shareOfVoice.value,
    ).toBeCloseTo(2 / 3, 10);
  });

  it('average position and prominence over answers that mention the brand', () => {
    const s = summarize([
      fakeAnswer({ mentions: ['Acme'] }),
      fakeAnswer({ mentions: ['Globex', 'Initech', 'Acme'] }),
      fakeAnswer({ mentions: ['Globex'] }),
    ]);
    expect(s.averagePosition).toBe(2);
    expect(s.averageProminence).toBeCloseTo((1 + 0.8) / 2, 10);
    expect(summarize([fakeAnswer({ mentions: ['Globex'] })]).averagePosition).toBeNull();
  });

  it('citation rate = answers citing an owned domain / answers with any citation', () => {
    const s = summarize([
      fakeAnswer({ cited: [{ domain: 'acme.com', ownership: 'owned' }] }),
      fakeAnswer({ cited: [{ domain: 'g2.com' }, { domain: 'acme.com', ownership: 'owned' }] }),
      fakeAnswer({ cited: [{ domain: 'globex.com', ownership: 'competitor', competitor: 'Globex' }] }),
      fakeAnswer({ cited: [] }),
    ]);
    expect(s.citationRate).toMatchObject({ count: 2, total: 3 });
    const globex = summarize(
      [fakeAnswer({ cited: [{ domain: 'globex.com', ownership: 'competitor', competitor: 'Globex' }] })],
      'Globex',
    );
    expect(globex.citationRate).toMatchObject({ count: 1, total: 1 });
  });

  it('sentiment averages over mentioning answers and counts labels; recommendation rate over all answers', () => {
    const s = summarize([
      fakeAnswer({ mentions: ['Acme'], sentiment: { Acme: 0.6 }, recommended: ['Acme'] }),
      fakeAnswer({ mentions: ['Acme'], sentiment: { Acme: -0.4 } }),
      fakeAnswer({ mentions: ['Acme'], sentiment: { Acme: 0 } }),
      fakeAnswer({ mentions: [] }),
    ]);
    expect(s.sentiment.average).toBeCloseTo(0.2 / 3, 10);
    expect(s.sentiment).toMatchObject({ positive: 1, neutral: 1, negative: 1 });
    expect(s.recommendationRate).toMatchObject({ count: 1, total: 4, value: 0.25 });
  });

  it('has empty values, not zeros, when there is nothing to measure', () => {
    const s = summarize([]);
    expect(s.visibility).toEqual({ count: 0, total: 0, value: null, interval: { low: 0, high: 1 } });
    expect(s.shareOfVoice.value).toBeNull();
    expect(s.sentiment.average).toBeNull();
  });
});

describe('computeMetrics', () => {
  const answers = [
    fakeAnswer({
      platform: 'chatgpt',
      prompt: 'p1',
      runId: 'r2',
      runAt: '2025-02-01',
      mentions: ['Acme', 'Globex'],
    }),
    fakeAnswer({ platform: 'gemini', prompt: 'p1', runId: 'r1', runAt: '2025-01-01', mentions: ['Globex'] }),
    fakeAnswer({
      platform: 'gemini',
      prompt: 'p2',
      runId: 'r1',
      runAt: '2025-01-01',
      mentions: [],
      suggested: ['HubSpot'],
      cited: [{ domain: 'g2.com' }, { domain: 'g2.com' }],
    }),
    fakeAnswer({
      platform: 'chatgpt',
      prompt: 'p2',
      runId: 'r2',
      runAt: '2025-02-01',
      suggested: ['hubspot', 'Zoho'],
    }),
  ];
  const report = computeMetrics(answers);

  it('groups per platform, prompt and run (runs in time order)', () => {
    expect(report.version).toBe('metrics v1');
    expect(report.brand).toBe('Acme');
    expect(report.overall.visibility.value).toBe(0.25);
    expect(report.byPlatform.map((p) => [p.platform, p.summary.answers, p.summary.visibility.count])).toEqual(
      [
        ['chatgpt', 2, 1],
        ['gemini', 2, 0],
      ],
    );
    expect(report.byPrompt.map((p) => [p.prompt, p.summary.visibility.count])).toEqual([
      ['p1', 1],
      ['p2', 0],
    ]);
    expect(report.byRun.map((r) => [r.runId, r.summary.visibility.count])).toEqual([
      ['r1', 0],
      ['r2', 1],
    ]);
  });

  it('ranks the brand and competitors on one leaderboard', () => {
    expect(report.leaderboard.map((b) => [b.name, b.role, b.summary.visibility.count])).toEqual([
      ['Globex', 'competitor', 2],
      ['Acme', 'brand', 1],
      ['Initech', 'competitor', 0],
    ]);
  });

  it('lists cited domains and suggested competitors with the answers behind them', () => {
    expect(report.topCitedDomains).toEqual([
      { domain: 'g2.com', ownership: 'third_party', answers: 1, citations: 2 },
    ]);
    expect(report.suggestedCompetitors[0]).toMatchObject({ name: 'HubSpot', answers: 2 });
    expect(report.suggestedCompetitors[0]?.answerIds).toEqual([answers[2]?.id, answers[3]?.id]);
  });
});

describe('compareRuns', () => {
  it('flags a drop only when it exceeds the noise', () => {
    const before = visibilitySample(30, 40, { prompt: 'p' });
    const bigDrop = visibilitySample(10, 40, { prompt: 'p' });
    const wobble = visibilitySample(26, 40, { prompt: 'p' });
    const dropped = compareRuns(before, bigDrop);
    expect(dropped.overall[0]).toMatchObject({ metric: 'visibility', direction: 'down', significant: true });
    expect(dropped.byPrompt[0]?.changes[0]?.direction).toBe('down');
    const noise = compareRuns(before, wobble);
    expect(noise.overall[0]).toMatchObject({
      metric: 'visibility',
      direction: 'unchanged',
      significant: false,
    });
    expect(noise.overall[0]?.delta).toBeCloseTo(-0.1, 10);
  });

  it('compares only groups present in both runs', () => {
    const c = compareRuns(
      visibilitySample(1, 2, { platform: 'chatgpt' }),
      visibilitySample(1, 2, { platform: 'claude' }),
    );
    expect(c.byPlatform).toEqual([]);
  });
});
