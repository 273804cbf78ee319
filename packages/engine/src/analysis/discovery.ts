/**
 * Finds brand-like names an answer mentions that are not tracked yet (suggested competitors), from
 * where answers put brands: list item headings ("1. **Zoho CRM**: ..."), bold spans, and enumerations
 * ("such as X, Y and Z", "X, Y, or Z").
 */

const NOT_BRANDS = new Set(
  `the a an this that these those there here it its they their our your my we you i he she however overall
   also additionally finally first second third next then pricing price prices cost costs features feature
   pros cons best top summary conclusion note notes key tip tips step steps option options alternative
   alternatives budget small large medium mid enterprise enterprises business businesses team teams free
   pro plus premium basic standard starter advanced ease use support integration integrations security
   performance why what how when which who where bottom line verdict final recommendation recommendations
   comparison considerations consider factors factor example examples other others more less yes no ok
   january february march april may june july august september october november december monday tuesday
   wednesday thursday friday saturday sunday google search ai faq rating ratings reviews review score
   customer customers user users beginners startups freelancers agencies ecommerce smb smbs small-business
   if for with without in on at by from to of and or but so because while although though unlike
   compared each both many most some several all any one two three four five why who us uk eu usa
   north south east west europe asia america africa australia`.split(/\s+/),
);
const GENERIC_ACRONYMS = new Set(
  'CRM API SAAS SEO SEM ERP UI UX SMB B2B B2C ROI KPI FAQ PDF CSV HR IT SQL PM AI ML LLM GDPR HIPAA SOC SLA USD EUR US UK EU USA'.split(
    ' ',
  ),
);

const ABSTRACT_NOUN = /^\p{Lu}\p{Ll}+(?:ity|ness|ment|ship|ance|ence|ing|tion|sion|ism)$/u;
/** Names after these words are integration partners or platforms, not competitors. */
const PARTNER_CONTEXT =
  /\b(?:integrates? with|integrations? (?:with|for)|works? with|connects? (?:to|with)|syncs? with|compatible with|available (?:on|for)|runs on|plugins? for)\s*$/i;

const WORD = /^(?:[\p{Lu}\p{N}](?:[\p{L}\p{N}&+'’-]|\.(?=\p{L}))*|[\p{Ll}][\p{Lu}][\p{L}\p{N}]*)$/u;

const LIST_HEADING =
  /^[ \t]*(?:[-*•]|\d{1,2}[.)])\s+(?:\*\*|__)?([^\n*_:–—(|]{2,48}?)(?:\*\*|__)?\s*(?:[:–—(|]|\s-\s|$)/gmu;
const BOLD = /\*\*([^*\n]{2,48})\*\*/g;
const ENUMERATION =
  /\b(?:such as|like|including|include|includes|e\.g\.,?|alternatives? (?:are|include|like)|competitors? (?:are|include)|options (?:are|include))\s+([^.;:!?\n]{3,200})/giu;
const LIST_OF_NAMES =
  /((?:[\p{Lu}](?:[\p{L}\p{N}&+'’-]|\.(?=\p{L}))*(?:\s[\p{Lu}](?:[\p{L}\p{N}&+'’-]|\.(?=\p{L}))*){0,2})(?:,\s+[\p{Lu}](?:[\p{L}\p{N}&+'’-]|\.(?=\p{L}))*(?:\s[\p{Lu}](?:[\p{L}\p{N}&+'’-]|\.(?=\p{L}))*){0,2})+,?\s+(?:and|or)\s+[\p{Lu}](?:[\p{L}\p{N}&+'’-]|\.(?=\p{L}))*(?:\s[\p{Lu}](?:[\p{L}\p{N}&+'’-]|\.(?=\p{L}))*){0,2})/gu;

/** A cleaned candidate if it looks like a brand name, else undefined. */
export function brandCandidate(raw: string): string | undefined {
  const name = raw
    .trim()
    .replace(/^(?:\*\*|__|["“'‘(])+|(?:\*\*|__|["”'’),.!?])+$/g, '')
    .replace(/['’]s$/, '')
    .trim();
  if (name.length < 2 || name.length > 40) return undefined;
  const words = name.split(/\s+/);
  if (words.length > 4 || !words.every((w) => WORD.test(w))) return undefined;
  if (NOT_BRANDS.has((words[0] as string).toLowerCase())) return undefined;
  // Abstract nouns used as section headings ("Scalability", "Onboarding", "Management").
  if (words.length === 1 && name.length >= 7 && ABSTRACT_NOUN.test(name)) return undefined;
  if (words.length === 1 && GENERIC_ACRONYMS.has(name.toUpperCase())) return undefined;
  if (/^\d+$/.test(name.replace(/\W/g, ''))) return undefined;
  return name;
}

const LEADING_NAME =
  /^(?:\*\*)?[\p{Lu}\p{N}](?:[\p{L}\p{N}&+'’-]|\.(?=\p{L}))*(?:\s[\p{Lu}\p{N}](?:[\p{L}\p{N}&+'’-]|\.(?=\p{L}))*){0,3}/u;

/** Items of "X, Y and Z", each cut to its leading capitalised words ("Pipedrive for teams" -> "Pipedrive"). */
function splitEnumeration(value: string): string[] {
  return value
    .split(/,\s*(?:and\s+|or\s+)?|\s+(?:and|or|vs\.?|versus|such as|like|including)\s+/i)
    .map((item) => LEADING_NAME.exec(item.trim())?.[0] ?? '');
}

/** Untracked brand-like names in first-seen order; `isTracked` filters names already tracked. */
export function suggestBrands(text: string, isTracked: (name: string) => boolean): string[] {
  const raw: { index: number; name: string }[] = [];
  const collect = (pattern: RegExp, group: (m: RegExpExecArray) => string[]) => {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      for (const g of group(m)) raw.push({ index: m.index, name: g });
    }
  };
  collect(LIST_HEADING, (m) => [m[1] ?? '']);
  if (text.includes('**')) collect(BOLD, (m) => [m[1] ?? '']);
  const partners = (m: RegExpExecArray) =>
    PARTNER_CONTEXT.test(text.slice(Math.max(0, m.index - 40), m.index));
  collect(ENUMERATION, (m) => (partners(m) ? [] : splitEnumeration(m[1] ?? '')));
  collect(LIST_OF_NAMES, (m) => (partners(m) ? [] : splitEnumeration(m[1] ?? '')));
  raw.sort((a, b) => a.index - b.index);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const { name } of raw) {
    const candidate = brandCandidate(name);
    if (!candidate) continue;
    const key = candidate.toLowerCase();
    if (seen.has(key) || isTracked(candidate)) continue;
    seen.add(key);
    out.push(candidate);
  }
  return out;
}
