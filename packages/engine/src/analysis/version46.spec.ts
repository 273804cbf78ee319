/**
 * Analyzer version 46: overviews of cancellation terms that state no figures, "Here's a balanced
 * look", a look suggested at others, "a good or a bad choice", "another … option", streets, nobles and
 * people named like a tracked entity, and two Japanese cues. The answers below are written for these
 * tests, not taken from the eval corpus; the tracked brands are invented.
 */
import { countIn, harborAnd, recommendedIn, rulesIn, sentimentIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 46 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(46);
});

it('reads an overview of cancellation terms without figures as facts', () => {
  const text =
    "Si le conducteur annule, le passager est en principe remboursé. Les modalités d'annulation varient selon l'application.\n\n- **Harbor** : remboursement intégral sur le moyen de paiement.\n- **Quill** : avoir valable un an, ou remboursement sur demande.\n- **Lumo** : remboursement automatique, sauf annulation tardive du passager.";
  expect(recommendedIn(text)).toEqual([false, false, false]);
  expect(sentimentIn(text)).toEqual(['neutral', 'neutral', 'neutral']);
});

it('reads the platforms under "Condiciones de las principales plataformas:" as facts', () => {
  const text =
    'Las plataformas aplican políticas de cancelación parecidas. En general, cancelar con antelación es gratis.\n\nCondiciones de las principales plataformas:\n• Harbor: cancelación gratuita hasta 2 horas antes; cargo de 10 a 30 € por persona.\n• Quill: se puede cancelar gratis hasta 15 minutos antes; bloqueo de 30 días tras tres ausencias.\n• Lumo: señal que no se devuelve si cancelas con menos de 48 horas.';
  expect(recommendedIn(text)).toEqual([false, false, false]);
});

it('still reads a list under "Algunas opciones asequibles:" as options', () => {
  const text =
    'Las plataformas aplican políticas de cancelación parecidas. En general, cancelar con antelación es gratis.\n\nAlgunas opciones asequibles:\n• Harbor: cancelación gratuita hasta 2 horas antes; cargo de 10 €.\n• Quill: cancelación gratis hasta 15 minutos antes; 5 € de reserva.\n• Lumo: señal de 20 € que no se devuelve.';
  expect(recommendedIn(text)).toEqual([true, true, true]);
});

it.each([
  "Harbor is a reasonable option for business cards, but whether it's the right one depends on what you care about most. Here's a balanced look.\n\n**What works well**\n- Low prices.\n\n**What to weigh**\n- Thin paper.",
  'En resumen, Harbor puede ser una buena o una mala elección según lo que priorices: el teórico está bien resuelto, mientras que las prácticas son su punto débil.',
  'Wenn es bei Harbor gerade lange Wartezeiten gibt, lohnt sich ein Blick auf andere Münchner Schulen, die ähnlich arbeiten.',
])('reads "%s" as no pick of Harbor', (text) => {
  expect(rulesIn(text).Harbor?.recommended).toBe(false);
});

it('still reads "tiene sentido mirar otras opciones" after criticism as a warning', () => {
  const text =
    'Las opiniones sobre Harbor coinciden en peritajes lentos, así que tiene sentido mirar otras opciones de cara a la renovación.';
  expect(sentimentIn(text)[0]).toBe('negative');
});

it.each([
  'If Harbor is booked up, Pingward Locksmith in north-central Phoenix is another reputable option with similar pricing.',
  'Wenn das Budget knapp ist, ist auch Pingward eine Option, dafür zu sehr niedrigen Stückpreisen.',
  'もう一つ、比較の候補に加えてもよいのがPingwardです。',
])('reads "%s" as a pick of Pingward', (text) => {
  expect(rulesIn(text, harborAnd('Pingward', ['Pingward Locksmith'])).Pingward?.recommended).toBe(true);
});

it('reads "向き・不向きの評価が分かれる" as no warning', () => {
  const text =
    'Harborは入力する行為そのもので支出を意識するタイプです。家計管理で何を重視するかによって、向き・不向きの評価が分かれるでしょう。';
  expect(sentimentIn(text)[0]).not.toBe('negative');
});

it.each([
  [
    'Der Treffpunkt ist am Parkplatz an der Ludwig-Huber-Straße. Hundeschule Huber hat Kurse.',
    'Hundeschule Huber',
    ['Huber'],
    1,
  ],
  [
    "l'avenue Frédéric-Mistral à Aix. Mistral Covoiturage relie Marseille et Nice.",
    'Mistral Covoiturage',
    ['Mistral'],
    1,
  ],
  [
    "Elle n'est pas située rue Montaigne : le nom rend hommage à Michel de Montaigne. Serrurerie Montaigne répond vite.",
    'Serrurerie Montaigne',
    ['Montaigne'],
    1,
  ],
  [
    'Larios no tiene nada que ver con el Marqués de Larios. Autoescuela Larios está en Huelin.',
    'Autoescuela Larios',
    ['Larios'],
    2,
  ],
])('counts in "%s" the tracked %s (aliases %j) %i times', (text, name, aliases, want) => {
  expect(countIn(text, name, harborAnd(name, aliases))).toBe(want);
});
