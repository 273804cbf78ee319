/**
 * Analyzer version 63: an opening on subscriptions ("Freemium-Modell … nur im Abo") is one on prices;
 * "Si usabas X, …" makes X the one replaced; "mira Riego" picks (not "mira si …"); "die entspanntere
 * Wahl" and "confiez-les au Grenier" pick; "a solid second local choice" is a pick; under a heading
 * offering options, a Japanese sentence opening on a district and a name ("中区のミナト盆栽は…") lists
 * it. The answers below are written for these tests, not taken from the eval corpus; the tracked
 * brands are invented.
 */
import { KEYNOVA, recommendedIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 63 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(63);
});

it('reads a table after "Die meisten … Apps arbeiten mit einem Freemium-Modell …" as prices', () => {
  const text =
    'Die meisten Angel-Apps arbeiten mit einem Freemium-Modell: Grundfunktionen sind kostenlos, Prognosen gibt es nur im Abo.\n\n| App | Abo (Jahr) | Testphase |\n|---|---|---|\n| Keynova Pro | 49,99 € | 7 Tage |\n| Pianello | 19,99 € | keine |\n| Tonwerk Premium | 24,00 € | 14 Tage |';
  expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
});

it('does not pick the app the reader used ("Si usabas Keynova …, la alternativa más parecida es Pianello")', () => {
  const text =
    '**Si usabas Keynova sobre todo para identificar plantas**, la alternativa más parecida es Pianello.';
  expect(recommendedIn(text, KEYNOVA)).toEqual([false, true, null]);
});

it('reads "mira Tonwerk" as a pick, not "mira si hace guest spots"', () => {
  expect(recommendedIn('Si tienes muchas plantas, mira Tonwerk.', KEYNOVA)[2]).toBe(true);
  expect(recommendedIn('Si te gusta Keynova, mira si hace guest spots en otros estudios.', KEYNOVA)[0]).toBe(
    false,
  );
});

it('reads "ist Keynova die entspanntere Wahl" and "confiez-les au Keynova" as picks', () => {
  expect(
    recommendedIn(
      'Wenn du Wert auf eine persönliche Einweisung legst, ist Keynova die entspanntere Wahl.',
      KEYNOVA,
    )[0],
  ).toBe(true);
  expect(recommendedIn('Si ce sont des objets de décoration, confiez-les au Keynova.', KEYNOVA)[0]).toBe(
    true,
  );
});

it('reads "**Keynova on East Passyunk** is a solid second local choice" as a pick', () => {
  expect(recommendedIn('**Keynova on East Passyunk** is a solid second local choice.', KEYNOVA)[0]).toBe(
    true,
  );
});

it('lists "中区のKeynovaは…" under a heading offering options, not "人気のKeynovaも…"', () => {
  const options =
    'Pianelloの通販はおすすめしません。\n\n**代わりの選択肢**\nこの価格帯なら、実際に樹を見て選べる盆栽園のほうが安心だと思います。中区のKeynovaは黒松の品揃えが多く、手入れ講座も受けられます。';
  expect(recommendedIn(options, KEYNOVA)[0]).toBe(true);
  const popular =
    'Pianelloの通販はおすすめしません。\n\n**代わりの選択肢**\n貯金の管理で人気のKeynovaも候補に挙がりがちですが、事業用プランは提供されていません。';
  expect(recommendedIn(popular, KEYNOVA)[0]).toBe(false);
});
