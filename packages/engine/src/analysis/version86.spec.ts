/**
 * Analyzer version 86: "**Published examples**" heads examples of facts, not options (as "Exemples de
 * prestataires" did); "## Was die bekannten Apps bieten", "What the main apps offer" head points on
 * what each one does; "Book a visiting technician through X" picks X. The answers below are written for these tests, not taken from the eval corpus;
 * the tracked brands are invented.
 */
import { KEYNOVA, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 86 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(86);
});

it('reads "Published examples" in an overview of rental terms as facts', () => {
  const text =
    'Piano rental programs usually run month to month after a minimum term. Terms differ a lot from one shop to the next, so it is worth reading the contract closely.\n\n**Common rental terms**\n- **Minimum term:** typically 3–6 months.\n- **Deposit:** often one month of rent.\n\n**Published examples**\n- **Keynova** rents uprights for about $85 a month with a six-month minimum.\n- **Pianello** rents digital pianos at around $45 a month with no minimum term.';
  const rules = rulesIn(text, KEYNOVA);
  expect(rules.Keynova).toMatchObject({ recommended: false });
  expect(rules.Pianello).toMatchObject({ recommended: false });
});

it('reads "Was die bekannten Apps bieten" as a heading of points', () => {
  const text =
    'Eine eigene Klavier-App nur für Linkshänder gibt es nicht.\n\n## Was die bekannten Apps bieten\n\n- **Keynova** ist in erster Linie ein Übungs-Tool mit Metronom; Videoanleitungen gibt es kaum.\n- **Pianello** hat zwar viele Videokurse, filmt aber nur aus einer Perspektive.\n\n## Top-Empfehlung: Tonwerk\n\nAm besten geeignet ist aktuell Tonwerk.';
  const rules = rulesIn(text, KEYNOVA);
  expect(rules.Keynova).toMatchObject({ recommended: false });
  expect(rules.Pianello).toMatchObject({ recommended: false });
  expect(rules.Tonwerk).toMatchObject({ recommended: true });
});

it('reads "Book a visiting technician through X" under a need as a pick', () => {
  const text =
    "### If it just needs tuning\nBook a visiting technician through Keynova. It's the quickest route when nothing is broken, but their technicians don't do structural work.";
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: true, sentiment: 'positive' });
});
