/**
 * Analyzer version 73: an opening on the same or similar terms everywhere opens an overview of terms
 * ("Für Abos von Stimm-Apps gelten dieselben Regeln …", "appliquent des conditions assez proches",
 * "ほとんどが…サブスクリプションとして課金…が基本です"), and entries that all state terms need no
 * figures; "…の目安" heads reference figures (not "評判の…と費用の目安"). The answers below are written
 * for these tests, not taken from the eval corpus; the tracked brands are invented.
 */
import { KEYNOVA, recommendedIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 73 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(73);
});

it('reads entries that all state terms under "gelten dieselben Regeln" as facts', () => {
  const text =
    'Für Abos von Stimm-Apps gelten dieselben Regeln wie für andere digitale Abonnements.\n\n## Abschluss direkt beim Anbieter\n\n- **Keynova:** Monatsabos sind laut AGB jederzeit zum Monatsende kündbar.\n- **Pianello:** Kündigung im Nutzerkonto; Pianello Pro bleibt bis zum Ende des Zeitraums aktiv.\n- **Tonwerk:** Das Jahresabo verlängert sich automatisch, ist danach aber monatlich kündbar.';
  expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
});

it('reads an example under "conditions assez proches" as a fact', () => {
  const text =
    "Les accordeurs de Lyon appliquent des conditions assez proches, encadrées par le Code de la consommation.\n\n**Acompte**\n- L'acompte va de 30 % (Keynova) à 50 % pour les pianos anciens.\n\n**Garanties**\n- Garantie d'un an sur les réglages.\n- Pianello précise par exemple que l'accord n'est garanti que 3 mois après un déménagement.";
  expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, null]);
});

it('reads a Japanese overview opened by "ほとんどが…が基本です" as terms', () => {
  const text =
    '調律アプリの有料プランは、ほとんどがストアのサブスクリプションとして課金されています。そのため、解約や返金の手続きは購入したストア側で行うのが基本です。\n\n**主なアプリの条件**\n* **Keynova**：月額480円。途中で解約しても日割りの返金はありません。\n* **Pianello**：月額プランのみ。Web版から申し込んだ場合はWeb版から解約します。\n* **Tonwerk**：買い切り型のため、解約の手続きは不要です。';
  expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
});

it('reads items under "判定精度の目安" as reference figures', () => {
  const text =
    '調律アプリの精度は、候補を挙げる水準にとどまっています。\n\n### 判定精度の目安\n* 比較テストでは、正答率はおおむね50〜70％でした。\n* 精度は収録音源の数に左右されます。例えばKeynovaは約1,200曲、Pianelloは約600曲を対象にしています。';
  expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, null]);
});
