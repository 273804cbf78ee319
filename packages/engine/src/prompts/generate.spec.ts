import { startLoopbackServer } from '../testing/loopback';
import { chatCompletion } from '../testing/wire';
import { createPlatform } from '../platforms/registry';
import { createSandboxPlatform } from '../platforms/sandbox';
import type { Answer, Platform } from '../types';
import { generatePrompts, generationInstruction } from './generate';
import { parseTopicsReply } from './parse-llm';
import type { PromptGenerationInput } from './types';

const INPUT: PromptGenerationInput = {
  website: 'https://www.acme.com',
  keywords: ['CRM software'],
  location: 'US',
  type: 'Commercial',
  breadth: 2,
  depth: 2,
};

function llm(reply: string | Error): Platform & { prompts: string[] } {
  const prompts: string[] = [];
  return {
    id: 'chatgpt',
    model: 'fake',
    simulated: false,
    prompts,
    async ask(prompt: string): Promise<Answer> {
      prompts.push(prompt);
      if (reply instanceof Error) throw reply;
      return {
        platform: 'chatgpt',
        model: 'fake',
        text: reply,
        retrievedSources: [],
        citedSources: [],
        searchQueries: [],
        latencyMs: 1,
        usage: {},
        simulated: false,
        raw: null,
      };
    },
  };
}

const JSON_REPLY = JSON.stringify({
  topics: [
    {
      topic: 'Choosing a CRM',
      prompts: ['Which CRM is best for a 10-person sales team?', 'What CRM do you recommend for startups?'],
    },
    {
      topic: 'CRM pricing',
      prompts: ['How much does a CRM cost per user?', 'Is there a free CRM that is good enough?'],
    },
  ],
});

describe('parseTopicsReply', () => {
  it('reads JSON inside code fences and chatter', () => {
    const topics = parseTopicsReply(`Sure! Here you go:\n\`\`\`json\n${JSON_REPLY}\n\`\`\`\nHope it helps.`);
    expect(topics.map((t) => [t.topic, t.prompts.length])).toEqual([
      ['Choosing a CRM', 2],
      ['CRM pricing', 2],
    ]);
  });

  it('reads other JSON shapes', () => {
    expect(parseTopicsReply('[{"name":"A","questions":[{"prompt":"Q1?"},"Q2?"]}]')).toEqual([
      { topic: 'A', prompts: ['Q1?', 'Q2?'] },
    ]);
    expect(parseTopicsReply('{"prompts":["Q1?","Q2?"]}')).toEqual([
      { topic: 'General', prompts: ['Q1?', 'Q2?'] },
    ]);
  });

  it('falls back to headings and list items when there is no JSON', () => {
    const reply = [
      '## Topic 1: Choosing a CRM',
      '1. Which CRM is best for a small team?',
      '2. "What CRM do agencies use?"',
      '',
      '**CRM pricing**',
      '- How much does a CRM cost?',
      'Is a free CRM enough?',
    ].join('\n');
    expect(parseTopicsReply(reply)).toEqual([
      {
        topic: 'Choosing a CRM',
        prompts: ['Which CRM is best for a small team?', 'What CRM do agencies use?'],
      },
      { topic: 'CRM pricing', prompts: ['How much does a CRM cost?', 'Is a free CRM enough?'] },
    ]);
  });
});

describe('generatePrompts', () => {
  it('asks the LLM with website, keywords, location, type, breadth and depth', async () => {
    const platform = llm(JSON_REPLY);
    const result = await generatePrompts(INPUT, { platform });
    expect(result.generator).toBe('ai');
    expect(result.prompts.map((p) => p.text)).toEqual([
      'Which CRM is best for a 10-person sales team?',
      'What CRM do you recommend for startups?',
      'How much does a CRM cost per user?',
      'Is there a free CRM that is good enough?',
    ]);
    expect(result.prompts.every((p) => p.source === 'ai' && p.type === 'Commercial')).toBe(true);
    expect(platform.prompts[0]).toBe(generationInstruction(INPUT));
    expect(platform.prompts[0]).toMatch(/acme\.com[\s\S]*CRM software|CRM software[\s\S]*/);
    expect(platform.prompts[0]).toContain('2 distinct topics and exactly 2 prompts per topic');
    expect(platform.prompts[0]).toContain('in the United States');
  });

  it('drops prompts naming the brand and duplicates, then tops up from templates', async () => {
    const reply = JSON.stringify({
      topics: [
        { topic: 'A', prompts: ['Is Acme a good CRM?', 'Which CRM is best?', 'which crm is best'] },
        { topic: 'B', prompts: ['What does a CRM cost?'] },
      ],
    });
    const result = await generatePrompts(INPUT, { platform: llm(reply) });
    expect(result.prompts).toHaveLength(4);
    expect(result.prompts.filter((p) => p.source === 'ai').map((p) => p.text)).toEqual([
      'Which CRM is best?',
      'What does a CRM cost?',
    ]);
    expect(result.prompts.some((p) => /acme/i.test(p.text))).toBe(false);
    expect(result.warnings.join(' ')).toMatch(/dropped[\s\S]*template prompts were added/);
  });

  it('uses templates without an LLM, with a simulated one, or when the LLM fails', async () => {
    const none = await generatePrompts(INPUT);
    expect(none).toMatchObject({ generator: 'template', warnings: [] });
    expect(none.prompts).toHaveLength(4);
    const sandbox = await generatePrompts(INPUT, { platform: createSandboxPlatform() });
    expect(sandbox.generator).toBe('template');
    const failed = await generatePrompts(INPUT, { platform: llm(new Error('boom')) });
    expect(failed.generator).toBe('template');
    expect(failed.warnings[0]).toMatch(/boom/);
    expect(failed.prompts).toHaveLength(4);
  });

  it('keeps keywords that name the brand out of template prompts', async () => {
    const result = await generatePrompts({ ...INPUT, keywords: ['acme crm', 'sales software'] });
    expect(result.prompts.some((p) => /acme/i.test(p.text))).toBe(false);
    expect(result.warnings[0]).toMatch(/acme crm/);
  });

  it('works end to end through an OpenAI-compatible server', async () => {
    const server = await startLoopbackServer(() => ({
      json: chatCompletion({ parts: [{ text: `\`\`\`json\n${JSON_REPLY}\n\`\`\`` }] }),
    }));
    try {
      const platform = createPlatform('openai_compatible', {
        OPENAI_COMPATIBLE_BASE_URL: `${server.baseUrl}/v1`,
      });
      const result = await generatePrompts(INPUT, { platform });
      expect(result.generator).toBe('ai');
      expect(result.prompts).toHaveLength(4);
    } finally {
      await server.close();
    }
  });
});
