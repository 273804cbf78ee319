/**
 * Analyzer version 80: "**Referencias de tiempo en cursos y apps:**" heads reference points; "start
 * with X and skip Y" warns about Y; "料金を一覧にしました" opens a price overview; "…には合わないかもしれ
 * ません" is a caveat, not a warning; "冬には X" is a time, not a condition; "la mayoría pide fotos" is no
 * advice to the reader; "**Abonnement pris sur le site de l'éditeur**" heads terms; a bold name with
 * a place in parentheses and a sentence ("**X** (Llanes). Quesería …") under an intro of options is
 * one of them. The answers below are written for these tests, not taken from the eval corpus; the
 * tracked brands are invented.
 */
import { KEYNOVA, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION, type AnalysisContext } from './types';

it('is version 80 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(80);
});

it('reads the items under "**Referencias de tiempo en cursos y apps:**" as reference points', () => {
  const text =
    'Aprender a leer partituras suele llevar entre 2 y 4 meses.\n\n**Referencias de tiempo en cursos y apps:**\n* El itinerario de Keynova dedica 12 lecciones a la clave de fa.\n* Pianello lo enseña en el segundo mes de su curso.\n* Tonwerk incluye un simulador para practicar.';
  expect(rulesIn(text, KEYNOVA)).toMatchObject({
    Keynova: { recommended: false },
    Pianello: { recommended: false },
    Tonwerk: { recommended: false },
  });
});

it('reads "start with X and skip Y" as a warning about Y', () => {
  const text = '**My recommendation:** start with Keynova and skip Pianello for now.';
  expect(rulesIn(text, KEYNOVA)).toMatchObject({
    Keynova: { recommended: true },
    Pianello: { recommended: false, sentiment: 'negative' },
  });
});

it('reads a table after "料金を一覧にしました" as prices', () => {
  const text =
    '主なピアノ練習アプリの料金を一覧にしました(2025年時点、税込)。料金は変更されることがあります。\n\n| アプリ | 月額 | 年額 |\n|---|---|---|\n| Keynova | 980円 | 9,800円 |\n| Pianello | 1,480円 | 12,000円 |\n| Tonwerk | 680円 | 6,800円 |\n\n最新の料金は各公式サイトで確認してください。';
  expect(rulesIn(text, KEYNOVA)).toMatchObject({
    Keynova: { recommended: false },
    Pianello: { recommended: false },
    Tonwerk: { recommended: false },
  });
});

it('reads "…には合わないかもしれません" as a caveat', () => {
  const text =
    '**Keynova**\n楽譜を読む練習に特化したアプリで、子どもでも続けやすい構成です。ただ、クラシック以外の曲は扱っていないので、ポップスに興味がないお子さんには合わないかもしれません。';
  expect(rulesIn(text, KEYNOVA).Keynova?.sentiment).not.toBe('negative');
});

it('does not read "冬には X" as a conditional pick', () => {
  const text =
    'セレクト型の定期便は毎月テーマが変わり、冬にはKeynovaの教材が入る月もあります。Pianelloの定期便も人気です。';
  expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: false });
});

it('does not read "la mayoría pide fotos" as advice before an example', () => {
  const text =
    '**Condiciones habituales:**\n* **Incidencias:** la mayoría pide fotos en las 24–48 horas siguientes a la entrega. Keynova, por ejemplo, da 24 horas; Pianello amplía el plazo a 72 horas.\n* **Envíos:** se envía de lunes a miércoles.';
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: false, sentiment: 'neutral' });
});

it('reads the items under "**Abonnement pris sur le site de l\'éditeur**" as terms', () => {
  // (The brand named with its kind, as "L'Académie Keynova" opens the item.)
  const academy: AnalysisContext = {
    ...KEYNOVA,
    brand: { name: 'Académie Keynova', aliases: ['Keynova'], domains: [] },
  };
  const text =
    "Pour résilier un abonnement à une application de piano, la démarche dépend de **l'endroit où vous avez souscrit** : dans l'application, via votre store, ou directement sur le site de l'éditeur.\n\n**Abonnement pris via l'App Store ou Google Play**\n* La résiliation se fait dans les réglages du store, pas dans l'appli.\n* C'est le cas pour Pianello, vendue uniquement par ce canal.\n* Le remboursement n'est pas automatique.\n\n**Abonnement pris sur le site de l'éditeur**\n* Depuis juin 2023, la loi impose une fonctionnalité de **résiliation en trois clics**.\n* L'Académie Keynova et Tonwerk vendent leurs formules annuelles sur leur site : la résiliation prend effet à la fin de la période en cours.\n* Le droit de rétractation de 14 jours s'applique.\n\n**En cas de litige**\n* Contactez d'abord le service client par écrit.";
  expect(rulesIn(text, academy)['Académie Keynova']).toEqual({ recommended: false, sentiment: 'neutral' });
});

it('lists a bold name with a place in parentheses under an intro of options', () => {
  const text =
    'Estas son alternativas razonables:\n\n**Keynova** (Llanes). Escuela pequeña con clases en línea propias.\n\n**Pianello** (Tineo). Ofrece una suscripción mensual con tres piezas distintas.';
  expect(rulesIn(text, KEYNOVA)).toMatchObject({
    Keynova: { recommended: true, sentiment: 'positive' },
    Pianello: { recommended: true, sentiment: 'positive' },
  });
});
