import { hashString, pick, seededRandom, shuffle, type Random } from '../random';
import type { Answer, AskOptions, Brand, Citation, Platform, PlatformId, Source } from '../types';

export interface SandboxOptions {
  /** Same seed, platform, prompt and sample number (nth time asked): same answer. */
  seed?: number | string;
  /** Brands the simulated engine knows (the campaign's brand and competitors). */
  brands?: Brand[];
  /** Simulate this platform (answers are still labelled simulated). Default 'sandbox'. */
  as?: PlatformId;
  /** Real delay per answer in ms, to exercise timeouts and rate limits (default 0). */
  delayMs?: number;
}

const EXTRA_BRANDS = [
  'Northwind',
  'Contoso',
  'Fabrikam',
  'Initech',
  'Hooli',
  'Vandelay',
  'Wayne Labs',
  'Stark Cloud',
  'Tyrell',
  'Cyberdyne',
  'Soylent',
  'Aperture',
  'Massive Dynamic',
  'Pied Piper',
].map((name) => ({ name, aliases: [], domains: [] as string[] }));

const THIRD_PARTY = [
  'g2.com',
  'capterra.com',
  'reddit.com',
  'techradar.com',
  'forbes.com',
  'pcmag.com',
  'en.wikipedia.org',
  'trustradius.com',
  'zapier.com',
  'nerdwallet.com',
  'theverge.com',
  'gartner.com',
];

const INTROS = [
  'Here are some options worth considering for {topic}.',
  'Based on recent reviews and comparisons, several providers stand out for {topic}.',
  'There is no single best answer for {topic}, but these are commonly recommended.',
  'When it comes to {topic}, a few names come up again and again.',
  'Choosing the right option for {topic} depends on budget, team size and integrations.',
];
const POSITIVE = [
  '{B} stands out for its intuitive interface and reliable support.',
  '{B} is a popular choice thanks to strong integrations and fair pricing.',
  '{B} is widely praised for being easy to set up and fast.',
  'Many reviewers consider {B} the best overall option for growing teams.',
  '{B} offers excellent value and a robust feature set.',
];
const NEUTRAL = [
  '{B} offers a broad feature set with tiered pricing.',
  '{B} focuses on mid-sized companies and has a free trial.',
  '{B} provides the core features most buyers expect.',
  '{B} is an established provider with plans for different team sizes.',
];
const NEGATIVE = [
  '{B} can be expensive, and some users report a steep learning curve.',
  '{B} lacks some advanced features, and support can be slow.',
  // (Two are warnings outright, so simulated answers also advise against a brand now and then.)
  'Some reviewers say {B} feels clunky and outdated compared with newer tools; I would not recommend it for a new team.',
  "{B} isn't the most reliable choice; users mention frequent outages, so I would avoid it for now.",
];
const DETAILS = [
  'It integrates with Gmail, Outlook and Slack, and offers a mobile app.',
  'Pricing starts at around $15 per user per month, with discounts for annual billing.',
  'The free plan is limited to two users and basic reports.',
  'Reviewers highlight the onboarding experience and the quality of the documentation.',
  'Advanced automation is only available on the higher tiers.',
  'It supports custom fields, role-based permissions and audit logs.',
  'Customer support is available by chat and email on weekdays.',
  'Setup usually takes less than a day for a small team.',
];
const CONSIDERATIONS = [
  'Key factors to consider:',
  '- **Pricing**: compare per-seat costs, minimum seats and annual discounts.',
  '- **Integrations**: check email, calendar and accounting connectors.',
  '- **Support**: look for live chat, onboarding help and a clear SLA.',
  '- **Scalability**: make sure the plan grows with your team and data.',
].join('\n');
const CLOSINGS = [
  'Overall, {first} is the best fit for most teams, while {second} suits budget-conscious buyers.',
  'The right choice depends on your budget, team size and the integrations you need.',
  'If you want a safe default, I would recommend {first}.',
  'Try the free trials of {first} and {second} before committing.',
];

function domainOf(brand: Brand): string {
  return brand.domains[0] ?? `${brand.name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.com`;
}

/** The subject of a prompt, for the intro ("best crm for startups?" -> "crm for startups"). */
function topicOf(prompt: string): string {
  const topic = prompt
    .trim()
    .replace(/[?.!]+$/, '')
    .replace(
      /^(what|which|who|how|where|why|is|are|can|should|do|does)\b( (is|are|do|does|should|can|i|we)\b)*( the)?\s*/i,
      '',
    )
    .replace(/^(best|top|most)\s+/i, '')
    .replace(/\s+(should|do|can|would)\s+(i|we|you)\s+\w+/i, '')
    .replace(/\s+(to use|is best|are best)$/i, '');
  if (topic.length <= 2) return 'this question';
  return /^\p{Lu}\p{Ll}/u.test(topic) ? topic.charAt(0).toLowerCase() + topic.slice(1) : topic;
}

function slug(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 48);
}

interface Built {
  text: string;
  cited: Citation[];
  retrieved: Source[];
}

function buildAnswer(
  random: Random,
  prompt: string,
  brands: Brand[],
  platform: PlatformId,
  seed: string,
): Built {
  const topic = topicOf(prompt);
  // Each brand has a steady affinity per platform (its "true" visibility there) plus per-prompt noise.
  const mentioned = brands.filter((b) => {
    const affinity = 0.2 + 0.65 * seededRandom(`${seed}|${platform}|${b.name}`)();
    return random() < affinity;
  });
  const extras = shuffle(
    random,
    EXTRA_BRANDS.filter((e) => !brands.some((b) => b.name === e.name)),
  ).slice(0, 1 + Math.floor(random() * 3));
  const names = shuffle(random, [...mentioned, ...extras]);
  const style = random() < 0.6 ? 'list' : 'paragraph';
  const tracking = platform === 'chatgpt' ? '?utm_source=openai' : '';
  let text = pick(random, INTROS).replace('{topic}', topic);
  const cited: Citation[] = [];
  const retrieved: Source[] = [];
  names.forEach((brand, i) => {
    const roll = random();
    const templates = roll < 0.6 ? POSITIVE : roll < 0.88 ? NEUTRAL : NEGATIVE;
    const label =
      brand.aliases.length > 0 && random() < 0.2
        ? pick(random, brand.aliases)
        : brand.domains.length > 0 && random() < 0.1
          ? `${brand.name} (${domainOf(brand)})`
          : brand.name;
    const template = pick(random, templates);
    // In a list the item's heading names the brand; the sentence may then start with "It".
    const subject = style === 'list' && template.startsWith('{B}') && label === brand.name ? 'It' : label;
    const sentence = template.replace('{B}', subject);
    const details = shuffle(random, DETAILS).slice(0, 1 + Math.floor(random() * 2));
    const prefix = style === 'list' ? `\n${i + 1}. **${brand.name}**: ` : '\n\n';
    const start = text.length + prefix.length;
    text += prefix + [sentence, ...details].join(' ');
    if (random() < 0.55) {
      const own = random() < 0.4 && brand.domains.length > 0;
      const domain = own ? domainOf(brand) : pick(random, THIRD_PARTY);
      const url = `https://${domain}/${own ? 'product' : 'reviews'}/${slug(brand.name)}${tracking}`;
      const title = own ? `${brand.name} - Official site` : `${brand.name} review (${domain})`;
      cited.push({ url, title, startIndex: start, endIndex: text.length });
      retrieved.push({ url, title });
    }
  });
  if (random() < 0.4) text += `\n\n${CONSIDERATIONS}`;
  if (names.length >= 2 && random() < 0.75) {
    const [first, second] = names as [Brand, Brand];
    text += `\n\n${pick(random, CLOSINGS)
      .replace(/\{first\}/g, first.name)
      .replace('{second}', second.name)}`;
  }
  for (let i = 0; i < 2 + Math.floor(random() * 3); i += 1) {
    const domain = pick(random, THIRD_PARTY);
    retrieved.push({ url: `https://${domain}/guides/${slug(topic)}`, title: `${topic} guide - ${domain}` });
  }
  return {
    text,
    cited,
    retrieved: retrieved.filter((s, i) => retrieved.findIndex((o) => o.url === s.url) === i),
  };
}

/**
 * A built-in simulated answer engine: deterministic per seed, platform and prompt, with realistic
 * variation (list or prose answers, brands mentioned or not, mixed sentiment, citations to own and
 * third-party sites). Every answer is labelled `simulated: true`.
 */
export function createSandboxPlatform(options: SandboxOptions = {}): Platform {
  const platform = options.as ?? 'sandbox';
  const seed = String(options.seed ?? 0);
  const brands = options.brands ?? [];
  const model = platform === 'sandbox' ? 'sandbox-1' : `sandbox-1 (simulating ${platform})`;
  const samples = new Map<string, number>();
  return {
    id: platform,
    model,
    simulated: true,
    async ask(prompt: string, askOptions: AskOptions = {}): Promise<Answer> {
      askOptions.signal?.throwIfAborted();
      if (options.delayMs) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(resolve, options.delayMs);
          askOptions.signal?.addEventListener(
            'abort',
            () => (clearTimeout(timer), reject(askOptions.signal?.reason)),
            {
              once: true,
            },
          );
        });
      }
      // Asking the same prompt again gives the next sample: answers vary between samples, and the
      // sequence is the same for the same seed.
      // A caller asking from many processes names the sample itself (askOptions.sample).
      const sampleKey = `${askOptions.country ?? ''}|${prompt}`;
      const sample = askOptions.sample ?? (samples.get(sampleKey) ?? 0) + 1;
      if (askOptions.sample === undefined) samples.set(sampleKey, sample as number);
      const key = `${seed}|${platform}|${sampleKey}|${sample}`;
      const random = seededRandom(hashString(key));
      const { text, cited, retrieved } = buildAnswer(random, prompt, brands, platform, seed);
      const queries = [prompt.toLowerCase().replace(/[?!.]+$/, ''), `${topicOf(prompt)} reviews`].slice(
        0,
        1 + Math.floor(random() * 2),
      );
      return {
        platform,
        model,
        text,
        retrievedSources: retrieved,
        citedSources: cited,
        searchQueries: queries,
        latencyMs: 600 + Math.floor(random() * 3400),
        usage: {
          inputTokens: Math.ceil(prompt.length / 4),
          outputTokens: Math.ceil(text.length / 4),
          searchQueries: queries.length,
        },
        simulated: true,
        raw: {
          simulator: 'lantern-sandbox',
          version: 1,
          seed,
          prompt,
          sample,
          country: askOptions.country ?? null,
        },
      };
    },
  };
}
