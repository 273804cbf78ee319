import { createAnalyzer } from '../analysis/analyze';
import { createSandboxPlatform } from './sandbox';

const BRANDS = [
  { name: 'Acme', aliases: ['Acme Corp'], domains: ['acme.com'] },
  { name: 'Globex', aliases: [], domains: ['globex.com'] },
  { name: 'Initech', aliases: [], domains: ['initech.io'] },
];
const PROMPTS = Array.from({ length: 60 }, (_, i) => `What is the best CRM for team number ${i}?`);

describe('sandbox platform', () => {
  it('is deterministic per seed, platform and prompt', async () => {
    const a = await createSandboxPlatform({ seed: 42, brands: BRANDS }).ask('best crm?');
    const b = await createSandboxPlatform({ seed: 42, brands: BRANDS }).ask('best crm?');
    const c = await createSandboxPlatform({ seed: 43, brands: BRANDS }).ask('best crm?');
    const d = await createSandboxPlatform({ seed: 42, brands: BRANDS, as: 'gemini' }).ask('best crm?');
    expect(b).toEqual(a);
    expect(c.text).not.toBe(a.text);
    expect(d.text).not.toBe(a.text);
  });

  it('varies between samples of the same prompt, in a repeatable sequence', async () => {
    const first = createSandboxPlatform({ seed: 5, brands: BRANDS });
    const samples = [
      await first.ask('best crm?'),
      await first.ask('best crm?'),
      await first.ask('best crm?'),
    ];
    expect(new Set(samples.map((s) => s.text)).size).toBeGreaterThan(1);
    const again = createSandboxPlatform({ seed: 5, brands: BRANDS });
    expect([
      await again.ask('best crm?'),
      await again.ask('best crm?'),
      await again.ask('best crm?'),
    ]).toEqual(samples);
  });

  it('always labels answers simulated and keeps citations inside the text', async () => {
    const sandbox = createSandboxPlatform({ seed: 1, brands: BRANDS, as: 'chatgpt' });
    for (const prompt of PROMPTS.slice(0, 20)) {
      const answer = await sandbox.ask(prompt);
      expect(answer).toMatchObject({ simulated: true, platform: 'chatgpt' });
      expect(answer.text.length).toBeGreaterThan(100);
      for (const c of answer.citedSources) {
        expect(c.startIndex).toBeGreaterThanOrEqual(0);
        expect(c.endIndex).toBeLessThanOrEqual(answer.text.length);
        expect(answer.retrievedSources.map((s) => s.url)).toContain(c.url);
      }
    }
  });

  it('takes the topic from the prompt without eating the start of a word ("which iced coffee")', async () => {
    const sandbox = createSandboxPlatform({ seed: 3, brands: BRANDS });
    const answer = await sandbox.ask('Which iced coffee is best for everyday drinking?');
    const guides = answer.retrievedSources.filter((s) => s.url.includes('/guides/'));
    expect(guides.length).toBeGreaterThan(0);
    for (const g of guides) expect(g.title).toMatch(/^iced coffee is best for everyday drinking guide - /);
  });

  it('gives varied answers: each brand sometimes mentioned, sometimes not, with mixed sentiment', async () => {
    const sandbox = createSandboxPlatform({ seed: 7, brands: BRANDS });
    const analyzer = createAnalyzer({ brand: BRANDS[0]!, competitors: BRANDS.slice(1) });
    const analyses = await Promise.all(PROMPTS.map(async (p) => analyzer.analyze(await sandbox.ask(p))));
    const visibility = analyses.filter((a) => a.brand.mentioned).length / analyses.length;
    expect(visibility).toBeGreaterThan(0.05);
    expect(visibility).toBeLessThan(0.95);
    const labels = new Set(
      analyses.flatMap((a) => [a.brand, ...a.competitors]).map((m) => m.sentiment?.label),
    );
    expect(labels).toEqual(new Set([undefined, 'positive', 'neutral', 'negative']));
    expect(analyses.some((a) => a.citations.cited.some((c) => c.ownership !== 'third_party'))).toBe(true);
    expect(analyses.some((a) => a.citations.cited.some((c) => c.ownership === 'third_party'))).toBe(true);
    expect(analyses.some((a) => a.suggestedCompetitors.length > 0)).toBe(true);
    expect(new Set(analyses.map((a) => a.mentionOrder.join())).size).toBeGreaterThan(5);
  });

  it('honours an abort', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(createSandboxPlatform().ask('q', { signal: controller.signal })).rejects.toThrow('stop');
  });
});
