/**
 * Analyzer version 51: price overviews under one overview heading and with a disclaimer, 約款 as a word
 * of terms, and names that are a German idiom's noun, a street or another business joined by a
 * hyphen, a region, a Japanese company or street, or a person. The answers below are written for
 * these tests, not taken from the eval corpus; the tracked brands are invented.
 */
import { countIn, harborAnd, recommendedIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 51 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(51);
});

describe('overviews suggest nobody', () => {
  it('reads a table under "## Preisübersicht …" with a disclaimer as facts', () => {
    const text =
      'Eine Erstberatung im Mietrecht darf für Verbraucher höchstens 190 € kosten.\n\n## Preisübersicht ausgewählter Anbieter\n\n| Anbieter | Erstberatung |\n|---|---|\n| Harbor | 99 € |\n| Quill | 120 € |\n| Lumo | 49 € |\n\nOb Harbors Festpreis auch für Folgetermine gilt, ist unklar. Eine Empfehlung ist die Tabelle nicht.';
    expect(recommendedIn(text)).toEqual([false, false, false]);
  });

  it('reads how providers apply the standard terms (約款) as facts', () => {
    const text =
      '引越しのキャンセル料は標準引越運送約款に基づき、前々日から発生するのが一般的です。\n\n**業者ごとの扱いの例**\n* Harborは約款どおり前々日から発生します。\n* Quillは特殊作業の費用を実費で請求します。\n* Lumoのようなサービスでは、配送料がかかることがあります。';
    expect(recommendedIn(text)).toEqual([false, false, false]);
  });
});

describe('German names', () => {
  it('skips the noun of "nach Feierabend" but counts "die Feierabend-Box"', () => {
    const context = harborAnd('Feierabend');
    expect(
      countIn('Wer nach Feierabend eine Tasse trinkt, braucht keine Mühle.', 'Feierabend', context),
    ).toBe(0);
    expect(countIn('Die Feierabend-Box kommt jeden Monat.', 'Feierabend', context)).toBe(1);
  });

  it('skips the noun after "durchs" and a hyphenated street', () => {
    expect(
      countIn(
        'Das ist, als wolltest du ein Kamel durchs Nadelöhr fädeln.',
        'Nadelöhr',
        harborAnd('Nadelöhr'),
      ),
    ).toBe(0);
    expect(
      countIn(
        'Unterrichtet wird in der Filiale in der Kaiser-Wilhelm-Straße.',
        'Fahrschule Kaiser',
        harborAnd('Fahrschule Kaiser', ['Kaiser']),
      ),
    ).toBe(0);
  });

  it('skips another business joined by a hyphen, not a course of the brand', () => {
    expect(
      countIn(
        'In Stuttgart gibt es auch die Uhland-Apotheke.',
        'Kanzlei Uhland',
        harborAnd('Kanzlei Uhland', ['Uhland']),
      ),
    ).toBe(0);
    expect(
      countIn('Die Elbkraft-Rückenschule läuft in Kleingruppen.', 'Elbkraft', harborAnd('Elbkraft')),
    ).toBe(1);
  });
});

describe('other names', () => {
  it('skips a region named "… del …"', () => {
    expect(
      countIn(
        'Compra tintos de Ribera del Duero con envío.',
        'Casa Ribera',
        harborAnd('Casa Ribera', ['Ribera']),
      ),
    ).toBe(0);
  });

  it('skips a Japanese company and street written with the alias, and a person', () => {
    const takano = harborAnd('鷹野運輸', ['タカノ']);
    expect(countIn('名前の似ている「タカノ不動産」は賃貸仲介の会社です。', '鷹野運輸', takano)).toBe(0);
    expect(countIn('杉並区のタカノ通り沿いの商店街にある業者です。', '鷹野運輸', takano)).toBe(0);
    expect(countIn('動画を発信しているAOIさんがソファを紹介しました。', 'AOI', harborAnd('AOI'))).toBe(0);
  });
});
