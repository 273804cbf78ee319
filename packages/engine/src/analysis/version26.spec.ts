/**
 * Analyzer version 26: Japanese everyday katakana words, "Don't confuse A with B", "as recommended",
 * Japanese conditional picks after a place, "I don't think there's a clear winner", "zu einem anderen
 * Anbieter raten". The answers below are written for these tests, not taken from the eval corpus; the
 * tracked brands are invented.
 */
import { countIn, entityIn, harborAnd, expectBalanced } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

const entity = (text: string, name: string) => entityIn(text, name);

it('is version 26 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(26);
});

describe('mentions', () => {
  it('reads a katakana word written on to a kanji word as the word, not a shop suffix', () => {
    const context = harborAnd('リピート', ['リピートアプリ']);
    const text =
      'デジタル化した店舗ではリピート率が上がりました。リピート客への配慮も大切です。\n- **リピート**：月額5,500円です。';
    expect(countIn(text, 'リピート', context)).toBe(1);
    expect(
      countIn(
        '- **ミント店**：駅前にあります。\n- **ミント系**の洗口液は避けましょう。',
        'ミント',
        harborAnd('ミント'),
      ),
    ).toBe(1);
  });

  it('does not count the other business in "Don\'t confuse A with B"', () => {
    const text = "- Don't confuse Arch Orthodontics with Arch Dental Lab in Kearny Mesa, which makes crowns.";
    expect(countIn(text, 'Arch', harborAnd('Arch', ['Arch Orthodontics']))).toBe(1);
  });

  it('does not count a name inside "… Pediatric Dentistry"', () => {
    const text = 'Kestrel Pediatric Dentistry in Escondido is a separate practice.';
    expect(countIn(text, 'Kestrel', harborAnd('Kestrel'))).toBe(0);
  });
});

describe('verdicts', () => {
  it('does not take "as recommended" for a pick', () => {
    const text =
      "For comparison, Quill's own heads cost about $22 a year if you replace them every three months as recommended.";
    expect(entity(text, 'Quill')?.recommended).toBe(false);
  });

  it('reads a Japanese condition with a place before the name as a conditional pick', () => {
    const text = '神戸市内であれば、ポートアイランドにあるQuillは治療計画を書面で渡してくれます。';
    expect(entity(text, 'Quill')?.recommended).toBe(true);
  });

  it('reads "I don\'t think there\'s a clear winner here" as a comparison with no winner', () => {
    const text = [
      'The Harbor Pulse 5 has a sensitive mode.',
      '',
      'The Quill Pro 3 lets you fine-tune the strength rather than pick a preset.',
      '',
      "So I don't think there's a clear winner here.",
    ].join('\n');
    expectBalanced(text, ['Quill']);
  });

  it('reads "zu einem anderen Anbieter raten" as a warning about the one named', () => {
    const text =
      'Kurz gesagt: **Quill** ist eine zugelassene Versandapotheke, aber ich würde dir derzeit eher zu einem anderen Anbieter raten.';
    expect(entity(text, 'Quill')).toMatchObject({ recommended: false, sentiment: 'negative' });
  });
});
