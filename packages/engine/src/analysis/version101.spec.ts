/**
 * Analyzer version 101: names that are words are told apart from the words in a table's column labels
 * ("| Bellows repair |"), in a word repeated around a preposition ("Schlag für Schlag"), in a German
 * word cut short before "und" ("Riemen- und Skullboote"), in an English word hyphenated to a particle
 * ("Catch-up weeks"), in a German checklist item ("* Balg auf Dichtigkeit prüfen:") and before
 * "の長さ"; a kana name before "をおすすめ" is a name; "nehmen X … zurück" (take back) is no pick. The
 * answers below are written for these tests, not taken from the eval corpus; the tracked brands are
 * invented.
 */
import { countIn, harborAnd, KEYNOVA, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION, type AnalysisContext } from './types';

it('is version 101 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(101);
});

describe('names that are words', () => {
  it('does not count a column label opening with the word ("| Bellows repair |")', () => {
    const context = harborAnd('Bellows', ['Bellows Accordion']);
    const text =
      '| Shop | Basic tune-up | Bellows repair |\n|---|---|---|\n| Bellows Accordion (The Hill) | $120 | $180 |\n| Harbor | $95 | $160 |';
    expect(countIn(text, 'Bellows', context)).toBe(1);
  });

  it('does not count a word repeated around a preposition ("Schlag für Schlag")', () => {
    const context = harborAnd('Schlag', ['Schlag Pro']);
    const text =
      'Für den 2000-m-Test ist **Schlag** die stimmigste Wahl. Rudere am lockeren Tag Schlag für Schlag kontrolliert.';
    expect(countIn(text, 'Schlag', context)).toBe(1);
  });

  it('does not count a German word cut short before "und", nor an English one hyphenated to a particle', () => {
    const riemen = harborAnd('Riemen', ['Riemen Coach']);
    const de =
      '**Riemen Coach** ist auf Vereine zugeschnitten; für Riemen- und Skullboote gibt es getrennte Pläne.';
    expect(countIn(de, 'Riemen', riemen)).toBe(1);
    const catchApp = harborAnd('Catch', ['Catch app']);
    const en = 'The Catch app builds an adaptive plan. Watch for "Catch-up" weeks in any plan.';
    expect(countIn(en, 'Catch', catchApp)).toBe(1);
    // ("Acme-style" is still the name.)
    expect(countIn('a Catch-style plan', 'Catch', catchApp)).toBe(1);
  });

  it('does not count a noun name opening a German checklist item ("* Balg auf Dichtigkeit prüfen:")', () => {
    const context = harborAnd('Balg', ['Balg Werkstatt']);
    const text =
      '**Balg Werkstatt** prüft gebrauchte Instrumente.\n\n* Balg auf Dichtigkeit prüfen: Ohne gedrückte Taste darf er kaum nachgeben.\n* Register durchschalten: Jede Stimme muss sauber klingen.';
    expect(countIn(text, 'Balg', context)).toBe(1);
  });

  it('reads "ストロークの長さ" as the word and "ストロークをおすすめする理由" as the name', () => {
    const context: AnalysisContext = {
      brand: { name: 'ストローク', aliases: ['STROKE Rowing'], domains: [] },
      competitors: [{ name: 'Keynova', aliases: [], domains: [] }],
    };
    const text =
      '初心者に一番おすすめなのは**ストローク**です。\n\n## ストロークをおすすめする理由\n\n音声ガイドでストロークの長さやリズムを整えてくれます。';
    expect(countIn(text, 'ストローク', context)).toBe(2);
  });
});

it('reads "nehmen X … zurück" (take back) as no pick', () => {
  const text =
    '- Im Laden gekaufte Instrumente nehmen Keynova und Pianello nur aus Kulanz zurück; ein gesetzliches Rückgaberecht gibt es dort nicht.';
  expect(rulesIn(text, KEYNOVA)).toMatchObject({
    Keynova: { recommended: false },
    Pianello: { recommended: false },
  });
});
