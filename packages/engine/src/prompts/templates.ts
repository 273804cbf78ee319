import { seededRandom, shuffle, type Random } from '../random';
import { locationPhrase } from './location';
import { promptKey } from './normalize';
import type { GeneratedPrompt, PromptGenerationInput, PromptType } from './types';

/**
 * Question templates per topic facet. {kw} is the keyword, {loc} " in <country>" (or nothing),
 * {who} an audience (" for a small business", ...). Brand-neutral by construction.
 */
const FACETS: Record<PromptType, Record<string, string[]>> = {
  Commercial: {
    'best options': [
      'What is the best {kw}{who}{loc}?',
      'Which {kw} would you recommend{who}?',
      'What are the top-rated {kw} options{loc} right now?',
      'Can you suggest a reliable {kw}{who}?',
      'I need a {kw}{who}. What should I choose?',
    ],
    pricing: [
      'How much does a good {kw} cost{loc}?',
      'What is the most affordable {kw}{who}?',
      'Is there a {kw} with a free plan that is actually good?',
      'Which {kw} gives the best value for money{loc}?',
      'Are expensive {kw} options worth the price{who}?',
    ],
    comparison: [
      'How do the leading {kw} providers compare?',
      'Which {kw} has the best customer support{loc}?',
      'What are the main differences between the popular {kw} options?',
      'Which {kw} is easiest to switch to{who}?',
    ],
    alternatives: [
      'What are good alternatives to the most popular {kw}?',
      'Which {kw} do experts recommend instead of the market leader?',
      'Is there a simpler {kw} than the big names{who}?',
    ],
    reviews: [
      'Which {kw} has the best reviews{loc}?',
      'What {kw} do professionals trust the most?',
      'Which {kw} companies are the most reputable{loc}?',
      'What do users say about the best-known {kw} brands?',
    ],
    'use cases': [
      'What is the best {kw} for a small business{loc}?',
      'Which {kw} works best for a fast-growing team?',
      'What {kw} do large enterprises use{loc}?',
      'What is a good {kw} for freelancers?',
      'Which {kw} is best for beginners?',
    ],
    buying: [
      'Where can I get a good {kw}{loc}?',
      'What should I look for before buying a {kw}?',
      'Which {kw} offers the best free trial?',
      'Which {kw} is quickest to set up{who}?',
    ],
  },
  Informative: {
    basics: [
      'What is {kw} and how does it work?',
      'How does {kw} work in practice?',
      'Why do businesses use {kw}?',
      'Can you explain {kw} in simple terms?',
    ],
    benefits: [
      'What are the benefits of {kw}{who}?',
      'What are the pros and cons of {kw}?',
      'Is {kw} worth it{who}?',
      'What problems does {kw} solve?',
    ],
    'how-to': [
      'How do I get started with {kw}?',
      'How do I set up {kw}{who}?',
      'What are the best practices for {kw}?',
      'How can I get the most out of {kw}?',
    ],
    mistakes: [
      'What are common mistakes to avoid with {kw}?',
      'What problems do people run into with {kw}?',
      'What should I know before choosing {kw}?',
    ],
    trends: [
      'What are the latest trends in {kw}?',
      'How is AI changing {kw}?',
      'What is the future of {kw}{loc}?',
    ],
    costs: [
      'How much should I budget for {kw}{who}?',
      'What factors affect the cost of {kw}{loc}?',
      'How can I reduce what I spend on {kw}?',
    ],
    regulation: [
      'What rules or regulations apply to {kw}{loc}?',
      'How popular is {kw}{loc}?',
      'What standards should {kw} meet{loc}?',
    ],
  },
};

const AUDIENCES = [
  '',
  ' for a small business',
  ' for a startup',
  ' for a growing team',
  ' for an enterprise',
];

const isPlural = (keyword: string) => /[^s]s$/i.test(keyword.split(' ').pop() ?? '');

function fill(template: string, keyword: string, loc: string, who: string): string {
  // "a {kw}": "an" before a vowel, no article before a plural ("a running shoes" -> "running shoes").
  const article = isPlural(keyword) ? '' : /^[aeio]/i.test(keyword) ? 'an ' : 'a ';
  const text = template
    .replace(/\ba \{kw\}/, `${article}{kw}`)
    .replace('{kw}', keyword)
    .replace('{loc}', loc ? ` ${loc}` : '')
    .replace('{who}', who);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Every distinct prompt of one topic (template x audience x with/without location), shuffled. */
function topicPool(random: Random, templates: string[], keyword: string, loc: string): string[] {
  const primary: string[] = [];
  const variants: string[] = [];
  for (const t of shuffle(random, templates)) {
    const audiences = t.includes('{who}') ? shuffle(random, AUDIENCES) : [''];
    primary.push(fill(t, keyword, loc, audiences[0] ?? ''));
    for (const who of audiences.slice(1)) variants.push(fill(t, keyword, loc, who));
    if (loc && t.includes('{loc}')) variants.push(fill(t, keyword, '', audiences[0] ?? ''));
  }
  return [...primary, ...shuffle(random, variants)];
}

/**
 * Template generator for GENERATE_AI without an LLM: topics are keyword x facet pairs (facets suit
 * the prompt type), each giving `depth` prompts; exactly breadth x depth prompts unless the
 * templates run out of distinct ones. Deterministic per seed.
 */
export function generateTemplatePrompts(input: PromptGenerationInput): GeneratedPrompt[] {
  const keywords = [...new Set(input.keywords.map((k) => k.trim().replace(/\s+/g, ' ')).filter(Boolean))];
  if (keywords.length === 0) throw new Error('At least one keyword is needed to generate prompts');
  const random = seededRandom(
    `${input.seed ?? 0}|${input.type}|${keywords.join('|')}|${input.location ?? ''}`,
  );
  const loc = locationPhrase(input.location);
  const facets = shuffle(random, Object.entries(FACETS[input.type]));
  // Every keyword x facet pair once, ordered so that consecutive topics differ in both keyword and
  // facet (round r pairs keyword k with facet k + r).
  const topics: { topic: string; pool: string[] }[] = [];
  for (let round = 0; round < facets.length; round += 1) {
    keywords.forEach((keyword, k) => {
      const [facet, templates] = facets[(k + round) % facets.length] as [string, string[]];
      topics.push({ topic: `${keyword}: ${facet}`, pool: topicPool(random, templates, keyword, loc) });
    });
  }
  const wanted = Math.max(0, input.breadth) * Math.max(0, input.depth);
  const seen = new Set<string>();
  const out: GeneratedPrompt[] = [];
  const take = (topic: { topic: string; pool: string[] }, count: number) => {
    let taken = 0;
    while (taken < count && topic.pool.length > 0) {
      const text = topic.pool.shift() as string;
      const key = promptKey(text);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ text, topic: topic.topic, type: input.type, source: 'template' });
      taken += 1;
    }
  };
  const chosen = topics.slice(0, Math.max(0, input.breadth));
  for (const t of chosen) take(t, input.depth);
  // Topics short of prompts are topped up from the chosen topics first, then from spare topics.
  for (const t of [...chosen, ...topics.slice(chosen.length)]) {
    if (out.length >= wanted) break;
    take(t, wanted - out.length);
  }
  return out.slice(0, wanted);
}
