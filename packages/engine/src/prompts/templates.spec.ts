import { locationPhrase } from './location';
import { promptKey } from './normalize';
import { audienceOf, generateTemplatePrompts } from './templates';
import type { PromptGenerationInput } from './types';

const BASE: PromptGenerationInput = {
  keywords: ['CRM software', 'sales automation'],
  location: 'DE',
  type: 'Commercial',
  breadth: 4,
  depth: 3,
  seed: 1,
};

describe('generateTemplatePrompts', () => {
  it.each(['Commercial', 'Informative'] as const)(
    'gives exactly breadth x depth distinct %s prompts',
    (type) => {
      const prompts = generateTemplatePrompts({ ...BASE, type });
      expect(prompts).toHaveLength(12);
      expect(new Set(prompts.map((p) => promptKey(p.text))).size).toBe(12);
      expect(new Set(prompts.map((p) => p.topic)).size).toBe(4);
      for (const p of prompts) {
        expect(p).toMatchObject({ type, source: 'template' });
        expect(p.text).toMatch(/^[A-Z].*\?$/);
        expect(p.text).not.toMatch(/\{|\}|\s{2}/);
      }
    },
  );

  it('gives depth prompts per topic', () => {
    const prompts = generateTemplatePrompts(BASE);
    const perTopic = new Map<string, number>();
    for (const p of prompts) perTopic.set(p.topic, (perTopic.get(p.topic) ?? 0) + 1);
    expect([...perTopic.values()]).toEqual([3, 3, 3, 3]);
  });

  it('is deterministic per seed and varies with it', () => {
    expect(generateTemplatePrompts(BASE)).toEqual(generateTemplatePrompts(BASE));
    expect(generateTemplatePrompts({ ...BASE, seed: 2 }).map((p) => p.text)).not.toEqual(
      generateTemplatePrompts(BASE).map((p) => p.text),
    );
  });

  it('writes commercial and informative prompts differently', () => {
    const commercial = generateTemplatePrompts({ ...BASE, breadth: 7, depth: 2 })
      .map((p) => p.text)
      .join(' ');
    const informative = generateTemplatePrompts({ ...BASE, type: 'Informative', breadth: 7, depth: 2 })
      .map((p) => p.text)
      .join(' ');
    expect(commercial).toMatch(/best|recommend|affordable|price|cost|reviews|compare/i);
    expect(informative).toMatch(/how|what is|why|benefits|mistakes|trends/i);
  });

  it('uses the location in some prompts and names the country', () => {
    const texts = generateTemplatePrompts({ ...BASE, breadth: 7, depth: 3 }).map((p) => p.text);
    expect(texts.some((t) => t.includes('in Germany'))).toBe(true);
    expect(texts.some((t) => !t.includes('Germany'))).toBe(true);
  });

  it('uses articles that fit the keyword', () => {
    const texts = generateTemplatePrompts({
      ...BASE,
      keywords: ['accounting tool', 'running shoes'],
      breadth: 14,
      depth: 4,
    }).map((p) => p.text);
    expect(texts.join('\n')).not.toMatch(/\ba accounting|\ba running shoes/);
  });

  it('stops at the number of distinct prompts the templates can give', () => {
    const prompts = generateTemplatePrompts({ ...BASE, keywords: ['crm'], breadth: 50, depth: 50 });
    expect(prompts.length).toBeLessThan(2500);
    expect(prompts.length).toBeGreaterThan(50);
    expect(new Set(prompts.map((p) => promptKey(p.text))).size).toBe(prompts.length);
  });

  it('reads naturally for the industry: no teams, trials or enterprises for coffee', () => {
    const coffee = generateTemplatePrompts({
      ...BASE,
      keywords: ['cold brew', 'espresso beans'],
      breadth: 14,
      depth: 5,
    })
      .map((p) => p.text)
      .join('\n');
    expect(coffee).not.toMatch(
      /team|startup|enterprise|free plan|free trial|set up|freelancer|small business|switch to/i,
    );
    expect(audienceOf(['cold brew'])).toBe('consumer');
    const crm = generateTemplatePrompts({ ...BASE, keywords: ['crm software'], breadth: 7, depth: 5 })
      .map((p) => p.text)
      .join('\n');
    expect(crm).toMatch(/small business|startup|growing team|enterprise|freelancer/);
    expect(crm).not.toMatch(/as a gift|for a treat|for a family/);
    expect(audienceOf(['office coffee service', 'cold brew'])).toBe('business');
  });

  it('needs a keyword', () => {
    expect(() => generateTemplatePrompts({ ...BASE, keywords: [' '] })).toThrow(/keyword/);
  });
});

describe('locationPhrase', () => {
  it('names countries from codes, with "the" where English needs it', () => {
    expect(locationPhrase('DE')).toBe('in Germany');
    expect(locationPhrase('us')).toBe('in the United States');
    expect(locationPhrase('Berlin')).toBe('in Berlin');
    expect(locationPhrase(undefined)).toBe('');
  });
});
