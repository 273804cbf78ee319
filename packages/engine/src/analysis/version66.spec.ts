/**
 * Analyzer version 66: an intro on known data ("los datos conocidos son estos:", "Algunos datos de
 * contexto:") heads facts, not options; a heading on how the reader paid ("**Si pagaste a través de la
 * tienda de aplicaciones**") offers no options in an overview of terms; "主なアプリのオフライン対応"
 * (how each one supports something) heads points. The answers below are written for these tests, not
 * taken from the eval corpus; the tracked brands are invented.
 */
import { KEYNOVA, recommendedIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 66 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(66);
});

it('reads a table and items after "los datos conocidos son estos:" and "Algunos datos de contexto:" as facts', () => {
  const text =
    'Entre las apps de origen español más pequeñas, los datos conocidos son estos:\n\n| App | Fundada | Usuarios |\n|---|---|---|\n| Keynova | 2016 | 650.000 |\n| Pianello | 2018 | 400.000 |\n\nAlgunos datos de contexto:\n- Tonwerk cerró en 2023 una ronda de financiación de 2 millones de euros.\n- Keynova declara más de un millón de cuentas registradas.';
  expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
});

it('reads a cancellation overview with "**Si pagaste a través de la tienda de aplicaciones**" as facts', () => {
  const text =
    'Para cancelar la suscripción y pedir un reembolso, el procedimiento depende de dónde la contrataste.\n\n**Si pagaste a través de la tienda de aplicaciones**\n- **App Store:** Ajustes > Suscripciones > Cancelar.\n\n**Si pagaste en la web de la app**\n- **Keynova Pro:** se cancela desde el área de cliente; el año en curso no se prorratea.\n- **Pianello Plus:** no hay reembolsos parciales.\n- **Tonwerk Premium:** ofrece 14 días de prueba.';
  expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
});

it('reads items under "主なアプリのオフライン対応" as points', () => {
  const text =
    'GPSは圏外でも使えます。\n\n**主なアプリのオフライン対応**\n* Keynova：有料プランで地図を保存可能。\n* Pianello：無料版でも3エリアまで保存可能。';
  expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, null]);
});
