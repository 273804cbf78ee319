/**
 * Analyzer version 27: German contractions before nouns, Japanese notes on other operators, glossed
 * katakana words, "## 代替候補" sections, "Raus aus X", "findet mit X eine Alternative". The answers below
 * are written for these tests, not taken from the eval corpus; the tracked brands are invented.
 */
import { countIn, entityIn, harborAnd, expectBalanced } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

const entity = (text: string, name: string) => entityIn(text, name);

it('is version 27 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(27);
});

describe('mentions', () => {
  it('reads "Im Klartext" opening a sentence as the word, "Im Sonnenhof" as the name', () => {
    const text = 'Klartext Mobil kostet 9 €. Im Klartext: Wer nur auf den Preis schaut, spart dort.';
    expect(countIn(text, 'Klartext', harborAnd('Klartext', ['Klartext Mobil']))).toBe(1);
    expect(
      countIn('Im Sonnenhof gibt es eine Katzensprechstunde.', 'Sonnenhof', harborAnd('Sonnenhof')),
    ).toBe(1);
  });

  it.each([
    [
      '馬車道ボディラボ',
      ['ボディラボ'],
      'なお、同じ馬車道にある「ボディラボ整骨院」は別の事業者が運営する整骨院です。',
      0,
    ],
    [
      'コアジム',
      ['CORE'],
      'みなとみらいにある「CORE FITNESS STUDIO」はヨガ中心のスタジオで、パーソナルジムCOREとは別の運営会社です。',
      1,
    ],
    ['Roulons', [], "À noter : l'association Roulons Malin n'a aucun lien avec l'application Roulons.", 1],
  ])("does not count %s inside another operator's name", (name, aliases, text, want) => {
    expect(countIn(text, name, harborAnd(name, aliases))).toBe(want);
  });

  it('reads a katakana word glossed in Japanese in running text as the word', () => {
    const text = '- 体験では、コア（体幹）の使い方まで具体的に話してくれるかを確認しましょう。';
    expect(countIn(text, 'コア', harborAnd('コア'))).toBe(0);
  });
});

describe('verdicts', () => {
  it('reads bare names after "## 代替候補" as options', () => {
    const text = [
      '## 代替候補',
      '### Harbor',
      '- 会員登録は無料です',
      '### Quill',
      '- 定期便をスキップできます',
    ].join('\n');
    expect(entity(text, 'Harbor')?.recommended).toBe(true);
    expect(entity(text, 'Quill')?.recommended).toBe(true);
  });

  it('reads "どちらか一方が明確に優れているとは言い切れません" as a comparison with no winner', () => {
    const text = [
      '| 項目 | Harbor | Quill |',
      '|---|---|---|',
      '| 料金 | 約21万円 | 約24万円 |',
      '',
      'どちらか一方が明確に優れているとは言い切れません。',
    ].join('\n');
    expectBalanced(text, ['Harbor']);
  });

  it('does not pick what the reader leaves ("Raus aus Netzo")', () => {
    const text =
      'Raus aus Quill, rein ins Telekom-Netz: Für deine Situation ist Lumo die naheliegendste Wahl.';
    expect(entity(text, 'Quill')?.recommended).toBe(false);
    expect(entity(text, 'Lumo')?.recommended).toBe(true);
  });

  it('reads "findet mit X eine Alternative" as a pick', () => {
    const text =
      'Wer Wert auf Verlässlichkeit legt, findet mit Lumo in Bornheim eine Alternative mit stabilen Bewertungen.';
    expect(entity(text, 'Lumo')?.recommended).toBe(true);
  });
});
