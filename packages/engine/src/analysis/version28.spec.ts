/**
 * Analyzer version 28: German nouns after adjectives, Japanese "・" lists, alternatives named as such and
 * tips naming providers. The answers below are written for these tests, not taken from the eval corpus;
 * the tracked brands are invented.
 */
import { countIn, entityIn, harborAnd } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

const entity = (text: string, name: string) => entityIn(text, name);

it('is version 28 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(28);
});

it('reads a listed German noun after an adjective as the word', () => {
  const text =
    'Die **Bäckerei Kruste** backt im Holzofen. Die Brezeln haben eine leicht glänzende Kruste; wer eine dicke, aromatische Kruste mag, ist hier richtig.';
  expect(countIn(text, 'Kruste', harborAnd('Kruste', ['Bäckerei Kruste']))).toBe(1);
});

it('reads Japanese lines opening with "・" as list items, each name an option', () => {
  const text = [
    '主な選択肢',
    '・Harbor：メンズカット4,400円。',
    '・Quill：くせ毛を活かしたメンズカット5,500円。',
  ].join('\n');
  expect(entity(text, 'Harbor')?.recommended).toBe(true);
  expect(entity(text, 'Quill')?.recommended).toBe(true);
});

it('reads "señalar como alternativas X o Y" as picks (not "alternativas a X")', () => {
  const context = {
    brand: { name: 'Harbor', aliases: [], domains: [] },
    competitors: [
      { name: 'Clave', aliases: ['Escuela de Música Clave'], domains: [] },
      { name: 'Retiro', aliases: ['Academia Musical Retiro'], domains: [] },
    ],
  };
  const text =
    'Si se busca algo más académico, las reseñas suelen señalar como alternativas la Escuela de Música Clave o la Academia Musical Retiro.';
  expect(entityIn(text, 'Clave', context)?.recommended).toBe(true);
  expect(entityIn(text, 'Retiro', context)?.recommended).toBe(true);
});

it('reads "Tipp: … bieten unter anderem X" as a pick', () => {
  const text = 'Tipp: Tarife ohne Nachtzeitklausel bieten unter anderem Lumo Premium und Quill Komfort.';
  expect(entity(text, 'Lumo')?.recommended).toBe(true);
});
