/**
 * Analyzer version 98: "des conditions différentes pour les retours" opens an overview of terms; "X est
 * souvent cité en exemple" is an example, not an option; table rows under "主なアプリの無料プランを比べると、次の
 * とおりです。" are prices compared, not options; "I'd lean toward not mailing it to X" warns ("I'd lean
 * toward X" still picks, "X leans toward power users" does not). The answers below are written for these
 * tests, not taken from the eval corpus; the tracked brands are invented.
 */
import { KEYNOVA, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 98 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(98);
});

it('reads an opening on "des conditions différentes" for returns as an overview of terms', () => {
  const text =
    "Les boutiques appliquent des conditions différentes pour les retours et les réparations. Voici les principaux points à connaître :\n\n**Achat en boutique**\n* Chez Pianello, un stylo peut être échangé sous 15 jours s'il n'a jamais été encré.\n* Keynova accepte les échanges sous 30 jours sur présentation du ticket.\n\n**Réparations**\n* Tonwerk garantit ses réparations 6 mois, pièces et main-d'œuvre.";
  const rules = rulesIn(text, KEYNOVA);
  for (const name of ['Keynova', 'Pianello', 'Tonwerk'])
    expect(rules[name]).toMatchObject({ recommended: false });
});

it('reads "X est souvent cité en exemple" as an example, not an option', () => {
  const text =
    "### En France\n\n* Les clubs acceptent un carnet numérique si chaque plongée est validée par un encadrant.\n* Keynova est souvent cité en exemple : c'est l'appli retenue pour une expérimentation avec vingt clubs.";
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: false, sentiment: 'neutral' });
});

it('reads the rows under a Japanese intro comparing plans as prices compared', () => {
  const text =
    '無料で始められるアプリはいくつかあります。主なアプリの無料プランを比べると、次のとおりです。\n\n| アプリ | 無料で保存できるログ | 有料プラン |\n|---|---|---|\n| Keynova | 200本 | 月額480円 |\n| Pianello | 無制限 | 年額5,800円 |\n| Tonwerk | 50本 | 年額6,000円 |\n\n**おすすめ**\n- **Keynova**：ログを共有したい人向けです。\n- **Pianello**：記録をためたい人向けです。';
  expect(rulesIn(text, KEYNOVA)).toMatchObject({
    Keynova: { recommended: true },
    Pianello: { recommended: true },
    Tonwerk: { recommended: false },
  });
});

it('reads "I\'d lean toward not mailing it to X" as a warning, "I\'d lean toward X" as a pick', () => {
  const warned =
    "I'd lean toward not mailing a valuable vintage pen to Keynova right now, and using a local shop instead.";
  expect(rulesIn(warned, KEYNOVA).Keynova).toEqual({ recommended: false, sentiment: 'negative' });
  expect(rulesIn("For a first pen, I'd lean toward Pianello.", KEYNOVA).Pianello).toMatchObject({
    recommended: true,
  });
  expect(
    rulesIn('Tonwerk leans toward power users, while Pianello keeps things simple.', KEYNOVA).Tonwerk,
  ).toMatchObject({
    recommended: false,
  });
});
