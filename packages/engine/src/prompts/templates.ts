import { seededRandom, shuffle, type Random } from '../random';
import { locationPhrase } from './location';
import { promptKey } from './normalize';
import type { GeneratedPrompt, PromptGenerationInput, PromptType } from './types';

/**
 * Question templates per topic facet. {kw} is the keyword, {loc} " in <country>" (or nothing),
 * {who} an audience (" for a small business", " for a family"...). Brand-neutral by construction.
 * A template marked `b:` reads right only for business products and services (software, suppliers,
 * agencies: free trials, switching, enterprises), one marked `c:` only for what people buy for
 * themselves (coffee, shoes, a dentist); unmarked ones fit both.
 */
const FACETS: Record<PromptType, Record<string, string[]>> = {
  Commercial: {
    'best options': [
      'What is the best {kw}{who}{loc}?',
      'Which {kw} would you recommend{who}?',
      'What are the top-rated {kw} options{loc} right now?',
      'Can you suggest a reliable {kw}{who}?',
      'I need a {kw}{who}. What should I choose?',
      'c:Where do I find really good {kw}{loc}?',
    ],
    pricing: [
      'How much does a good {kw} cost{loc}?',
      'What is the most affordable {kw}{who}?',
      'b:Is there a {kw} with a free plan that is actually good?',
      'Which {kw} gives the best value for money{loc}?',
      'Are expensive {kw} options worth the price{who}?',
      'c:Is premium {kw} worth paying more for?',
    ],
    comparison: [
      'How do the leading {kw} brands compare?',
      'Which {kw} has the best customer service{loc}?',
      'What are the main differences between the popular {kw} options?',
      'b:Which {kw} is easiest to switch to{who}?',
      'c:Which {kw} brand has the best quality{loc}?',
    ],
    alternatives: [
      'What are good alternatives to the most popular {kw}?',
      'Which {kw} do experts recommend instead of the market leader?',
      'b:Is there a simpler {kw} than the big names{who}?',
      'c:Is there a {kw} as good as the big brands but cheaper?',
    ],
    reviews: [
      'Which {kw} has the best reviews{loc}?',
      'b:What {kw} do professionals trust the most?',
      'c:Which {kw} do enthusiasts rate highest?',
      'Which {kw} brands are the most reputable{loc}?',
      'What do people say about the best-known {kw} brands?',
    ],
    'use cases': [
      'b:What is the best {kw} for a small business{loc}?',
      'b:Which {kw} works best for a fast-growing team?',
      'b:What {kw} do large enterprises use{loc}?',
      'b:What is a good {kw} for freelancers?',
      'Which {kw} is best for beginners?',
      'c:What is a good {kw} to give as a gift?',
      'c:Which {kw} is best for everyday use at home?',
      'c:What {kw} would you pick for a special occasion?',
    ],
    buying: [
      'Where can I get a good {kw}{loc}?',
      'What should I look for before buying {kw}?',
      'b:Which {kw} offers the best free trial?',
      'b:Which {kw} is quickest to set up{who}?',
      'c:Where can I order {kw} online with fast delivery{loc}?',
      'c:Which shops sell the best {kw}{loc}?',
    ],
  },
  Informative: {
    basics: [
      'What is {kw} and how does it work?',
      'c:What makes {kw} different from the usual kind?',
      'b:Why do businesses use {kw}?',
      'Can you explain {kw} in simple terms?',
    ],
    benefits: [
      'What are the benefits of {kw}{who}?',
      'What are the pros and cons of {kw}?',
      'Is {kw} worth it{who}?',
      'b:What problems does {kw} solve?',
      'c:Is {kw} good for you?',
    ],
    'how-to': [
      'How do I get started with {kw}?',
      'b:How do I set up {kw}{who}?',
      'c:How do I choose good {kw}?',
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
      'b:How is AI changing {kw}?',
      'c:Why is {kw} getting so popular?',
      'What is the future of {kw}{loc}?',
    ],
    costs: [
      'How much should I budget for {kw}{who}?',
      'What factors affect the price of {kw}{loc}?',
      'How can I spend less on {kw}?',
    ],
    regulation: [
      'b:What rules or regulations apply to {kw}{loc}?',
      'c:How is {kw} labelled and certified{loc}?',
      'How popular is {kw}{loc}?',
      'What quality standards should {kw} meet{loc}?',
    ],
  },
};

/** Who asks: businesses for business products, people and households otherwise. */
export type Audience = 'business' | 'consumer';

const AUDIENCES: Record<Audience, string[]> = {
  business: ['', ' for a small business', ' for a startup', ' for a growing team', ' for an enterprise'],
  consumer: ['', ' for a family', ' on a budget', ' for a first-timer', ' for a treat'],
};

/** Words that mark a business product or service; any keyword with one makes the campaign 'business'. */
const BUSINESS_WORDS =
  /\b(software|saas|app|apps|tool|tools|platform|crm|erp|api|cloud|hosting|agency|agencies|consulting|consultant|payroll|accounting|invoic\w*|bookkeeping|supplier|suppliers|wholesale|b2b|enterprise|office|workplace|vendor|outsourc\w*|logistics|analytics|management|marketing|recruit\w*|hr)\b/i;

/** Business or consumer, from the keywords (the campaign has no industry field). */
export const audienceOf = (keywords: string[]): Audience =>
  keywords.some((k) => BUSINESS_WORDS.test(k)) ? 'business' : 'consumer';

/** The templates of a facet that fit the audience, without their marks. */
const fitting = (templates: string[], audience: Audience) =>
  templates
    .filter((t) => !/^[bc]:/.test(t) || t.startsWith(audience === 'business' ? 'b:' : 'c:'))
    .map((t) => t.replace(/^[bc]:/, ''));

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
function topicPool(
  random: Random,
  templates: string[],
  keyword: string,
  loc: string,
  audience: Audience,
): string[] {
  const primary: string[] = [];
  const variants: string[] = [];
  for (const t of shuffle(random, fitting(templates, audience))) {
    const audiences = t.includes('{who}') ? shuffle(random, AUDIENCES[audience]) : [''];
    primary.push(fill(t, keyword, loc, audiences[0] ?? ''));
    for (const who of audiences.slice(1)) variants.push(fill(t, keyword, loc, who));
    if (loc && t.includes('{loc}')) variants.push(fill(t, keyword, '', audiences[0] ?? ''));
  }
  return [...primary, ...shuffle(random, variants)];
}

/**
 * Template generator for GENERATE_AI without an LLM: topics are keyword x facet pairs (facets suit
 * the prompt type, templates and audiences suit business or consumer keywords), each giving `depth` prompts; exactly breadth x depth prompts unless the
 * templates run out of distinct ones. Deterministic per seed.
 */
export function generateTemplatePrompts(input: PromptGenerationInput): GeneratedPrompt[] {
  const keywords = [...new Set(input.keywords.map((k) => k.trim().replace(/\s+/g, ' ')).filter(Boolean))];
  if (keywords.length === 0) throw new Error('At least one keyword is needed to generate prompts');
  const random = seededRandom(
    `${input.seed ?? 0}|${input.type}|${keywords.join('|')}|${input.location ?? ''}`,
  );
  const loc = locationPhrase(input.location);
  const audience = audienceOf(keywords);
  const facets = shuffle(random, Object.entries(FACETS[input.type]));
  // Every keyword x facet pair once, ordered so that consecutive topics differ in both keyword and
  // facet (round r pairs keyword k with facet k + r).
  const topics: { topic: string; pool: string[] }[] = [];
  for (let round = 0; round < facets.length; round += 1) {
    keywords.forEach((keyword, k) => {
      const [facet, templates] = facets[(k + round) % facets.length] as [string, string[]];
      topics.push({
        topic: `${keyword}: ${facet}`,
        pool: topicPool(random, templates, keyword, loc, audience),
      });
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
