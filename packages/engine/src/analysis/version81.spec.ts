/**
 * Analyzer version 81: in an overview that opens on terms, a heading without a colon is a section of
 * them ("**Single classes and booking platforms**"); "…, así que no encaja con lo que pides" warns;
 * "Xを使うメリットは小さい" warns; "**À savoir avant de réserver**" heads notes; "la forma más sencilla de
 * comprobar si …" is a way to find something out, not praise. The answers below are written for these
 * tests, not taken from the eval corpus; the tracked brands are invented.
 */
import { KEYNOVA, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 81 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(81);
});

it('reads the entries of an overview that opens on terms as facts, whatever its headings name', () => {
  const text =
    "Most piano schools in Portland set their own cancellation rules, and policies for term courses are usually stricter than for single lessons.\n\n**Term courses**\n* **Keynova:** full refund up to 14 days before the first lesson; after that, a credit minus a $25 fee.\n* **Pianello:** 50% refund until 7 days before the start date, no refunds afterwards.\n\n**Single lessons and booking platforms**\n* Lessons booked through **Tonwerk** follow the school's policy, but Tonwerk's own fee is non-refundable.\n* Gift certificates are usually valid for 12 months.";
  expect(rulesIn(text, KEYNOVA)).toMatchObject({
    Keynova: { recommended: false },
    Pianello: { recommended: false },
  });
});

it('reads "no encaja con lo que pides" and "メリットは小さい" as warnings', () => {
  expect(
    rulesIn(
      'Si buscas una app gratuita para el móvil, la opción más equilibrada es **Keynova**.\n\n### ¿Y las demás?\n* **Pianello** tiene versión gratuita, pero solo funciona en el navegador, así que no encaja con lo que pides.',
      KEYNOVA,
    ).Pianello,
  ).toMatchObject({ recommended: false });
  expect(
    rulesIn(
      '結論から言うと、教室に直接予約するほうが無難で、Keynovaを使うメリットは小さいと言えます。',
      KEYNOVA,
    ).Keynova,
  ).toEqual({ recommended: false, sentiment: 'negative' });
});

it('reads the items under "**À savoir avant de réserver**" as notes', () => {
  const text =
    '**Pour un enfant de 8 ans**\n\n* **Si vous voulez une formule clé en main :** choisissez **Keynova**.\n\n**À savoir avant de réserver**\n\n* Pianello, souvent cité dans les guides, ferme ses portes de novembre à février : vérifiez les dates avant de vous déplacer.\n* Les invitations peuvent être préparées en ligne.';
  expect(rulesIn(text, KEYNOVA).Pianello).toMatchObject({ recommended: false });
});

it('does not read "la forma más sencilla de comprobar" as praise of the name', () => {
  const text =
    'La respuesta depende del tamaño de tu repertorio. Keynova ofrece una prueba gratuita de 14 días, que es la forma más sencilla de comprobar si te sirve.';
  expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: false });
});
