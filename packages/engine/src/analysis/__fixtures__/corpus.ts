/**
 * Hand-written answers with the analysis a careful reader would give them. Each case names the
 * trap it sets. Brands: Acme (ours; alias "Acme Corp"; acme.com), Globex (globex.com), Initech
 * (alias "Initech Cloud"; initech.io) and Notion (notion.so: a common word). Some cases use their own
 * brand set (`context`).
 */
import type { Brand, Citation, OrganicResult, PlatformId, Source } from '../../types';
import type { Ownership } from '../citations';
import type { SentimentLabel } from '../sentiment';

export const ACME: Brand = { name: 'Acme', aliases: ['Acme Corp'], domains: ['acme.com'] };
export const COMPETITORS: Brand[] = [
  { name: 'Globex', aliases: [], domains: ['globex.com'] },
  { name: 'Initech', aliases: ['Initech Cloud'], domains: ['initech.io'] },
  { name: 'Notion', aliases: [], domains: ['notion.so'] },
];

export interface CorpusCase {
  id: string;
  trap: string;
  text: string;
  platform?: PlatformId;
  cited?: Citation[];
  retrieved?: Source[];
  organic?: OrganicResult[];
  context?: { brand: Brand; competitors: Brand[]; ownDomains?: string[] };
  expect: {
    /** Tracked brands mentioned, in order of first mention (so their positions are 1, 2, ...). */
    mentioned: string[];
    counts?: Record<string, number>;
    sentiment?: Record<string, SentimentLabel>;
    recommended?: string[];
    notRecommended?: string[];
    cited?: { url?: string; domain: string; ownership: Ownership; competitor?: string }[];
    retrieved?: { domain: string; ownership: Ownership }[];
    citesOwnDomain?: boolean;
    organicRank?: number | null;
    suggested?: string[];
    notSuggested?: string[];
  };
}

export const CORPUS: CorpusCase[] = [
  {
    id: 'plain-positive',
    trap: 'none: a single clear positive mention',
    text: 'Acme is an excellent CRM with intuitive pipelines and reliable support.',
    expect: { mentioned: ['Acme'], counts: { Acme: 1 }, sentiment: { Acme: 'positive' } },
  },
  {
    id: 'absent-brand',
    trap: 'competitors only: the brand is not mentioned at all',
    text: 'For small teams, Globex and Initech are the usual picks. Both offer free plans.',
    expect: { mentioned: ['Globex', 'Initech'], counts: { Acme: 0 } },
  },
  {
    id: 'case-insensitive',
    trap: 'upper and lower case spellings of a name that is not a common word',
    text: 'ACME leads the market. Many teams moved to acme last year.',
    expect: { mentioned: ['Acme'], counts: { Acme: 2 } },
  },
  {
    id: 'possessives',
    trap: "straight and curly possessives (Acme's, Globex’s)",
    text: "Acme's reporting is strong, while Globex’s dashboards feel dated.",
    expect: {
      mentioned: ['Acme', 'Globex'],
      sentiment: { Acme: 'positive', Globex: 'negative' },
    },
  },
  {
    id: 'word-boundaries',
    trap: 'the name inside longer words (Acmeville, NotAcme, Globexian) is not a mention',
    text: 'Acmeville is a town, NotAcme is a meme and Globexian is not a word.',
    expect: { mentioned: [], counts: { Acme: 0, Globex: 0 } },
  },
  {
    id: 'hyphen-compound',
    trap: 'a hyphen is a word boundary: "Acme-powered" mentions Acme',
    text: 'Our Acme-powered workflow saves hours every week.',
    expect: { mentioned: ['Acme'], counts: { Acme: 1 } },
  },
  {
    id: 'alias-longest-match',
    trap: 'the alias "Acme Corp" counts once, not also as "Acme"',
    text: 'Acme Corp announced a new AI assistant for sales teams.',
    expect: { mentioned: ['Acme'], counts: { Acme: 1 } },
  },
  {
    id: 'competitor-alias',
    trap: 'a competitor alias that contains its name ("Initech Cloud")',
    text: 'Initech Cloud is a solid option, and Initech also sells an on-premise edition.',
    expect: { mentioned: ['Initech'], counts: { Initech: 2 }, sentiment: { Initech: 'positive' } },
  },
  {
    id: 'domain-mentions',
    trap: 'bare domains, www. and subdomains mention the brand',
    text: 'Sign up at www.acme.com or log in at app.acme.com; globex.com has a demo too.',
    expect: { mentioned: ['Acme', 'Globex'], counts: { Acme: 2, Globex: 1 } },
  },
  {
    id: 'email-domain',
    trap: 'an e-mail address on the brand domain is a mention by domain',
    text: 'For enterprise pricing write to sales@acme.com and ask for a quote.',
    expect: { mentioned: ['Acme'], counts: { Acme: 1 } },
  },
  {
    id: 'markdown-link-target',
    trap: 'a link target is not visible text: only the link label can mention a brand',
    text: 'A detailed comparison is available [here](https://www.globex.com/compare/acme-vs-globex).',
    cited: [{ url: 'https://www.globex.com/compare/acme-vs-globex' }],
    expect: {
      mentioned: [],
      cited: [{ domain: 'globex.com', ownership: 'competitor', competitor: 'Globex' }],
      citesOwnDomain: false,
    },
  },
  {
    id: 'bare-url-path',
    trap: 'brand names in a bare URL path are not mentions; the host is',
    text: 'See https://www.g2.com/products/acme/reviews and https://globex.com/pricing for details.',
    expect: { mentioned: ['Globex'], counts: { Acme: 0, Globex: 1 } },
  },
  {
    id: 'common-word-lowercase',
    trap: 'a common-word brand (Notion) in lower case is the word, not the brand',
    text: 'The notion of a single source of truth is popular, and Acme builds on it.',
    expect: { mentioned: ['Acme'], counts: { Notion: 0 } },
  },
  {
    id: 'common-word-capitalised',
    trap: 'a capitalised common-word brand mid-sentence is the brand',
    text: 'Many startups document everything in Notion and track deals in Acme.',
    expect: { mentioned: ['Notion', 'Acme'], counts: { Notion: 1 } },
  },
  {
    id: 'common-word-sentence-start',
    trap: 'a common word opening a sentence ("Notion of ...") is not the brand',
    text: 'Notion of ownership matters when choosing a CRM. Acme makes it explicit.',
    expect: { mentioned: ['Acme'], counts: { Notion: 0 } },
  },
  {
    id: 'common-word-sentence-start-brand',
    trap: 'a sentence-initial common-word brand followed by a verb or possessive is the brand',
    text: "Notion offers a CRM template. Notion's databases are flexible.",
    expect: { mentioned: ['Notion'], counts: { Notion: 2 }, sentiment: { Notion: 'positive' } },
  },
  {
    id: 'common-word-domain',
    trap: 'a common-word brand by domain counts in any case',
    text: 'Templates are on notion.so, and acme.com links to them.',
    expect: { mentioned: ['Notion', 'Acme'] },
  },
  {
    id: 'common-word-own-brand',
    trap: 'our own brand is a common word ("Apple"): only the capitalised form or domain counts',
    context: {
      brand: { name: 'Apple', aliases: [], domains: ['apple.com'] },
      competitors: [{ name: 'Samsung', aliases: [], domains: ['samsung.com'] }],
    },
    text: 'An apple a day is healthy. For phones, Samsung and Apple dominate, see apple.com.',
    expect: { mentioned: ['Samsung', 'Apple'], counts: { Apple: 2 } },
  },
  {
    id: 'order-of-first-mention',
    trap: 'position follows the first mention, not the number of mentions',
    text: 'Globex is popular. Acme is growing fast. Acme also added AI. Acme is cheap.',
    expect: { mentioned: ['Globex', 'Acme'], counts: { Acme: 3, Globex: 1 } },
  },
  {
    id: 'contrast-but',
    trap: 'one sentence, two brands, opposite opinions',
    text: 'Acme is great for reporting, but Globex is slow and buggy.',
    expect: {
      mentioned: ['Acme', 'Globex'],
      sentiment: { Acme: 'positive', Globex: 'negative' },
    },
  },
  {
    id: 'unlike',
    trap: 'a leading contrast ("Unlike Globex, ...") gives the praise to the other brand',
    text: 'Unlike Globex, Acme is reliable and easy to set up.',
    expect: { mentioned: ['Globex', 'Acme'], sentiment: { Acme: 'positive', Globex: 'neutral' } },
  },
  {
    id: 'negation',
    trap: 'negated praise is negative, negated criticism is positive',
    text: "Acme is not reliable for large teams. Globex isn't bad at all.",
    expect: { mentioned: ['Acme', 'Globex'], sentiment: { Acme: 'negative', Globex: 'positive' } },
  },
  {
    id: 'but-weighting',
    trap: 'the part after "but" weighs more: pricey but excellent is positive',
    text: 'Acme is a bit pricey but the support is excellent.',
    expect: { mentioned: ['Acme'], sentiment: { Acme: 'positive' } },
  },
  {
    id: 'but-weighting-negative',
    trap: 'good features but frequent outages is negative',
    text: 'Initech has good features, but users report frequent outages and hidden fees.',
    expect: { mentioned: ['Initech'], sentiment: { Initech: 'negative' } },
  },
  {
    id: 'recommend-explicit',
    trap: 'an explicit recommendation',
    text: 'For a growing sales team I would recommend Acme.',
    expect: { mentioned: ['Acme'], recommended: ['Acme'], sentiment: { Acme: 'positive' } },
  },
  {
    id: 'recommend-negated',
    trap: 'a negated recommendation is not a recommendation',
    text: "I wouldn't recommend Acme for enterprises; it lacks audit logs.",
    expect: { mentioned: ['Acme'], notRecommended: ['Acme'], sentiment: { Acme: 'negative' } },
  },
  {
    id: 'recommend-over',
    trap: 'in "Acme over Globex" only Acme is recommended',
    text: 'If budget matters, I recommend Acme over Globex.',
    expect: { mentioned: ['Acme', 'Globex'], recommended: ['Acme'], notRecommended: ['Globex'] },
  },
  {
    id: 'ranked-list-first',
    trap: 'every entry of a list of suggested options is recommended, caveats allowed (rules 10, 11)',
    text: [
      'The best CRMs for startups are:',
      '1. **Globex**: strong automation and a generous free plan.',
      '2. **Acme**: good reporting at a fair price.',
      '3. **Initech**: enterprise features, but expensive and complicated.',
    ].join('\n'),
    expect: {
      mentioned: ['Globex', 'Acme', 'Initech'],
      recommended: ['Globex', 'Acme', 'Initech'],
      sentiment: { Globex: 'positive', Acme: 'positive', Initech: 'positive' },
    },
  },
  {
    id: 'list-item-scope',
    trap: 'list entries are suggested options: positive whatever caveats the item carries (rule 11)',
    text: [
      '- **Acme** - Popular with agencies. Setup is confusing and support is slow.',
      '- **Globex** - Fine.',
    ].join('\n'),
    expect: { mentioned: ['Acme', 'Globex'], sentiment: { Acme: 'positive', Globex: 'positive' } },
  },
  {
    id: 'suggest-list-items',
    trap: 'untracked brands in list headings are suggested; section headings are not',
    text: [
      '**Top picks**',
      '1. **HubSpot**: free CRM with marketing tools.',
      '2. **Zoho CRM**: affordable and flexible.',
      '3. **Acme**: strong reporting.',
      '**Pricing**: most offer free trials.',
      '- **Best for small teams**: Pipedrive.',
    ].join('\n'),
    expect: {
      mentioned: ['Acme'],
      suggested: ['HubSpot', 'Zoho CRM'],
      notSuggested: ['Top picks', 'Pricing', 'Best for small teams', 'Acme'],
    },
  },
  {
    id: 'suggest-enumeration',
    trap: '"such as X, Y and Z" enumerations; lower-case words are not brands',
    text: 'Popular alternatives such as Salesforce, Pipedrive and Freshsales cover budget, team size and integrations.',
    expect: { mentioned: [], suggested: ['Salesforce', 'Pipedrive', 'Freshsales'], notSuggested: ['budget'] },
  },
  {
    id: 'suggest-comma-list',
    trap: 'a capitalised "X, Y, or Z" list without a cue, with domain-like names',
    text: 'Teams often compare Monday.com, ClickUp, or Asana before settling on Notion.',
    expect: {
      mentioned: ['Notion'],
      suggested: ['Monday.com', 'ClickUp', 'Asana'],
      notSuggested: ['Notion'],
    },
  },
  {
    id: 'suggest-generic-acronyms',
    trap: 'generic acronyms and tracked products are not suggested',
    text: 'Tools like CRM suites, Acme Corp and SaaS platforms such as Brevo, API gateways and SEO tools.',
    expect: {
      mentioned: ['Acme'],
      suggested: ['Brevo'],
      notSuggested: ['CRM', 'SaaS', 'API', 'SEO', 'Acme Corp'],
    },
  },
  {
    id: 'suggest-not-partners',
    trap: 'platforms named as integrations are untracked brands too (rule 13); abstract headings are not',
    text: [
      'Acme integrates with Gmail, Outlook and Slack. Rivals such as Zendesk or Freshdesk do too.',
      '- **Scalability**: plans grow with you.',
      '- **Onboarding**: guided setup.',
    ].join('\n'),
    expect: {
      mentioned: ['Acme'],
      suggested: ['Gmail', 'Outlook', 'Slack', 'Zendesk', 'Freshdesk'],
      notSuggested: ['Scalability', 'Onboarding'],
    },
  },
  {
    id: 'unicode-accented',
    trap: 'accents are significant (rule 2): NESTLÉ is the brand, Nestle is not',
    context: {
      brand: { name: 'Nestlé', aliases: [], domains: ['nestle.com'] },
      competitors: [{ name: 'Danone', aliases: [], domains: ['danone.com'] }],
    },
    text: 'NESTLÉ and Danone dominate; some articles write Nestle without the accent.',
    expect: { mentioned: ['Nestlé', 'Danone'], counts: { Nestlé: 1 } },
  },
  {
    id: 'unicode-decomposed',
    trap: 'decomposed accents (NFD) in the answer still match',
    context: {
      brand: { name: 'Müller', aliases: [], domains: ['muller.de'] },
      competitors: [],
    },
    text: 'Mu\u0308ller’s yogurts are popular in Germany.',
    expect: { mentioned: ['Müller'], counts: { Müller: 1 }, sentiment: { Müller: 'positive' } },
  },
  {
    id: 'unicode-boundaries',
    trap: 'letters of any script are word characters: a name inside a longer Cyrillic word is not a mention',
    context: {
      brand: { name: 'Яндекс', aliases: ['Yandex'], domains: ['yandex.ru'] },
      competitors: [],
    },
    text: 'Яндекс Маркет сравнивает цены. Суперяндекс не существует. Yandex is popular.',
    expect: { mentioned: ['Яндекс'], counts: { Яндекс: 2 } },
  },
  {
    id: 'citations-chatgpt',
    trap: 'utm_source=openai is stripped; owned, competitor and third-party domains; subdomains',
    platform: 'chatgpt',
    text: 'Acme is rated highly ([g2.com](https://www.g2.com/products/acme?utm_source=openai)).',
    cited: [
      {
        url: 'https://www.g2.com/products/acme?utm_source=openai',
        title: 'Acme reviews',
        startIndex: 25,
        endIndex: 80,
      },
      { url: 'https://blog.acme.com/launch?utm_source=openai', title: 'Launch' },
      { url: 'https://globex.com/vs/acme?utm_source=openai' },
    ],
    expect: {
      mentioned: ['Acme'],
      cited: [
        { url: 'https://www.g2.com/products/acme', domain: 'g2.com', ownership: 'third_party' },
        { url: 'https://blog.acme.com/launch', domain: 'acme.com', ownership: 'owned' },
        {
          url: 'https://globex.com/vs/acme',
          domain: 'globex.com',
          ownership: 'competitor',
          competitor: 'Globex',
        },
      ],
      citesOwnDomain: true,
    },
  },
  {
    id: 'retrieved-not-cited',
    trap: 'retrieved sources that were not cited stay apart from cited ones',
    text: 'Globex is a common choice.',
    retrieved: [{ url: 'https://acme.com/pricing' }, { url: 'https://www.reddit.com/r/sales/x' }],
    cited: [{ url: 'https://www.reddit.com/r/sales/x' }],
    expect: {
      mentioned: ['Globex'],
      retrieved: [
        { domain: 'acme.com', ownership: 'owned' },
        { domain: 'reddit.com', ownership: 'third_party' },
      ],
      cited: [{ domain: 'reddit.com', ownership: 'third_party' }],
      citesOwnDomain: false,
    },
  },
  {
    id: 'tracking-params',
    trap: 'utm_*, gclid, fbclid and ref are removed; other parameters stay',
    text: 'Acme has a case study.',
    cited: [{ url: 'https://acme.com/case?id=7&utm_medium=cpc&gclid=abc&fbclid=def&ref=producthunt' }],
    expect: {
      mentioned: ['Acme'],
      cited: [{ url: 'https://acme.com/case?id=7', domain: 'acme.com', ownership: 'owned' }],
      citesOwnDomain: true,
    },
  },
  {
    id: 'gemini-redirect',
    trap: 'Gemini cites expiring redirect URLs; the domain is in the title',
    platform: 'gemini',
    text: 'Acme offers a free tier.',
    cited: [
      {
        url: 'https://vertexaisearch.cloud.google.com/grounding-api-redirect/AbC123',
        title: 'acme.com',
        startIndex: 0,
        endIndex: 24,
      },
    ],
    expect: {
      mentioned: ['Acme'],
      cited: [{ domain: 'acme.com', ownership: 'owned' }],
      citesOwnDomain: true,
    },
  },
  {
    id: 'multi-part-tld',
    trap: 'registrable domains under co.uk; a look-alike domain is third-party',
    context: {
      brand: { name: 'Acme', aliases: [], domains: ['acme.co.uk'] },
      competitors: [{ name: 'Globex', aliases: [], domains: ['globex.com'] }],
    },
    text: 'Acme is the UK leader.',
    cited: [
      { url: 'https://shop.acme.co.uk/deals' },
      { url: 'https://globex.co.uk/' },
      { url: 'https://bbc.co.uk/news/1' },
    ],
    expect: {
      mentioned: ['Acme'],
      cited: [
        { domain: 'acme.co.uk', ownership: 'owned' },
        { domain: 'globex.co.uk', ownership: 'third_party' },
        { domain: 'bbc.co.uk', ownership: 'third_party' },
      ],
    },
  },
  {
    id: 'own-domains-extra',
    trap: 'ownDomains can list more owned sites than the brand domains',
    context: {
      brand: ACME,
      competitors: COMPETITORS,
      ownDomains: ['acme.com', 'acme-community.org'],
    },
    text: 'The Acme community forum answers most questions.',
    cited: [{ url: 'https://acme-community.org/t/123' }],
    expect: {
      mentioned: ['Acme'],
      cited: [{ domain: 'acme-community.org', ownership: 'owned' }],
      citesOwnDomain: true,
    },
  },
  {
    id: 'organic-rank',
    trap: 'google_search: the organic rank is the first result on an owned domain',
    platform: 'google_search',
    text: '1. Best CRM 2025 - g2\n2. Globex CRM - globex.com\n3. Acme: CRM for startups',
    organic: [
      { position: 1, url: 'https://www.g2.com/categories/crm' },
      { position: 2, url: 'https://globex.com/crm' },
      { position: 3, url: 'https://www.acme.com/' },
      { position: 4, url: 'https://acme.com/pricing' },
    ],
    expect: { mentioned: ['Globex', 'Acme'], organicRank: 3 },
  },
  {
    id: 'organic-absent',
    trap: 'google_search without an owned result has no rank',
    platform: 'google_search',
    text: '1. Globex CRM',
    organic: [{ position: 1, url: 'https://globex.com/crm' }],
    expect: { mentioned: ['Globex'], organicRank: null },
  },
  {
    id: 'empty-answer',
    trap: 'an empty answer (no AI Overview shown) mentions nothing',
    platform: 'google_ai_overview',
    text: '',
    expect: { mentioned: [], citesOwnDomain: false },
  },
  {
    id: 'cited-only',
    trap: 'cited but not mentioned: a citation is not a mention',
    text: 'Most CRMs offer pipeline views and email sync.',
    cited: [{ url: 'https://acme.com/features' }],
    expect: { mentioned: [], citesOwnDomain: true },
  },
  {
    id: 'many-mentions',
    trap: 'name, alias and domain together count every occurrence',
    text: 'Acme started in 2015. Acme Corp now serves 10,000 teams. Visit acme.com. Acme rocks.',
    expect: { mentioned: ['Acme'], counts: { Acme: 4 } },
  },
  {
    id: 'lawsuit-negative',
    trap: 'plural negative words (lawsuits, complaints) and intensifiers',
    text: 'Globex has faced lawsuits and customer complaints after a very serious data breach.',
    expect: { mentioned: ['Globex'], sentiment: { Globex: 'negative' } },
  },
  {
    id: 'steep-learning-curve',
    trap: 'phrases: "steep learning curve" is negative; "value for money" positive',
    text: 'Initech has a steep learning curve. Acme is great value for money.',
    expect: { mentioned: ['Initech', 'Acme'], sentiment: { Initech: 'negative', Acme: 'positive' } },
  },
  {
    id: 'neutral-description',
    trap: 'a factual description is neutral and not a recommendation',
    text: 'Acme is a CRM founded in 2015 and headquartered in Berlin.',
    expect: { mentioned: ['Acme'], sentiment: { Acme: 'neutral' }, notRecommended: ['Acme'] },
  },
  {
    id: 'perplexity-markers',
    trap: 'citation markers [1][2] next to names do not break word boundaries',
    platform: 'perplexity',
    text: 'Acme[1] and Globex[2] both integrate with Gmail[1][3].',
    cited: [
      { url: 'https://acme.com/integrations', startIndex: 4, endIndex: 7 },
      { url: 'https://globex.com/gmail', startIndex: 18, endIndex: 21 },
    ],
    expect: {
      mentioned: ['Acme', 'Globex'],
      cited: [
        { domain: 'acme.com', ownership: 'owned' },
        { domain: 'globex.com', ownership: 'competitor', competitor: 'Globex' },
      ],
    },
  },
];
