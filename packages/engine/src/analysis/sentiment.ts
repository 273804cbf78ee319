/**
 * A small lexicon-based sentiment scorer tuned for product answers: word weights from -3 to 3,
 * negation ("not reliable", "isn't cheap") flips and damps the next three words, intensifiers and
 * softeners scale the next sentiment word, and the sum is squashed into -1..1 (score / sqrt(score² + 15),
 * as in VADER).
 */

export type SentimentLabel = 'positive' | 'neutral' | 'negative';

export interface Sentiment {
  score: number;
  label: SentimentLabel;
}

const POSITIVE: Record<string, number> = {};
const NEGATIVE: Record<string, number> = {};

function define(target: Record<string, number>, weight: number, words: string): void {
  for (const w of words.split(/\s+/)) if (w) target[w] = weight;
}

define(
  POSITIVE,
  3,
  'excellent outstanding exceptional superb best best-in-class best-of-breed fantastic amazing love',
);
define(
  POSITIVE,
  2,
  `great recommended recommend recommends reliable trusted intuitive powerful robust leading favorite favourite
   praised standout ideal impressive seamless user-friendly easy-to-use affordable strong perfect positive
   secure innovative efficient loved go-to winner award-winning delight delightful reputable popular`,
);
define(
  POSITIVE,
  1,
  `top good solid easy fast quick simple flexible helpful useful responsive generous clean capable scalable
   convenient stable smooth friendly fair value worth benefit benefits advantage advantages pros
   polished comprehensive versatile accurate transparent well-designed well-known satisfied happy decent`,
);
define(
  NEGATIVE,
  -3,
  'terrible awful horrible worst scam fraud fraudulent unusable nightmare disaster lawsuit',
);
define(
  NEGATIVE,
  -2,
  `poor bad expensive overpriced unreliable buggy outage outages breach breaches complaints complaint clunky
   outdated frustrating confusing difficult disappointing disappointed avoid lacking lacks slow steep
   hidden insecure broken fails failed failure crashes crash declining controversy problematic weak
   negative rude unhelpful unresponsive recall recalled delayed worsened deteriorated`,
);
define(
  NEGATIVE,
  -1,
  `pricey costly limited lack limitation limitations issues issue problem problems downside downsides cons
   complicated dated cluttered inconsistent mixed concerns concern drawback drawbacks lag lags
   restrictive unclear rigid struggle struggles annoying bug glitch glitches`,
);

const NEGATIONS = new Set(
  'not no never neither nor without hardly barely cannot cant dont doesnt isnt arent wasnt werent wont lacks'.split(
    ' ',
  ),
);
const INTENSIFIERS: Record<string, number> = {
  very: 1.3,
  extremely: 1.5,
  really: 1.2,
  highly: 1.3,
  incredibly: 1.5,
  super: 1.3,
  particularly: 1.2,
  exceptionally: 1.5,
  most: 1.2,
  somewhat: 0.6,
  slightly: 0.5,
  fairly: 0.7,
  relatively: 0.7,
  rather: 0.7,
  bit: 0.6,
};
/** Two-word phrases scored as a unit (the first word's own weight is then skipped). */
const PHRASES: Record<string, number> = {
  'learning curve': -1.5,
  'value for': 1.5,
  'top pick': 2.5,
  'top choice': 2.5,
  'stands out': 2,
  'first choice': 2,
  'falls short': -2,
  'no longer': -1,
  'too expensive': -2.5,
  'customer complaints': -2,
};

const TOKEN = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;

/** Every weighted word in one Map (faster than property lookups of arbitrary strings). */
const WEIGHTS = new Map<string, number>([...Object.entries(NEGATIVE), ...Object.entries(POSITIVE)]);
const INTENSITY = new Map(Object.entries(INTENSIFIERS));
/** First words of the two-word phrases: the phrase key is only built after one of these. */
const PHRASE_STARTS = new Set(Object.keys(PHRASES).map((p) => p.split(' ')[0] as string));

/** Weight of a word, trying the singular of a plural ("lawsuits" -> "lawsuit"). */
function lexiconWeight(token: string): number {
  const direct = WEIGHTS.get(token);
  if (direct !== undefined) return direct;
  if (token.length > 3 && token.endsWith('s')) return WEIGHTS.get(token.slice(0, -1)) ?? 0;
  return 0;
}

function isNegation(token: string): boolean {
  return NEGATIONS.has(token) || token.endsWith("n't") || token.endsWith('n’t');
}

export function labelOf(score: number): SentimentLabel {
  if (score >= 0.05) return 'positive';
  if (score <= -0.05) return 'negative';
  return 'neutral';
}

/** The raw (unsquashed) sentiment sum of a text. */
export function sentimentSum(text: string): number {
  const tokens = text.toLowerCase().match(TOKEN);
  if (!tokens) return 0;
  let sum = 0;
  let negateFor = 0;
  let scale = 1;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as string;
    if (isNegation(token)) {
      negateFor = 3;
      if (token !== 'lacks') continue;
    }
    const intensity = INTENSITY.get(token);
    if (intensity !== undefined) {
      scale *= intensity;
      continue;
    }
    const next = tokens[i + 1];
    const phrase = next === undefined || !PHRASE_STARTS.has(token) ? undefined : PHRASES[`${token} ${next}`];
    let weight = phrase ?? lexiconWeight(token);
    if (phrase !== undefined) i += 1;
    if (weight !== 0) {
      weight *= scale;
      if (negateFor > 0 && token !== 'lacks') weight *= -0.75;
      sum += weight;
      scale = 1;
    }
    if (negateFor > 0) negateFor -= 1;
  }
  return sum;
}

export function normalizeSentiment(sum: number): number {
  if (sum === 0) return 0;
  return Math.max(-1, Math.min(1, sum / Math.sqrt(sum * sum + 15)));
}

/** Sentiment of a piece of text, -1 (negative) to 1 (positive). */
export function scoreSentiment(text: string): Sentiment {
  const score = normalizeSentiment(sentimentSum(text));
  return { score, label: labelOf(score) };
}
