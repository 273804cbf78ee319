/**
 * Analyzer version 88: "…, pero no para lo que buscas" after a verdict opener picks no one; "L'atelier
 * X" and "常滑のX" open the option under a need heading; a need with a bracketed list before the name
 * picks; "too much" of a good quality and "la pratique" (practice) are no praise; "AとBの併用" (a mix of
 * two things) is no pick. The answers below are written for these tests, not taken from the eval corpus;
 * the tracked brands are invented.
 */
import { KEYNOVA, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 88 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(88);
});

it('reads "En resumen: X puede valer para …, pero no para lo que buscas" as no pick', () => {
  const text =
    'No te recomendaría Pianello para un piano de cola. Te explico por qué.\n\nEn resumen: Pianello puede valer para un piano vertical barato, pero no para lo que buscas. Para un trabajo serio, Keynova.';
  const rules = rulesIn(text, KEYNOVA);
  expect(rules.Pianello).toEqual({ recommended: false, sentiment: 'negative' });
  expect(rules.Keynova).toMatchObject({ recommended: true });
});

it('reads "L\'atelier **X**" opening the paragraph under a need heading as the option', () => {
  const text =
    "Le bon atelier dépend de votre projet.\n\n**Si vous cherchez un style plus graphique**\nL'atelier **Keynova**, à Marseille, propose des dessins contemporains pour une cuisine rénovée.";
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: true, sentiment: 'positive' });
});

it('reads "Pour une petite surface (crédence, contremarches), X propose …" as a pick for that need', () => {
  const text =
    'Voici comment trancher.\n\n**Si votre budget est limité**\nPour une petite surface (crédence, contremarches), Keynova propose des carreaux peints à la main en formats standard.';
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: true, sentiment: 'positive' });
});

it('reads a place and の before the name under a Japanese need heading as the option, not an example', () => {
  const option =
    '**やさしい絵柄がほしい場合**\n常滑のKeynovaも通販に対応しています。届くまで4〜6週間かかります。';
  expect(rulesIn(option, KEYNOVA).Keynova).toEqual({ recommended: true, sentiment: 'positive' });
  const example =
    '**キャンセル規定について**\n名古屋のKeynovaのように、悪天候の日は無料で日程を変更できる工房もあります。';
  expect(rulesIn(example, KEYNOVA).Keynova).toMatchObject({ recommended: false });
});

it('reads "trop rapide", "too fast" and "de pratique" as no praise', () => {
  const fr =
    'Le programme de Keynova est découpé en 30 jours ; dans certains avis, il est jugé trop rapide. Les statistiques de Pianello indiquent un premier morceau après 40 heures de pratique.';
  const rules = rulesIn(fr, KEYNOVA);
  expect(rules.Keynova).toEqual({ recommended: false, sentiment: 'neutral' });
  expect(rules.Pianello).toEqual({ recommended: false, sentiment: 'neutral' });
  // (Criticism after "too" stays criticism.)
  const dear = 'Keynova is lovely, but at $400 a month it is far too expensive for a café.';
  expect(rulesIn(dear, KEYNOVA).Keynova).toMatchObject({ sentiment: 'negative' });
});

it('reads "月額制と買い切りの併用" as a pricing model, not a pick', () => {
  const text =
    '## 補足\n\n料金面では、Keynovaは月額制のみ、Pianelloは月額制と買い切りの併用です。無料体験期間はKeynovaが7日です。';
  const rules = rulesIn(text, KEYNOVA);
  expect(rules.Keynova).toMatchObject({ recommended: false });
  expect(rules.Pianello).toMatchObject({ recommended: false });
});
