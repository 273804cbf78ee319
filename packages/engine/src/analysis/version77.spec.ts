/**
 * Analyzer version 77: "Algunas observaciones sobre la tabla:" announces notes, not options; a verdict
 * whose name sits in a condition ("En resumen, si lo que valoras de X es …, tanto Y como Z …") picks
 * the names after it, one picking a name per need ("**X** pour l'enfant, **Y** pour le sportif") picks
 * each, and one turning to something better to do ("…, pero es mejor invertir en clases") picks none;
 * "Skip X" opening a verdict, "no es buena idea" and "選ぶ理由は以前より少なく" warn; "orientez-vous
 * plutôt vers X" picks X, and "plutôt que vers Y" demotes Y; "plusieurs alternatives" after a name
 * are others; a warning with its own object ("Évitez les sites …") is not about the name before it;
 * "**Si X ne vous convient pas**" heads options; "注意しておきたい点" heads points. The answers below are
 * written for these tests, not taken from the eval corpus; the tracked brands are invented.
 */
import { KEYNOVA, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 77 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(77);
});

it('reads a price table followed by "Algunas observaciones sobre la tabla:" as facts', () => {
  const text =
    'Una suscripción anual a una app para aprender piano cuesta, en general, entre 40 y 90 € [1]. Los precios orientativos publicados por las apps son estos:\n\n| App | Mensual | Anual |\n|---|---|---|\n| Keynova | 7,99 € | 49,99 € |\n| Pianello | 5,99 € | 39,99 € |\n| Tonwerk | 9,99 € | 89,99 € |\n\nAlgunas observaciones sobre la tabla:\n\n- Pianello cobra aparte las lecciones de jazz [2].\n- Tonwerk incluye un mes de prueba.';
  expect(rulesIn(text, KEYNOVA)).toMatchObject({
    Keynova: { recommended: false },
    Pianello: { recommended: false },
    Tonwerk: { recommended: false },
  });
});

it('picks the names after a condition naming another in a verdict', () => {
  const text =
    'Si buscas alternativas a Keynova, hay otras apps con método propio.\n\nEn resumen, si lo que valoras de Keynova es el método, tanto Pianello como Tonwerk mantienen esa filosofía.';
  expect(rulesIn(text, KEYNOVA)).toMatchObject({
    Keynova: { recommended: false },
    Pianello: { recommended: true, sentiment: 'positive' },
    Tonwerk: { recommended: true, sentiment: 'positive' },
  });
});

it('picks each name of a verdict that names one per need', () => {
  const text =
    "Les deux applications n'ont pas le même public.\n\nEn résumé : **Keynova** pour l'enfant, **Pianello** pour l'adulte qui reprend.";
  expect(rulesIn(text, KEYNOVA)).toMatchObject({
    Keynova: { recommended: true, sentiment: 'positive' },
    Pianello: { recommended: true, sentiment: 'positive' },
  });
});

it('picks nobody in a verdict that turns to something better to do', () => {
  const text =
    'Keynova tiene muchas canciones.\n\nEn resumen: Keynova puede ser un juguete divertido, pero para aprender de verdad es mejor invertir primero en clases.';
  expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: false });
});

it('reads "Skip X" opening a verdict and "no es buena idea" as warnings', () => {
  expect(
    rulesIn(
      'Keynova has a huge catalogue of songs.\n\n**Bottom line:** Skip Keynova for your first year and take lessons instead.',
      KEYNOVA,
    ).Keynova,
  ).toEqual({ recommended: false, sentiment: 'negative' });
  expect(
    rulesIn('Para aprender piano **no es buena idea empezar con Keynova**: no corrige la postura.', KEYNOVA)
      .Keynova,
  ).toEqual({ recommended: false, sentiment: 'negative' });
});

it('picks the one to head for ("orientez-vous plutôt vers") and not the one "plutôt que vers"', () => {
  expect(
    rulesIn("S'il joue déjà, orientez-vous plutôt vers **Pianello**, plus complet pour le solfège.", KEYNOVA)
      .Pianello,
  ).toEqual({ recommended: true, sentiment: 'positive' });
  expect(
    rulesIn(
      'Pour un adulte débutant, je vous orienterais vers Pianello plutôt que vers Tonwerk. Les deux se valent sur le papier.',
      KEYNOVA,
    ),
  ).toMatchObject({ Pianello: { recommended: true }, Tonwerk: { recommended: false } });
});

it('does not pick the name before "plusieurs alternatives … sont apparues"', () => {
  const text =
    'Depuis le passage de Keynova à un abonnement pour tous les comptes, plusieurs alternatives gratuites sont apparues. Pianello en fait partie.';
  expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: false });
});

it('does not carry a warning with its own object to the name before it', () => {
  const text =
    'Avant de quitter Keynova, exportez votre historique depuis les réglages. Évitez les sites qui proposent des versions « débloquées ».';
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: false, sentiment: 'neutral' });
});

it('lists the options under "**Si Keynova ne vous convient pas**"', () => {
  const text =
    "Keynova est l'application la plus simple pour démarrer.\n\n**Si Keynova ne vous convient pas**\n- Pianello, si vous prenez des cours : l'appli partage vos progrès avec votre professeur.\n- Tonwerk, si vous voulez surtout jouer des chansons.";
  expect(rulesIn(text, KEYNOVA)).toMatchObject({
    Pianello: { recommended: true, sentiment: 'positive' },
    Tonwerk: { recommended: true, sentiment: 'positive' },
  });
});

it('reads "選ぶ理由は以前より少なく" as a warning and "注意しておきたい点" as points', () => {
  expect(
    rulesIn(
      'Keynovaの有料プランは値上げが続いています。ただ、料金を考えると、これからKeynovaを選ぶ理由は以前より少なくなっています。',
      KEYNOVA,
    ).Keynova,
  ).toEqual({ recommended: false, sentiment: 'negative' });
  const text =
    '初心者には**Keynova**がもっとも使いやすい選択肢です。\n\n## 注意しておきたい点\n- 有料プランに入らないと、動画の一部しか見られません。\n- 以前Pianelloを使っていた人は、記録を書き出しておけばKeynovaに取り込めます。';
  expect(rulesIn(text, KEYNOVA).Pianello).toEqual({ recommended: false, sentiment: 'neutral' });
});
