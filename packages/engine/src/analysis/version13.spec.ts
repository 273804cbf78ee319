/**
 * Analyzer version 13: names after a sentence-opening preposition, well-known brands and products in
 * five languages, and verdict cues the rules missed (imperatives of going to or calling a business,
 * German separable and fitting verbs, advice to avoid, purpose clauses). The answers below are written
 * for these tests, not taken from the eval corpus; the tracked brands are invented. Texts are shorter
 * than an answer, so the rules decide alone (the learned layers read answer-length texts).
 */
import { analyzeText } from './text-api';
import { ANALYSIS_VERSION } from './types';

const pair = {
  brand: { name: 'Alisio Surf', aliases: ['Alisio'], domains: ['alisiosurf.com'] },
  competitors: [{ name: 'Globex', aliases: [], domains: [] }],
};
const alisio = (text: string) =>
  Object.values(analyzeText({ text }, pair).entities).find((e) => e.name === 'Alisio Surf');

it('is version 13 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(13);
});

describe('a preposition opening the sentence is no part of the name after it', () => {
  it.each([
    'Sobre Alisio Surf, que me preguntabas, las opiniones están divididas.',
    'Según Alisio Surf, las clases empiezan en abril.',
    'Selon Alisio Surf, les cours commencent en avril.',
    'Über Alisio Surf gibt es gemischte Bewertungen.',
    'About Alisio Surf: reviews are mixed.',
  ])('%s', (text) => {
    expect(alisio(text)).toMatchObject({ count: 1 });
    expect(analyzeText({ text }, pair).untrackedBrands).toEqual([]);
  });

  it('while a capitalised unknown word before it still makes another company’s name', () => {
    expect(alisio('Corvana Alisio Surf es otra escuela.')).toMatchObject({ count: 0 });
  });
});

describe('well-known brands and products', () => {
  const untrackedOf = (text: string) => analyzeText({ text }, pair).untrackedBrands;

  it('are read in Japanese prose', () => {
    expect(
      untrackedOf(
        '業者の口コミはくらしのマーケットやミツモアで比べられます。中古車ならカーセンサーが定番です。',
      ),
    ).toEqual(['くらしのマーケット', 'ミツモア', 'カーセンサー']);
  });

  it('read a lower-case name going on in capitals whole in Japanese ("au PAY")', () => {
    expect(untrackedOf('支払いはau PAYで、予約はEPARK歯科からできます。')).toEqual(['au PAY', 'EPARK歯科']);
  });

  it('keep a product name whole instead of its company ("Microsoft 365", "Apple Watch")', () => {
    expect(untrackedOf('It syncs with Microsoft 365, Xero and the Apple Watch app.')).toEqual(
      expect.arrayContaining(['Microsoft 365', 'Xero', 'Apple Watch']),
    );
    expect(untrackedOf('It syncs with Microsoft 365, Xero and the Apple Watch app.')).not.toContain(
      'Microsoft',
    );
  });
});

describe('verdict cues', () => {
  it.each([
    ['Si lo que necesitas es gastar poco, ve a Alisio Surf, en Tarifa.'],
    ['- **Solo la transferencia del vehículo:** ve con Alisio Surf.'],
    ['Si corres, te convendrá una app específica como Alisio Surf.'],
    ['La alternativa más parecida es Alisio Surf, en Conil.'],
    ['Alisio Surf es la referencia en surf para principiantes.'],
    ['Hier passt Alisio Surf.'],
    ['Wenn Sie einen Terrier haben, gehen Sie zu Alisio Surf.'],
    ['Falls Ihnen der Preis wichtiger ist, kommt auch die Alisio Surf in Plagwitz infrage.'],
    ['Für Mülheim ist Alisio Surf die naheliegendere Wahl.'],
    ['**If your tank failed today**, call Alisio Surf.'],
    ['For general repairs, Alisio Surf is the one I would call first.'],
    ['Alisio Surf is the more consistent choice in recent reviews.'],
    ['Si vous travaillez de nuit, regardez aussi Alisio Surf.'],
    ['Les commerçants qui ont quitté la solution se tournent souvent vers Alisio Surf.'],
    ['Pour des verres progressifs, je pencherais assez nettement pour Alisio Surf.'],
    ['Des artisans mieux notés comme Alisio Surf publient leurs tarifs.'],
    ['**If the kids’ schedule is the main fight → Alisio Surf**'],
    ['Freelancers who leave often switch to Alisio Surf.'],
    ['Alisio Surf is worth a serious look if your team lives in Slack.'],
    ['Dann schau dir **Alisio Surf** an.'],
    ['Ebenfalls einen Blick wert ist Alisio Surf in Gohlis.'],
    ['Alles in allem ist Alisio Surf die sicherere Wahl.'],
    ['Si la rapidité prime, Alisio Surf est probablement l’option la plus efficace.'],
    ['Alisio Surf est une troisième piste solide.'],
    ['La más parecida en precio y trato es Alisio Surf, en Indautxu.'],
    ['Si votre priorité est un coût fixe bas, Alisio Surf mérite un essai.'],
    ['Alisio Surf est probablement ce qui colle le mieux à votre cas.'],
  ])('picks: %s', (text) => {
    expect(alisio(text)).toMatchObject({ recommended: true, sentiment: 'positive' });
  });

  it.each([
    ['Von Alisio Surf raten mehrere aktuelle Bewertungen auf Google und Trustpilot eher ab.'],
    ['**Weniger empfehlenswert: Alisio Surf**'],
    ['Weniger gut schneidet derzeit Alisio Surf ab: Kunden berichten von Absagen.'],
    ['Bei Alisio Surf wäre ich bei den Preisen vorsichtig.'],
    ['No incluiría en esta lista a Alisio Surf.'],
    ["I'd recommend avoiding Alisio Surf for now."],
    ["I'd steer you away from Alisio Surf right now."],
    ["For a remodel, I wouldn't make Alisio Surf your first choice."],
    ["Tant que rien ne change, je vous conseillerais d'éviter Alisio Surf."],
    ['**La que no te recomendaría para niños: Alisio Surf**'],
    ['En revanche, la prudence s’impose avec Alisio Surf.'],
    ["I'd be hesitant to choose Alisio Surf for a new deployment."],
    ['Many reviewers suggest steering clear of Alisio Surf.'],
    ['It makes sense to skip Alisio Surf.'],
    ['Vorsicht ist dagegen bei Alisio Surf angebracht.'],
    ['Ehrlich gesagt würde ich Alisio Surf derzeit niemandem empfehlen.'],
    ['Solange das so ist, würde ich bei Alisio Surf kein Abo abschließen.'],
  ])('advises against: %s', (text) => {
    expect(alisio(text)).toMatchObject({ recommended: false, sentiment: 'negative' });
  });

  it.each([
    ['Alisio Surf ofrece depósitos con tarjeta para evitar los no-shows.'],
    ['Alisio Surf kommt daher für diesen Fall nicht infrage.'],
    ['Se ve a simple vista que Alisio Surf tiene grupos grandes.'],
    ['Alisio Surf makes it easy to skip or swap a shipment.'],
    ['Une agence comme Alisio Surf peut vous éviter une estimation à côté de la plaque.'],
  ])('neither picks nor warns: %s', (text) => {
    expect(alisio(text)).toMatchObject({ recommended: false });
    expect(alisio(text)?.sentiment).not.toBe('negative');
  });

  it('a switch away from an entity demotes it ("Wenn Sie von Acme weg möchten")', () => {
    const text = 'Wenn Sie von Alisio Surf weg möchten, würde ich mir zuerst Globex ansehen.';
    const entities = Object.values(analyzeText({ text }, pair).entities);
    expect(entities.find((e) => e.name === 'Alisio Surf')).toMatchObject({ recommended: false });
    expect(entities.find((e) => e.name === 'Globex')).toMatchObject({ recommended: true });
  });
});

describe('a kana alias enumerated with everyday words (rule 7 in Japanese)', () => {
  const bouquet = {
    brand: { name: 'ブーケ結婚相談所', aliases: ['ブーケ'], domains: ['bouquet.jp'] },
    competitors: [{ name: 'ステップ英会話', aliases: ['ステップ'], domains: ['step.jp'] }],
  };
  const countOf = (text: string) =>
    Object.values(analyzeText({ text }, bouquet).entities).find((e) => e.name === 'ブーケ結婚相談所')?.count;

  it('is the word beside a loanword or a kanji word', () => {
    expect(countOf('成婚後の式場探し、ブーケやドレスの手配には別途費用がかかります。')).toBe(0);
    expect(countOf('- 特典が、結婚式場やブーケ、指輪など、どこまで対象になるかを確かめる')).toBe(0);
  });

  it('is the brand beside another tracked name, or as a clause’s topic after 、', () => {
    expect(countOf('人気なのはステップ、ブーケ、Kindleです。')).toBe(1);
    expect(countOf('サポートは充実、ブーケは連絡が早いと評判です。')).toBe(1);
  });
});

describe('entries naming two services', () => {
  it('are read apart at 、 in a list head of names', () => {
    const text =
      '無料体験の比較です。\n\n- **ブーケ結婚相談所**：初回無料\n- **DMM英会話、レアジョブ英会話：** 大手も2回程度の無料体験を用意しています。';
    const names = analyzeText(
      { text },
      { brand: { name: 'ブーケ結婚相談所', aliases: [], domains: [] } },
    ).untrackedBrands;
    expect(names).toEqual(expect.arrayContaining(['DMM英会話', 'レアジョブ英会話']));
    expect(names).not.toContain('DMM英会話、レアジョブ英会話');
  });
});
