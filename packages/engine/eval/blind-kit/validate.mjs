// node validate.mjs <file> <letters>: checks a blind corpus part written by a helper (12 cases, ids,
// all five platforms per industry, lengths, a count for every tracked entity, order = the mentioned
// entities, sentiment only for those, cited domains from the cited urls, no "# " line inside a text).
// Copied next to the writer's file by mk.sh; see README.md.
import { parseCorpusFile } from './corpus-format.mjs';
import { createRequire } from 'node:module';
// tldts (registrable domains by the Public Suffix List) when the engine package is reachable; else a
// short list of second-level suffixes.
let tldts = null;
try {
  tldts = createRequire(process.env.LANTERN_ENGINE_PACKAGE ?? import.meta.url)('tldts');
} catch {
  tldts = null;
}
const [file, letters] = process.argv.slice(2);
const lang = file.replace(/^.*\//, '').replace(/\.txt$/, '');
const errors = [],
  warnings = [];
let cases;
try {
  cases = parseCorpusFile(file, lang, 'blind');
} catch (e) {
  console.log('PARSE ERROR', e.message);
  process.exit(1);
}
if (cases.length !== 12) errors.push(`expected 12 cases, found ${cases.length}`);
const PLATFORMS = ['chatgpt', 'perplexity', 'gemini', 'claude', 'google-ai-overview'];
const SECOND = new Set([
  'co.uk',
  'org.uk',
  'ac.uk',
  'com.au',
  'co.jp',
  'ne.jp',
  'or.jp',
  'ac.jp',
  'com.br',
  'com.mx',
  'com.es',
  'co.nz',
  'com.ar',
  'gouv.fr',
  'gv.at',
  'co.at',
  'or.at',
  'go.jp',
  'lg.jp',
  'gr.jp',
  'ed.jp',
  'gov.uk',
  'nhs.uk',
  'com.fr',
  'asso.fr',
  'gob.es',
  'org.es',
  'nom.es',
  'edu.es',
]);
const reg = (url) => {
  let h;
  try {
    h = new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
  if (tldts) return tldts.getDomain(h);
  const p = h.split('.');
  const last2 = p.slice(-2).join('.');
  return SECOND.has(last2) ? p.slice(-3).join('.') : last2;
};
cases.forEach((c, i) => {
  const id = `${lang}-${letters}${String(i + 1).padStart(2, '0')}`;
  if (c.id !== id) errors.push(`case ${i + 1}: id ${c.id}, expected ${id}`);
  if (!PLATFORMS.includes(c.platform)) errors.push(`${c.id}: unknown platform ${c.platform}`);
  const len = [...c.text].length;
  if (len < 900 || len > 2200) errors.push(`${c.id}: text length ${len} (900–2,200)`);
  c.text.split('\n').forEach((l) => {
    if (/^#(\s|$)/.test(l))
      errors.push(`${c.id}: text has a "# " line (a comment between cases?): ${l.slice(0, 70)}`);
  });
  if (/^(counts|order|rec|sent|untracked|domains|cited|retrieved):/m.test(c.text))
    errors.push(`${c.id}: label line inside text`);
  const ents = [c.brand, ...(c.competitors ?? [])];
  if (!c.brand || !c.competitors?.length) errors.push(`${c.id}: no brand/competitors`);
  const names = ents.map((e) => e.name);
  for (const n of names) if (!(n in c.counts)) errors.push(`${c.id}: no count for ${n}`);
  for (const k of Object.keys(c.counts))
    if (!names.includes(k)) errors.push(`${c.id}: count for unknown ${k}`);
  for (const k of Object.keys(c.counts))
    if (!Number.isInteger(c.counts[k]) || c.counts[k] < 0)
      errors.push(`${c.id}: bad count ${k}=${c.counts[k]}`);
  const mentioned = names.filter((n) => c.counts[n] > 0);
  const os = [...c.order].sort().join('|'),
    ms = [...mentioned].sort().join('|');
  if (os !== ms) errors.push(`${c.id}: order [${c.order}] != mentioned [${mentioned}]`);
  for (const r of c.rec) if (!mentioned.includes(r)) errors.push(`${c.id}: rec ${r} not mentioned`);
  const sk = Object.keys(c.sent).sort().join('|');
  if (sk !== ms) errors.push(`${c.id}: sent keys [${Object.keys(c.sent)}] != mentioned [${mentioned}]`);
  for (const [k, v] of Object.entries(c.sent))
    if (!['positive', 'neutral', 'negative'].includes(v)) errors.push(`${c.id}: sent ${k}=${v}`);
  for (const r of c.rec)
    if (c.sent[r] === 'negative') warnings.push(`${c.id}: ${r} recommended but negative`);
  // first-mention order by naive search of names/aliases (full-width letters folded, as rule 2 does:
  // "ｈａｒｐａ" is harpa)
  const lower = c.text.normalize('NFKC').toLowerCase();
  const first = (e) =>
    Math.min(
      ...[e.name, ...e.aliases, ...e.domains].map((s) => {
        const at = lower.indexOf(s.toLowerCase());
        return at < 0 ? Infinity : at;
      }),
    );
  for (const e of ents) {
    const at = first(e);
    if (c.counts[e.name] > 0 && at === Infinity)
      errors.push(`${c.id}: ${e.name} counted but no name/alias/domain occurs in the text`);
    if (c.counts[e.name] === 0 && at !== Infinity)
      warnings.push(
        `${c.id}: ${e.name}=0 but "${c.text.substr(at, 30).replace(/\n/g, ' ')}" occurs (common word? say why in a comment)`,
      );
  }
  // domains from cited hosts
  const want = { owned: new Set(), competitor: new Set(), third: new Set() };
  const own = new Set(c.brand?.domains ?? []),
    comp = new Set((c.competitors ?? []).flatMap((e) => e.domains));
  for (const s of c.cited) {
    const d = reg(s.url);
    if (!d) {
      errors.push(`${c.id}: bad url ${s.url}`);
      continue;
    }
    (own.has(d) ? want.owned : comp.has(d) ? want.competitor : want.third).add(d);
  }
  for (const k of ['owned', 'competitor', 'third']) {
    const got = [...c.domains[k]].sort().join(','),
      exp = [...want[k]].sort().join(',');
    if (got !== exp) errors.push(`${c.id}: domains ${k}=${got} but cited hosts give ${exp}`);
  }
  for (const u of c.untracked)
    if (names.some((n) => n.toLowerCase() === u.toLowerCase()))
      errors.push(`${c.id}: untracked ${u} is tracked`);
});
if (cases.length === 12)
  for (const half of [cases.slice(0, 6), cases.slice(6)]) {
    const ps = new Set(half.map((c) => c.platform));
    for (const p of PLATFORMS)
      if (!ps.has(p)) errors.push(`${half[0].id}..: platform ${p} missing in this industry`);
  }
for (const w of warnings) console.log('WARN', w);
for (const e of errors) console.log('ERROR', e);
console.log(
  errors.length ? `${errors.length} errors` : `OK (${cases.length} cases, ${warnings.length} warnings)`,
);
