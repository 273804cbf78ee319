import { analyzeText, type EntityInput } from './text-api';
import { contextHashOf } from './analyze';
import { detectLanguage } from './language';
import { normalizeText, originalOffset } from './normalize';
import { registrableDomain } from './urls';

const acme = { id: 'b1', name: 'Acme', aliases: ['アクメ'], domains: ['acme.io'] };
const globex = { id: 'c1', name: 'Globex', aliases: [], domains: ['globex.com'] };
const run = (text: string, competitors: EntityInput[] = [globex], brand: EntityInput = acme) =>
  analyzeText({ text }, { brand, competitors });

describe('text clean-up (rule 2)', () => {
  it('folds full-width letters, drops soft hyphens and zero-width characters, joins wrapped words, and maps offsets back', () => {
    const raw = 'Ｘ Ac\u00adme and Blue-\nPeak\u200b!';
    const n = normalizeText(raw);
    expect(n.text).toBe('X Acme and BluePeak!');
    expect(raw.slice(originalOffset(n, 2), originalOffset(n, 5) + 1)).toBe('Ac\u00adme');
  });

  it('reports spans in the original text', () => {
    const r = run('Try Ａｃｍｅ today.');
    expect(r.entities.b1?.spans).toEqual([{ start: 4, end: 8, text: 'Ａｃｍｅ', via: 'name' }]);
  });
});

describe('boundaries by script (rules 3, 4)', () => {
  it('counts Latin and katakana names next to Japanese particles, not inside longer Latin words', () => {
    expect(run('Acmeは安い。アクメの評価も高い。Acmeville は別物。').entities.b1?.count).toBe(2);
  });

  it('counts the German genitive in German answers only', () => {
    expect(run('Acmes Preise sind fair, und die App ist gut.').entities.b1?.count).toBe(1);
    expect(run('Both Acmes are fine for the team.').entities.b1?.count).toBe(0);
  });

  it('counts a domain in the text once and a lookalike domain never', () => {
    const r = run('See acme.io/pricing for plans; acme-io-deals.net is not theirs.');
    expect(r.entities.b1).toMatchObject({ count: 1, spans: [{ text: 'acme.io/pricing', via: 'domain' }] });
  });

  it('does not count a tracked name inside another company product name', () => {
    const zed = { id: 'z', name: 'Zed', aliases: [], domains: [] };
    expect(run('Corvana Zed is an editor from another vendor.', [zed]).entities.z?.count).toBe(0);
  });
});

describe('common words by meaning (rule 7)', () => {
  const summit = { id: 's', name: 'Summit', aliases: [], domains: [] };
  const mirai = { id: 'm', name: 'Mirai', aliases: ['未来'], domains: [] };

  it('skips everyday uses of a common-word name, whatever the case', () => {
    const r = run(
      'Reach the summit of your goals. Summit of the season events help. Summit offers a free plan.',
      [summit],
    );
    expect(r.entities.s?.count).toBe(1);
  });

  it('counts a kanji alias that is an ordinary word only where a name stands', () => {
    expect(run('営業の未来はデータで決まります。', [mirai]).entities.m?.count).toBe(0);
    expect(run('「未来」はシンプルなCRMです。', [mirai]).entities.m?.count).toBe(1);
  });
});

describe('verdicts (rules 10, 11)', () => {
  it('recommends every entry of a list of options, caveats allowed, and not the thing replaced', () => {
    const r = run(
      [
        'Alternatives to Globex:',
        '',
        '1. **Initech** – solid.',
        '2. **Acme** – slower, limited exports.',
      ].join('\n'),
      [globex, { id: 'c2', name: 'Initech', aliases: [], domains: [] }],
    );
    expect(r.entities.b1).toMatchObject({ recommended: true, sentiment: 'positive' });
    expect(r.entities.c2).toMatchObject({ recommended: true, sentiment: 'positive' });
    expect(r.entities.c1).toMatchObject({ recommended: false, sentiment: 'neutral' });
    expect(r.entities.b1?.evidence).toBe('2. **Acme** – slower, limited exports.');
  });

  it('reads conditional picks and warnings in every language', () => {
    expect(run('Si necesitas informes, elige Acme. Evita Globex.').entities.b1).toMatchObject({
      recommended: true,
    });
    expect(run('Von Globex rate ich ab. Nehmen Sie Acme.').entities.c1).toMatchObject({
      recommended: false,
      sentiment: 'negative',
    });
    expect(run('Globexは避けたほうがよいでしょう。').entities.c1?.sentiment).toBe('negative');
  });

  it('says unknown when a pick and a warning target the same entity', () => {
    const r = run('- **Acme**: avoid it for now.\n\nMy pick is Acme. I would avoid Acme.');
    expect(r.entities.b1?.sentiment).toBe('unknown');
  });

  it('keeps praise of another name off a neutral baseline mention', () => {
    const r = run('Acme was founded in 2012; the award-winning studio Brightlane designed its logo.');
    expect(r.entities.b1?.sentiment).toBe('neutral');
    expect(r.untrackedBrands).toEqual(['Brightlane']);
  });
});

describe('domains, languages, ids', () => {
  it('takes registrable domains from the Public Suffix List', () => {
    expect(registrableDomain('https://shop.acme.co.uk/x')).toBe('acme.co.uk');
    expect(registrableDomain('blog.example.com.mx')).toBe('example.com.mx');
    expect(registrableDomain('user.github.io')).toBe('user.github.io');
  });

  it('classifies cited sources only, by exact registrable domain', () => {
    const r = analyzeText(
      {
        text: 'Acme [1]',
        sources: [
          { url: 'https://blog.acme.io/a' },
          { url: 'https://acme.de/' },
          { url: 'https://globex.com/x', cited: false },
        ],
      },
      { brand: acme, competitors: [globex] },
    );
    expect(r.citedDomains).toEqual({ owned: ['acme.io'], competitor: [], thirdParty: ['acme.de'] });
  });

  it('detects the language of an answer', () => {
    expect(detectLanguage('Die besten Tools für kleine Teams sind die folgenden.')).toBe('de');
    expect(detectLanguage('Les meilleurs outils pour une petite équipe.')).toBe('fr');
    expect(detectLanguage('Las mejores herramientas para un equipo pequeño.')).toBe('es');
    expect(detectLanguage('おすすめのツールはこちらです。')).toBe('ja');
    expect(detectLanguage('The best tools for a small team.')).toBe('en');
  });

  it('keys results by stable id and hashes the brand set deterministically', () => {
    const r = run('Globex and Acme.');
    expect(r.order).toEqual(['c1', 'b1']);
    expect(r.brandPosition).toBe(2);
    const context = { brand: acme, competitors: [globex] };
    expect(contextHashOf(context)).toBe(contextHashOf(JSON.parse(JSON.stringify(context))));
    expect(contextHashOf(context)).not.toBe(contextHashOf({ brand: acme, competitors: [] }));
  });
});
