// Parser of the labelled analysis corpus (packages/engine/eval/corpus/<split>/<lang>.txt).
//
// A file holds cases. A case starts with "@@ <id> <platform>", then label lines, then "--" and the
// answer text up to the next "@@". A "@@ defaults" block (labels only) sets brand/competitors for
// the cases after it. Label lines:
//   brand: Name | alias, alias | domain              competitors: Name | aliases | domain ;; Name | ...
//   cited: url ;; url                                retrieved: url ;; url
//   counts: Name=2; Other=1        (tracked entities not named have 0)
//   order: Name; Other             rec: Name; Other  (recommended; others are not)
//   sent: Name=positive; Other=neutral                untracked: Brand; Other Brand
//   domains: owned=a.com; competitor=b.com; third=c.com, d.co.uk
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const list = (value, sep = ';') =>
  value
    .split(sep)
    .map((s) => s.trim())
    .filter(Boolean);

function parseBrand(value) {
  const [name = '', aliases = '', domain = ''] = value.split('|').map((s) => s.trim());
  return { name, aliases: list(aliases, ','), domains: domain ? [domain] : [] };
}

function pairs(value) {
  const out = {};
  for (const item of list(value)) {
    const at = item.lastIndexOf('=');
    out[item.slice(0, at).trim()] = item.slice(at + 1).trim();
  }
  return out;
}

function applyLabel(target, key, value) {
  switch (key) {
    case 'brand':
      target.brand = parseBrand(value);
      break;
    case 'competitors':
      target.competitors = list(value, ';;').map(parseBrand);
      break;
    case 'cited':
    case 'retrieved':
      target[key] = list(value, ';;').map((url) => ({ url }));
      break;
    case 'counts':
      target.counts = Object.fromEntries(Object.entries(pairs(value)).map(([k, v]) => [k, Number(v)]));
      break;
    case 'order':
    case 'rec':
    case 'untracked':
      target[key] = list(value);
      break;
    case 'sent':
      target.sent = pairs(value);
      break;
    case 'domains': {
      const d = pairs(value);
      target.domains = {
        owned: list(d.owned ?? '', ','),
        competitor: list(d.competitor ?? '', ','),
        third: list(d.third ?? '', ','),
      };
      break;
    }
    default:
      throw new Error(`unknown label "${key}"`);
  }
}

export function parseCorpusFile(path, language, split) {
  const source = readFileSync(path, 'utf8');
  const cases = [];
  let defaults = {};
  for (const block of source.split(/^@@ /m).slice(1)) {
    const [header = '', ...rest] = block.split('\n');
    const [id = '', platform = 'chatgpt'] = header.trim().split(/\s+/);
    const body = rest.join('\n');
    const sep = body.search(/^--$/m);
    const labelPart = sep === -1 ? body : body.slice(0, sep);
    const target = id === 'defaults' ? { ...defaults } : { ...defaults, id, platform, language, split };
    for (const line of labelPart.split('\n')) {
      if (!line.trim() || line.startsWith('#')) continue;
      const colon = line.indexOf(':');
      if (colon === -1) throw new Error(`${path} ${id}: bad label line "${line}"`);
      try {
        applyLabel(target, line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      } catch (error) {
        throw new Error(`${path} ${id}: ${error.message}`, { cause: error });
      }
    }
    if (id === 'defaults') {
      defaults = target;
      continue;
    }
    target.text = sep === -1 ? '' : body.slice(sep + 3).replace(/\n+$/, '');
    target.counts ??= {};
    target.order ??= [];
    target.rec ??= [];
    target.sent ??= {};
    target.untracked ??= [];
    target.cited ??= [];
    target.retrieved ??= [];
    target.domains ??= { owned: [], competitor: [], third: [] };
    cases.push(target);
  }
  return cases;
}

export function loadCorpus(root, splits) {
  const cases = [];
  for (const split of splits) {
    for (const file of readdirSync(join(root, split)).sort()) {
      if (file.endsWith('.txt'))
        cases.push(...parseCorpusFile(join(root, split, file), file.slice(0, -4), split));
    }
  }
  return cases;
}
