/**
 * Analyzer version 32: German nouns before a name, another business said to be independent, names
 * used as word labels or before a measure, the text after a Japanese item's first sentence; picks
 * ("I would call X first"), no winner ("Aucune des deux n'est objectivement meilleure"), not standing
 * out ("no destaca por precio"), a Japanese reference ("Xと大差ありません"). The answers below are written
 * for these tests, not taken from the eval corpus; the tracked brands are invented.
 */
import { countIn, entityIn, harborAnd, HARBOR_QUILL_LUMO } from './__fixtures__/entities';
import { createAnalyzer } from './analyze';
import { ANALYSIS_VERSION } from './types';

it('is version 32 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(32);
});

const PRINT = harborAnd('Format', ['Format Druck']);

it.each([
  // A noun after a preposition and an adjective is no part of another name.
  ['Kurz gesagt: für Welpen Harbor, für Rückrufprobleme Kessler.', 'Kessler', harborAnd('Kessler'), 1],
  // Said to be an independent business.
  [
    'Gut zu wissen: Kessler Dogwalking aus Walle ist ein eigenständiger Gassi-Service.',
    'Kessler',
    harborAnd('Kessler'),
    0,
  ],
  // The word as a label among labels of words, and before a measure; the alias as a label still counts.
  [
    '### Tipps\n* **Gestaltung:** Mit Canva geht es schnell.\n* **Format:** DIN A5 ist meist ideal.',
    'Format',
    PRINT,
    0,
  ],
  [
    '**Papier und Haptik.** Fragen Sie nach Mustern.\n\n**Format und Versand.** Quadratische Karten kosten mehr Porto.',
    'Format',
    PRINT,
    0,
  ],
  ['Legen Sie die Druckdaten im Format 89 × 59 mm an.', 'Format', PRINT, 0],
  ['* **Harbor:** günstig.\n* **Format Druck:** Lohnt sich für Einladungen.', 'Format', PRINT, 1],
  ['* **Harbor:** günstig.\n* **Format:** Lohnt sich für Einladungen mit Veredelung.', 'Format', PRINT, 1],
  // Japanese: another company said to be unrelated; an adverb after an item's first sentence.
  [
    '- 「コツコツ証券」は名前が似ていますが、コツコツ家計簿とは関係のない会社です。',
    'コツコツ',
    harborAnd('コツコツ', ['コツコツ家計簿']),
    1,
  ],
  [
    '- 家計簿は続けることが何より重要です。最初から完璧を目指さず、コツコツと1か月続けてみましょう。',
    'コツコツ',
    harborAnd('コツコツ', ['コツコツ家計簿']),
    0,
  ],
])('counts in "%s" the mentions of %s', (text, name, context, want) => {
  expect(countIn(text, name, context)).toBe(want);
});

it('reads "I would call X first" under a need as a pick', () => {
  const text =
    'If the main issue is how the rats are getting in, I would call Lumo first. Exclusion is their core work, though scheduling can take a week.';
  expect(entityIn(text, 'Lumo')?.recommended).toBe(true);
});

it('reads "Aucune des deux n\'est objectivement meilleure" as no winner, by the rules', () => {
  // (The rules' verdict, which the learned layer reads as a feature: each side's basis is 'balanced'.)
  const text =
    "Les deux écoles ont une bonne réputation. Voici une comparaison factuelle.\n\n### Harbor\n\n**Points forts**\n- Taux de réussite de 68 % au premier passage.\n\n**Points faibles**\n- Forfait parmi les plus élevés.\n\n### Lumo\n\n**Points forts**\n- Tarifs plus bas.\n\n**Points faibles**\n- Taux de réussite plus modeste.\n\n### Verdict\n\nAucune des deux n'est objectivement meilleure : l'une mise sur le taux de réussite, l'autre sur le prix.";
  const [harbor, , lumo] = createAnalyzer(HARBOR_QUILL_LUMO).verdictFeatures(text);
  expect(harbor).toEqual(expect.arrayContaining(['RR=false', 'RB=balanced']));
  expect(lumo).toEqual(expect.arrayContaining(['RR=false', 'RB=balanced']));
});

it('reads "no destaca por precio" as advice against', () => {
  const text =
    'Los supermercados online más baratos son:\n\n* **Quill:** envío gratis a partir de 70 €.\n\n**Harbor**, en cambio, no destaca por precio: su cesta sale un 12 % más cara que la media.';
  expect(entityIn(text, 'Harbor')).toMatchObject({ recommended: false, sentiment: 'negative' });
});

it('reads "月謝だけならXと大差ありません" as a reference, not a pick', () => {
  const text =
    'どちらも評判のよい塾です。費用は月謝だけならハーバー塾と大差ありませんが、年間総額はルモ学院の方がやや高くなる傾向です。';
  const context = {
    brand: { name: 'ハーバー塾', aliases: [], domains: [] },
    competitors: [{ name: 'ルモ学院', aliases: [], domains: [] }],
  };
  expect(entityIn(text, 'ハーバー塾', context)?.recommended).toBe(false);
});
