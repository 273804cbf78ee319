/**
 * Analyzer version 104: rules per facility ("施設ごとのルールの例") and "Et les autres ?" head points; a
 * Japanese intro "次のあたりが代わりになると思います" offers the name headings under it; "…を避けたい"
 * (the reader's aim) warns about nobody; an option denied ("n'est pas une alternative moins chère", "is
 * not an option for clocks") is no pick; "Als Spielzähler weniger geeignet" (one use) is no warning;
 * "…最も安く済みます" (a price) and "練習アプリの中には、X" ("among") are no picks; "たとえばX" after
 * advice on what to choose lists X; "Xの予約が空くのを待つ" is a wait; "kleiner … als ein Tag in der X"
 * demotes X. Mentions: "スパ日和" shows "日和" to be the name; "大地さん" is a person; "Hanse
 * Kaffeerösterei", "Nicollet Island Inn" and "métro Bellecour" are others; ", but Ember is" and "Triple
 * et oche calculent" are names. The answers below are written for these tests, not taken from the eval
 * corpus; the tracked brands are invented.
 */
import { countIn, harborAnd, KEYNOVA, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION, type AnalysisContext } from './types';

it('is version 104 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(104);
});

describe('structure', () => {
  it('reads rules per facility and "Et les autres ?" as headings of points', () => {
    const rules =
      '大阪の銭湯では、タトゥーの扱いは施設ごとに異なります。\n\n**施設ごとのルールの例**\n* **Keynova**：サウナ室を含めて入浴可。\n* **Pianello**：タトゥーのある人は入館不可です。';
    expect(rulesIn(rules, KEYNOVA)).toMatchObject({
      Keynova: { recommended: false },
      Pianello: { recommended: false },
    });
    const others =
      'Pour un comptage par caméra, **Keynova** est la solution la plus aboutie.\n\n### Et les autres ?\n* **Pianello** ne gère pas de caméra : elle fonctionne uniquement en saisie manuelle.';
    expect(rulesIn(others, KEYNOVA).Pianello).toMatchObject({ recommended: false });
  });

  it('lists the name headings under "次のあたりが代わりになると思います"', () => {
    const text =
      'Keynovaの混雑は土日に集中しています。同じように楽しみたいなら、次のあたりが代わりになると思います。\n\n**Pianello（南森町）**\n昔ながらの銭湯で、平日の夜は比較的空いています。\n\n**Tonwerk（中崎町）**\nセルフロウリュができるサウナです。「混雑を避けたい」という目的には合っているかもしれません。';
    expect(rulesIn(text, KEYNOVA)).toMatchObject({
      Pianello: { recommended: true },
      Tonwerk: { recommended: true, sentiment: 'positive' },
    });
  });
});

describe('picks and warnings', () => {
  it('reads an option denied as no pick, and no warning', () => {
    const fr =
      "Voici des alternatives.\n\n**À savoir**\n\n- Pianello n'est pas une alternative moins chère : l'entrée y coûte 42 €.";
    expect(rulesIn(fr, KEYNOVA).Pianello).toMatchObject({ recommended: false, sentiment: 'neutral' });
    const en =
      'Take it to **Keynova** in Lincoln Square.\n\n**What about mail-in services?**\nPianello only accepts wristwatches, so it is not an option for clocks.';
    expect(rulesIn(en, KEYNOVA).Pianello).toMatchObject({ recommended: false, sentiment: 'neutral' });
  });

  it('reads a use an option suits less as no warning about it', () => {
    const text =
      'Hier eine Auswahl ohne feste Reihenfolge:\n\n* **Keynova:** Zähler für X01 und Cricket.\n* **Pianello:** Spezialisiert auf Doppel-Training, Einmalkauf statt Abo. Als Spielzähler weniger geeignet.';
    expect(rulesIn(text, KEYNOVA).Pianello).toMatchObject({ recommended: true, sentiment: 'positive' });
  });

  it('reads a Japanese price superlative, "among", and a wait as no picks', () => {
    const price =
      '- **設備がない銭湯**：Keynovaのようにサウナを置いていない銭湯もあり、その分入浴だけなら最も安く済みます。';
    expect(rulesIn(price, KEYNOVA).Keynova).toMatchObject({ recommended: false });
    const among =
      '練習アプリの中には、Keynovaのように電子ボードの記録から独自のレーティングを算出するものがあります。';
    expect(rulesIn(among, KEYNOVA).Keynova).toMatchObject({ recommended: false });
    const wait =
      'Keynovaの予約が空くのを待つ場合は、キャンセル待ちの登録ができるか問い合わせてみるとよいでしょう。';
    expect(rulesIn(wait, KEYNOVA).Keynova).toMatchObject({ recommended: false });
  });

  it('lists a Japanese example after advice on what to choose', () => {
    const text =
      '減額トラブルを避けたいなら、減額をしないと明記している業者を選ぶのが一番確実です。たとえばKeynovaは、契約書に減額ゼロ保証を明記しています。';
    expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: true });
  });

  it('demotes the one the options are smaller or quieter than ("als ein Tag in der X")', () => {
    const context: AnalysisContext = {
      brand: { name: 'Auszeit', aliases: [], domains: [] },
      competitors: [{ name: 'Hanse Therme', aliases: [], domains: [] }],
    };
    const text =
      'Alle vier Alternativen sind kleiner, ruhiger und meist günstiger als ein Tag in der Hanse Therme [1].';
    expect(rulesIn(text, context)['Hanse Therme']).toMatchObject({ recommended: false });
  });
});

describe('mentions', () => {
  const hiyori: AnalysisContext = {
    brand: { name: 'オアシス', aliases: ['銭湯オアシス'], domains: [] },
    competitors: [{ name: '日和', aliases: ['スパ日和'], domains: [] }],
  };

  it('counts a kanji short name once a longer alias with a kind before it shows it as the name', () => {
    const text =
      'スパ日和の混雑は土日に集中しています。\n\n**銭湯オアシス**\n水風呂は17℃前後で日和ほど冷たくはありません。料金は日和より安く済みます。';
    expect(countIn(text, '日和', hiyori)).toBe(3);
  });

  it('does not count a kanji name with an honorific (a person)', () => {
    const daichi: AnalysisContext = {
      brand: { name: 'ユキノネ', aliases: [], domains: [] },
      competitors: [{ name: '大地', aliases: ['スープカレー 大地'], domains: [] }],
    };
    const text =
      '**スープカレー 大地**は野菜が多いお店です。キッズメニューは、シェフの大地さん自身が考えました。';
    expect(countIn(text, '大地', daichi)).toBe(1);
  });

  it('does not count a name inside another business or a station ("Hanse Kaffeerösterei", "Nicollet Island Inn", "métro Bellecour")', () => {
    expect(
      countIn(
        'Wenn dir die Hanse Therme zu voll ist, gibt es Alternativen. Danach bietet sich ein Kaffee in der Hanse Kaffeerösterei an.',
        'Hanse Therme',
        harborAnd('Hanse Therme', ['Hanse']),
      ),
    ).toBe(1);
    expect(
      countIn(
        'Nicollet Bathhouse has a thermal circuit. Guests of the Nicollet Island Inn sometimes ask about day passes.',
        'Nicollet Bathhouse',
        harborAnd('Nicollet Bathhouse', ['Nicollet']),
      ),
    ).toBe(1);
    expect(
      countIn(
        'Les Thermes Bellecour ont une grande verrière, à deux minutes du métro Bellecour.',
        'Thermes Bellecour',
        harborAnd('Thermes Bellecour', ['Bellecour']),
      ),
    ).toBe(1);
  });

  it('counts a name that is a word after ", but" and one joined to another tracked name', () => {
    const ember = harborAnd('Ember', ['Ember Bathhouse']);
    const en =
      'Heat builds slowly, like an ember under the ash.\n\nIn short, Harbor is the most complete experience, but Ember is the best value.';
    expect(countIn(en, 'Ember', ember)).toBe(1);
    const triple: AnalysisContext = {
      brand: { name: 'Triple', aliases: [], domains: [] },
      competitors: [{ name: 'oche', aliases: [], domains: [] }],
    };
    const fr =
      "- **Différences entre applis** : Triple et oche calculent la moyenne par volée.\n\nLe « triple » désigne l'anneau étroit qui triple la valeur du secteur.";
    expect(countIn(fr, 'Triple', triple)).toBe(1);
  });
});
