/**
 * Analyzer version 35: lower-case uses of a name the word lists lack, everyday katakana for sea life,
 * quoted terms "と表現される", and conditional picks after "Enfin," or "En cambio,". The answers below
 * are written for these tests, not taken from the eval corpus; the tracked brands are invented.
 */
import { countIn, entityIn, harborAnd } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 35 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(35);
});

const DIVE = {
  brand: { name: 'シーホープ', aliases: [], domains: [] },
  competitors: [
    { name: 'マンタ', aliases: ['ダイビングショップ マンタ'], domains: [] },
    { name: 'ケラマブルー', aliases: ['Kerama Blue'], domains: [] },
    { name: '杜の学舎', aliases: ['モリガク'], domains: [] },
  ],
};

it.each([
  [
    'Muchas ofertas de enero se contratan por impulso y luego cuesta salir.',
    'Impulso',
    harborAnd('Impulso'),
    0,
  ],
  ['Observez comment on respire, puis revenez à la respiration.', 'Respire', harborAnd('Respire'), 0],
  ['石垣島はマンタに出会える確率が高いエリアです。', 'マンタ', DIVE, 0],
  [
    '慶良間の海は「ケラマブルー」と表現されるほど透明度が高く、夏場は30m先まで見通せます。',
    'ケラマブルー',
    DIVE,
    0,
  ],
  [
    '杜の学舎（地元では「モリガク」と呼ばれることも多いようです）は少人数授業が特徴です。',
    '杜の学舎',
    DIVE,
    2,
  ],
])('counts in "%s" the mentions of %s', (text, name, context, want) => {
  expect(countIn(text, name, context)).toBe(want);
});

it.each([
  'Enfin, si vous préférez un seul interlocuteur pour les deux travaux, Lumo peut regrouper les interventions en une seule visite.',
  'En cambio, si tus horarios son cambiantes y prefieres ir por tu cuenta, Lumo abre de 6:00 a 23:30 y no tiene permanencia.',
])('reads a condition after a connective as a pick: "%s"', (text) => {
  expect(entityIn(text, 'Lumo')?.recommended).toBe(true);
});
