/**
 * Analyzer version 41: price tables and fee overviews that suggest nothing, labels written another
 * way, other businesses (compounds, appositions, homonyms, 「…」は名前が同じ), katakana words after
 * an everyday word and の, the reader's aim in German, "À votre place, je …". The answers below are
 * written for these tests, not taken from the eval corpus; the tracked brands are invented.
 */
import { countIn, harborAnd, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 41 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(41);
});

describe('a price table or fee overview that suggests nothing', () => {
  const table = (intro: string) =>
    'Mobile detailing typically costs $150 to $350 for a sedan, depending on size and condition.\n\n' +
    `${intro}\n\n` +
    '| Provider | Exterior wash | Full detail |\n|---|---|---|\n' +
    '| Harbor | $59 | $219 |\n| Quill | $65 | $249 |\n| Lumo | $49 | $179 |\n\n' +
    'Prices change often; ask each company for a written quote.';

  it('lists facts: every entry neutral, none recommended', () => {
    const rules = rulesIn(table('### Published prices from local providers'));
    for (const name of ['Harbor', 'Quill', 'Lumo'])
      expect(rules[name]).toEqual({ recommended: false, sentiment: 'neutral' });
  });

  it.each([
    '### Best-rated detailers and their prices',
    'These well-reviewed local companies publish their prices:',
    '**Options in San Diego:**',
  ])('still lists options under "%s"', (intro) => {
    const rules = rulesIn(table(intro));
    for (const name of ['Harbor', 'Quill', 'Lumo']) expect(rules[name]?.recommended).toBe(true);
  });
});

it.each([
  // A label with its colon outside the bold is not one of the word labels written "**… :**".
  [
    "Pas besoin d'être polyglotte pour en profiter.\n\n### Ce que je déconseille\n**Polyglotte** : des abonnements difficiles à résilier.\n\n**Attention aux arnaques :** ne donnez jamais vos identifiants.",
    'Polyglotte',
    1,
  ],
  // Another business written on to the name, after "nicht zu verwechseln".
  [
    'Nicht zu verwechseln ist Wagenwerk Mobility übrigens mit dem Oldtimer-Wagenwerk in Altona.',
    'Wagenwerk Mobility',
    1,
  ],
  // Another business in an apposition, with a legal form after the name.
  [
    'Zahnersatz fertigt die benachbarte Zahntechnik Rheindental GmbH, ein eigenständiges Dentallabor.',
    'MVZ Rheindental',
    0,
  ],
  [
    "Attention aux homonymes : Terravert Loisirs, l'enseigne de jeux de plein air, n'a rien fait ici.",
    'Terravert',
    0,
  ],
  // A capitalised name opening a sentence before a verb, in an answer that also uses the word.
  ['- **Para ahorrar juntos:** Hucha deja crear una hucha compartida para un viaje.', 'Hucha', 1],
])('counts in "%s" the tracked %s %i times', (text, name, want) => {
  const aliases: Record<string, string[]> = {
    'Wagenwerk Mobility': ['Wagenwerk'],
    'MVZ Rheindental': ['Rheindental'],
  };
  expect(countIn(text, name, harborAnd(name, aliases[name] ?? []))).toBe(want);
});

describe('Japanese names that are everyday katakana words', () => {
  const balance = harborAnd('整体院バランス', ['バランス']);
  it('counts the name before 公式', () => {
    expect(
      countIn(
        '詳しくは[バランス公式サイト](https://balance.example.jp)で確認できます。',
        '整体院バランス',
        balance,
      ),
    ).toBe(1);
  });
  it('does not count the word after an everyday word and の, in an item', () => {
    expect(
      countIn(
        '## 整体院バランス\n* 理学療法士が在籍し、筋力と柔軟性のバランスを評価してくれる',
        '整体院バランス',
        balance,
      ),
    ).toBe(1);
  });
  it('still counts the name after a place and の in an item', () => {
    expect(countIn('- **ハード系なら**、北野のバランスがおすすめです。', '整体院バランス', balance)).toBe(1);
  });
  it('reads 「…」は名前が同じ as another business', () => {
    expect(
      countIn(
        'つばさペット保険は慢性疾患も補償します。なお、「つばさ動物病院」は名前が同じですが、保険会社とは関係のない動物病院です。',
        'つばさペット保険',
        harborAnd('つばさペット保険', ['つばさ']),
      ),
    ).toBe(1);
  });
});

describe('verdicts', () => {
  it('reads the reader\'s aim in German as no warning ("wenn Sie Kostenfallen vermeiden wollen")', () => {
    const rules = rulesIn(
      '**Erfahrungen:**\n* **Lumo:** Empfehlenswert, wenn Sie Kostenfallen vermeiden wollen. Das Modell gilt als transparent.',
    );
    expect(rules.Lumo).toEqual({ recommended: true, sentiment: 'positive' });
  });
  it('reads "sollte eher eine andere Praxis wählen" as a warning about the item\'s entity', () => {
    const rules = rulesIn(
      '### Weitere Optionen\n- **Harbor:** gute Wahl bei Angst vor dem Bohren.\n- **Lumo:** Hier häufen sich kritische Stimmen. Wer verlässlich planen will, sollte eher eine andere Praxis wählen.',
    );
    expect(rules.Lumo?.recommended).toBe(false);
    expect(rules.Lumo?.sentiment).toBe('negative');
  });
  it('reads "À votre place, je …" as a pick, not when negated', () => {
    expect(rulesIn("À votre place, je demanderais d'abord un devis à Lumo.").Lumo?.recommended).toBe(true);
    expect(rulesIn('À votre place, je ne signerais pas avec Lumo.').Lumo?.recommended).toBe(false);
  });
});
