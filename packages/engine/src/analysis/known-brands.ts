/**
 * Well-known companies, platforms and sites that answers name in passing ("check reviews on
 * Trustpilot", "book through the app or LINE", "sold on Amazon"): reported as untracked brands
 * (rule 13) wherever they are written as spelled here, even where a capitalised word alone would
 * not be trusted (a sentence start, after a preposition, a German noun position). Case-sensitive on
 * purpose: "zoom in", "windows", "line" and "amazon rainforest" stay words.
 *
 * Short all-caps words that are not on this list ("CT", "WLTP", "ESO", "DPO") are abbreviations of
 * terms, exams, laws and units, not brands.
 */
const LATIN = `
  Google|Google Maps|Google Play|Google Drive|Google Docs|Google Sheets|Google Calendar|Google Meet|
  Google Shopping|Google Pay|Gmail|YouTube|Android|Chrome|Apple|Apple Pay|iPhone|iPad|iOS|macOS|iCloud|
  App Store|Microsoft|Microsoft Teams|Microsoft 365|Outlook|Excel|Windows|OneDrive|Dropbox|Slack|Zoom|
  Skype|WhatsApp|Telegram|Facebook|Instagram|TikTok|LinkedIn|Twitter|Pinterest|Snapchat|Reddit|Quora|
  Wikipedia|Amazon|Amazon Prime|eBay|Etsy|AliExpress|Alibaba|Temu|Shein|Zalando|Booking.com|Airbnb|
  Expedia|Tripadvisor|TripAdvisor|Trustpilot|Yelp|Uber|Lyft|Netflix|Spotify|PayPal|Stripe|Klarna|
  Mastercard|Visa|Revolut|Shopify|WooCommerce|WordPress|Wix|Squarespace|Salesforce|HubSpot|Zapier|Notion|
  Trello|Asana|Jira|GitHub|AWS|Azure|ChatGPT|OpenAI|Capterra|G2|Glassdoor|Indeed|IKEA|Decathlon|Lidl|
  Aldi|Carrefour|Leroy Merlin|MediaMarkt|Check24|CHECK24|Idealo|idealo|Stiftung Warentest|Finanztest|
  Verivox|DATEV|Fnac|Darty|Doctolib|Leboncoin|leboncoin|Vinted|BlaBlaCar|Wallapop|Idealista|Fotocasa|
  El Corte Inglés|Mercadona|Glovo|Cabify|Milanuncios|Rakuten|Yahoo|BBC|SUUMO|PayPay|LINE|Best Buy|
  Walmart|Costco|Home Depot|Reverb|Vivino|Xbox|PlayStation|Nintendo|Twitch|Discord|Canva|
  Adobe|Photoshop|Lightroom|Figma|Tesla|Samsung|Sony|Nike|Adidas`;
// Common words at a sentence start ("Zoom in on ...", "Windows and doors ..."): mid-sentence only.
const SENTENCE_START_WORDS = new Set([
  'Apple',
  'Excel',
  'Zoom',
  'Windows',
  'Notion',
  'Chrome',
  'Line',
  'Visa',
]);
const JAPANESE = 'メルカリ|楽天|楽天市場|価格.com|食べログ|ホットペッパー|ヤフオク|ヤフー|ジモティー|みん評';

const escape = (name: string) => name.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
const byLength = (list: string) =>
  list
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
const LATIN_NAMES = byLength(LATIN);
const JAPANESE_NAMES = byLength(JAPANESE);
const KNOWN = new RegExp(
  `(?<![\\p{Script=Latin}\\p{N}@./-])(?:${LATIN_NAMES.map(escape).join('|')})(?![\\p{Script=Latin}\\p{N}]|\\.[a-z])` +
    `|(?<![\\p{Script=Katakana}ー])(?:${JAPANESE_NAMES.map(escape).join('|')})(?![\\p{Script=Katakana}ー])`,
  'gu',
);
const KNOWN_SET = new Set([...LATIN_NAMES, ...JAPANESE_NAMES]);

/**
 * A short all-caps word not on the list ("CT", "WLTP", "ESO", "3PMSF"): an abbreviation of a term,
 * an exam, a law or a unit.
 */
export function isAbbreviation(name: string): boolean {
  return name.length <= 6 && /^\p{N}*\p{Lu}{2,}[\p{Lu}\p{N}-]*$/u.test(name) && !KNOWN_SET.has(name);
}

/** The known brands written in a text, with their offsets. */
export function knownBrandsIn(text: string): { start: number; name: string }[] {
  const out: { start: number; name: string }[] = [];
  KNOWN.lastIndex = 0;
  for (let m = KNOWN.exec(text); m; m = KNOWN.exec(text)) {
    if (
      SENTENCE_START_WORDS.has(m[0]) &&
      /(?:^|[.!?:]\s*|\n[\s*#>-]*)$/u.test(text.slice(Math.max(0, m.index - 4), m.index))
    )
      continue;
    out.push({ start: m.index, name: m[0] });
  }
  return out;
}
