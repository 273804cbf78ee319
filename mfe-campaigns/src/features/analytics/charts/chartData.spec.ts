import type { MetricSummary } from '@lantern/contracts';
import {
  brandNames,
  positionRows,
  runLabels,
  sampleWarning,
  sentimentRows,
  shareOfVoiceRows,
  visibilityRows,
} from './chartData';

const summary = (over: Partial<MetricSummary> = {}): MetricSummary => ({
  answers: 10,
  visibility: { count: 4, total: 10, value: 0.4, interval: { low: 0.168, high: 0.687 } },
  shareOfVoice: { mentions: 4, trackedMentions: 10, value: 0.4 },
  averagePosition: 1.5,
  averageProminence: 0.7,
  citationRate: { count: 1, total: 5, value: 0.2, interval: { low: 0.03, high: 0.6 } },
  recommendationRate: { count: 2, total: 10, value: 0.2, interval: { low: 0.05, high: 0.5 } },
  sentiment: { average: 0.2, positive: 2, neutral: 1, negative: 1 },
  ...over,
});

describe('runLabels', () => {
  it('shows the date alone when each day has one run', () => {
    expect(
      runLabels([{ runAt: '2026-11-02T09:00:00Z' }, { runAt: '2026-11-03T09:00:00Z' }], 'en-US', 'UTC'),
    ).toEqual(['Nov 2', 'Nov 3']);
  });
  it('adds the time to every run of a day with several runs', () => {
    expect(
      runLabels(
        [
          { runAt: '2026-11-02T09:00:00Z' },
          { runAt: '2026-11-03T09:05:00Z' },
          { runAt: '2026-11-03T15:30:00Z' },
        ],
        'en-US',
        'UTC',
      ),
    ).toEqual(['Nov 2', 'Nov 3, 09:05', 'Nov 3, 15:30']);
  });
  it('labels a run without a date', () => {
    expect(runLabels([{ runAt: null }])).toEqual(['Unknown date']);
  });
});

describe('series shaping', () => {
  const points = [
    {
      runId: 'a',
      runAt: '2026-11-02T09:00:00Z',
      summary: summary(),
      brands: [
        { name: 'Acme', role: 'brand' as const, summary: summary() },
        {
          name: 'Globex',
          role: 'competitor' as const,
          summary: summary({ shareOfVoice: { mentions: 6, trackedMentions: 10, value: 0.6 } }),
        },
      ],
    },
    {
      runId: 'b',
      runAt: '2026-11-03T09:00:00Z',
      summary: summary({ visibility: { count: 0, total: 0, value: null, interval: { low: 0, high: 1 } } }),
      brands: [
        {
          name: 'Acme',
          role: 'brand' as const,
          summary: summary({ shareOfVoice: { mentions: 0, trackedMentions: 0, value: null } }),
        },
      ],
    },
  ];
  it('has one share-of-voice column per brand, in percent, null where there is no value', () => {
    expect(brandNames(points)).toEqual(['Acme', 'Globex']);
    expect(shareOfVoiceRows(points, 'en-US', 'UTC')).toEqual([
      { label: 'Nov 2', Acme: 40, Globex: 60 },
      { label: 'Nov 3', Acme: null },
    ]);
  });
  it('gives visibility its interval band and error bar, and neither without answers', () => {
    expect(visibilityRows(points, 'en-US', 'UTC')).toEqual([
      { label: 'Nov 2', visibility: 40, band: [16.8, 68.7], error: [23.2, 28.7], answers: 10 },
      { label: 'Nov 3', visibility: null, band: null, error: null, answers: 0 },
    ]);
  });
  it('counts sentiment labels per brand and answers per position', () => {
    expect(sentimentRows(points[0]!.brands)).toEqual([
      { name: 'Acme', positive: 2, neutral: 1, negative: 1 },
      { name: 'Globex', positive: 2, neutral: 1, negative: 1 },
    ]);
    expect(positionRows([5, 3, 1])).toEqual([
      { position: '1st', answers: 5 },
      { position: '2nd', answers: 3 },
      { position: '3rd', answers: 1 },
      { position: '4th', answers: 0 },
      { position: '5th or later', answers: 0 },
    ]);
  });
});

describe('sampleWarning', () => {
  it('warns below 30 answers, with the right plural', () => {
    expect(sampleWarning(1)).toMatch(/^Small sample: 1 answer\./);
    expect(sampleWarning(29)).toMatch(/^Small sample: 29 answers\./);
    expect(sampleWarning(0)).toBe('No answers yet: nothing to measure.');
  });
  it('says nothing from 30 answers on', () => {
    expect(sampleWarning(30)).toBeNull();
    expect(sampleWarning(7500)).toBeNull();
  });
});
