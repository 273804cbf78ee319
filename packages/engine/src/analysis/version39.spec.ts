/**
 * Analyzer version 39: numbered kana words as item heads, ancient place names, and how-to question
 * headings. The answers below are written for these tests, not taken from the eval corpus; the tracked
 * brands are invented.
 */
import { countIn, entityIn, harborAnd } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 39 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(39);
});

it('reads "ステップ1" as a numbered step, even heading an item', () => {
  const text =
    '## 教室選びのステップ\n\n- **ステップ1：体験授業を受ける** ― ほとんどの教室で無料体験を実施しています。\n- **ステップ2：口コミで比較する** ― 保護者の声を確認します。';
  expect(countIn(text, 'ステップ', harborAnd('ステップ', ['ステップ・プログラミング教室']))).toBe(0);
});

it('reads "l\'antique Massilia" as the ancient city', () => {
  const text =
    "Si vous vous intéressez à l'histoire de l'antique Massilia, fondée par des marins grecs, visitez le musée.";
  expect(countIn(text, 'Massilia Tours', harborAnd('Massilia Tours', ['Massilia']))).toBe(0);
});

it('reads the paragraph under a how-to question heading as no option', () => {
  const text =
    "Plusieurs applications couvrent des besoins similaires :\n\n- **Lumo** – la plus proche en fonctionnalités.\n- **Quill** – à privilégier pour un suivi médical.\n\n**Comment transférer vos données ?**\nHarbor permet d'exporter l'historique au format CSV depuis les paramètres du compte.";
  expect(entityIn(text, 'Harbor')?.recommended).toBe(false);
  expect(entityIn(text, 'Lumo')?.recommended).toBe(true);
});
