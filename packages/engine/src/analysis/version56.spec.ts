/**
 * Analyzer version 56: facts in more layouts (section names over terms, entity columns of a price
 * table, "Hier ein Überblick über … Preise", a heading about terms), "Cómo quedan las demás" as a
 * heading of points, and "beim Anbieter" as no offer of options. The answers below are written for
 * these tests, not taken from the eval corpus; the tracked brands are invented.
 */
import { KEYNOVA, recommendedIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 56 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(56);
});

describe('overviews suggest nobody', () => {
  it('reads names heading sections of cancellation terms as facts', () => {
    const text =
      "Cancellation rules differ between booking platforms, and often between venues on the same platform. Here is an overview of the standard terms on the main sites:\n\n**Keynova**\n* Free cancellation up to 72 hours before the start time.\n* Under 24 hours or no-show: no refund. Keynova Pass members get one free reschedule per year.\n\n**Pianello**\n* Policies are set by each venue; every listing shows a label.\n* Pianello's service fee (about $2 per ticket) is not refunded.\n\n**Tonwerk**\n* A booking can be moved free of charge once, up to 48 hours ahead, in the Tonwerk app.\n* Refunds go back to the original payment method within 5–10 days.\n\n**General points**\n* Deposits for group events are often non-refundable.";
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
  });

  it('reads the entity columns of a table under "## Typical prices" as facts', () => {
    const text =
      'Alteration prices vary by shop, but most tailors charge within a narrow range.\n\n## Typical prices\n\n| Service | Keynova | Pianello | Tonwerk |\n|---|---|---|---|\n| Hem trousers | $18 | $15 | $20 |\n| Shorten sleeves | $40 | $35 | $45 |';
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
  });

  it('reads a price table after "Hier ein Überblick über reguläre und studentische Preise:" as facts', () => {
    const text =
      'Viele Notiz-Apps bieten vergünstigte Tarife für Studierende an. Hier ein Überblick über reguläre und studentische Preise:\n\n| App | Regulär | Für Studierende |\n|---|---|---|\n| Keynova | 5,99 €/Monat | 2,99 €/Monat |\n| Pianello | 7,99 €/Monat | 4,99 €/Monat |\n| Tonwerk | 6,00 €/Monat | 3,00 €/Monat |';
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
  });

  it('reads terms under "**Beispiele aus den Bedingungen einzelner Apps**" as facts, after "**Abschluss direkt beim Anbieter**"', () => {
    const text =
      'Für Studentenabos gelten grundsätzlich dieselben Regeln wie für andere digitale Abos.\n\n**Abschluss direkt beim Anbieter**\n* Anbieter müssen einen Kündigungsbutton auf ihrer Website haben.\n\n**Beispiele aus den Bedingungen einzelner Apps**\n* **Keynova:** Monatsabos sind jederzeit zum Monatsende kündbar.\n* **Pianello:** Das Studentenabo verlängert sich automatisch zum regulären Preis.\n* **Tonwerk:** Der kostenlose Tarif muss nicht gekündigt werden.';
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
  });
});

describe('points', () => {
  it('reads items under "## Cómo quedan las demás" after a pick as points', () => {
    const text =
      'Para fotografía de producto, la opción más completa ahora mismo es **Keynova**.\n\n## Cómo quedan las demás\n\n- **Pianello** tiene un curso de bodegón, pero su catálogo está centrado en viajes.\n- Tonwerk incluye un módulo de producto; es correcto, pero no profundiza en iluminación.';
    expect(recommendedIn(text, KEYNOVA)).toEqual([true, false, false]);
  });
});
