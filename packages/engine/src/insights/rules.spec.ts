import { fakeAnswer } from '../metrics/__fixtures__/answers';
import { count, generateInsights, listText } from './rules';

describe('generateInsights', () => {
  it('finds prompts where competitors appear and the brand does not', () => {
    const a1 = fakeAnswer({ prompt: 'best crm', mentions: ['Globex'] });
    const a2 = fakeAnswer({ prompt: 'best crm', mentions: [] });
    const a3 = fakeAnswer({ prompt: 'cheap crm', mentions: ['Acme', 'Globex'] });
    const insights = generateInsights([a1, a2, a3]).filter((i) => i.rule === 'competitors_without_brand');
    expect(insights).toEqual([
      expect.objectContaining({
        prompt: 'best crm',
        competitors: ['Globex'],
        answerIds: [a1.id],
        severity: 'high',
      }),
    ]);
  });

  it('finds third-party domains cited with competitors but never with the brand', () => {
    const cite = (domain: string) => [{ domain }];
    const answers = [
      fakeAnswer({ mentions: ['Globex'], cited: cite('g2.com') }),
      fakeAnswer({ mentions: ['Initech'], cited: cite('g2.com') }),
      fakeAnswer({ mentions: ['Globex'], cited: cite('reddit.com') }),
      fakeAnswer({ mentions: ['Acme'], cited: cite('reddit.com') }),
      fakeAnswer({ mentions: ['Globex'], cited: cite('capterra.com') }),
    ];
    const insights = generateInsights(answers).filter((i) => i.rule === 'domain_cites_competitors_only');
    expect(insights.map((i) => [i.domain, i.competitors, i.answerIds])).toEqual([
      ['g2.com', ['Globex', 'Initech'], [answers[0]?.id, answers[1]?.id]],
    ]);
    expect(
      generateInsights(answers, { minDomainAnswers: 1 }).filter(
        (i) => i.rule === 'domain_cites_competitors_only',
      ),
    ).toHaveLength(2);
  });

  it('groups negative answers about the brand per prompt', () => {
    const bad = fakeAnswer({ prompt: 'is acme good', mentions: ['Acme'], sentiment: { Acme: -0.5 } });
    const good = fakeAnswer({ prompt: 'is acme good', mentions: ['Acme'], sentiment: { Acme: 0.5 } });
    const insights = generateInsights([bad, good]).filter((i) => i.rule === 'negative_answers');
    expect(insights).toEqual([expect.objectContaining({ prompt: 'is acme good', answerIds: [bad.id] })]);
    expect(insights[0]!.detail).toMatch(
      /^1 answer on [A-Z][\w ]+ speaks negatively about your brand\. Next: /,
    );
    expect(insights[0]!.detail).not.toMatch(/\(s\)|_/);
  });

  it('finds platforms where the brand is absent', () => {
    const answers = [
      fakeAnswer({ platform: 'claude', mentions: ['Globex'] }),
      fakeAnswer({ platform: 'claude', mentions: [] }),
      fakeAnswer({ platform: 'chatgpt', mentions: ['Acme'] }),
    ];
    const insights = generateInsights(answers).filter((i) => i.rule === 'platform_absent');
    expect(insights).toEqual([
      expect.objectContaining({
        platform: 'claude',
        severity: 'high',
        answerIds: [answers[0]?.id, answers[1]?.id],
        title: 'Your brand is absent from Claude',
        detail:
          '0 of 2 answers on Claude mention your brand (95% interval up to 66%); Globex is mentioned. Next: look at the sources Claude cites for your prompts and get your brand onto them.',
      }),
    ]);
  });

  it('finds prompts where the brand lost ground between runs, beyond noise only', () => {
    const run = (runId: string, runAt: string, prompt: string, mentioned: number, total: number) =>
      Array.from({ length: total }, (_, i) =>
        fakeAnswer({ runId, runAt, prompt, mentions: i < mentioned ? ['Acme'] : [] }),
      );
    const answers = [
      ...run('r1', '2025-01-01', 'lost', 18, 20),
      ...run('r1', '2025-01-01', 'noisy', 12, 20),
      ...run('r2', '2025-01-08', 'lost', 5, 20),
      ...run('r2', '2025-01-08', 'noisy', 9, 20),
    ];
    const insights = generateInsights(answers).filter((i) => i.rule === 'prompt_lost_ground');
    expect(insights.map((i) => i.prompt)).toEqual(['lost']);
    expect(insights[0]?.answerIds).toHaveLength(15);
    expect(insights[0]?.answerIds).toEqual(answers.slice(45, 60).map((a) => a.id));
  });

  it('evaluates the latest run only and sorts by severity', () => {
    const old = fakeAnswer({ runId: 'r1', runAt: '2025-01-01', platform: 'claude', mentions: ['Globex'] });
    const recent = fakeAnswer({ runId: 'r2', runAt: '2025-01-08', platform: 'claude', mentions: ['Acme'] });
    expect(generateInsights([old, recent]).filter((i) => i.rule === 'platform_absent')).toEqual([]);
    const mixed = generateInsights([
      fakeAnswer({ platform: 'gemini', mentions: [] }),
      fakeAnswer({ platform: 'claude', prompt: 'x', mentions: ['Globex'] }),
    ]);
    const order = { high: 0, medium: 1, low: 2 };
    expect(mixed.map((i) => order[i.severity])).toEqual([...mixed.map((i) => order[i.severity])].sort());
  });
});

describe('insight copy', () => {
  it('writes counts with plurals and lists as sentences', () => {
    expect(count(1, 'answer')).toBe('1 answer');
    expect(count(3, 'answer')).toBe('3 answers');
    expect(listText(['Globex'])).toBe('Globex');
    expect(listText(['Globex', 'Initech'])).toBe('Globex and Initech');
    expect(listText(['A', 'B', 'C'])).toBe('A, B and C');
  });
});
