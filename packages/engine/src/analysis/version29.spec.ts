/**
 * Analyzer version 29: German idioms, more notes on other businesses, French no-winner wordings and
 * picks after an article under a need's heading. The answers below are written for these tests, not
 * taken from the eval corpus; the tracked brands are invented.
 */
import { countIn, entityIn, harborAnd, expectBalanced } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 29 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(29);
});

it.each([
  ['Schwung', 'Die Schwung App ist ideal, um den Kreislauf morgens in Schwung zu bringen.', 1],
  [
    'Bluestem',
    "Bluestem schedules longer first visits. (It isn't connected to Bluestem Prairie Preschool.)",
    1,
  ],
  ['Colita Feliz', 'En Google Maps aparece también *Colita Feliz Pet Shop*, una tienda de piensos.', 0],
])('counts %s only as the brand in "%s"', (name, text, want) => {
  expect(countIn(text, name, harborAnd(name))).toBe(want);
});

it.each([["Aucun des deux ne s'impose de manière évidente."], ["Aucun des deux ne surclasse l'autre."]])(
  'reads a comparison closed with "%s" as having no winner',
  (closing) => {
    const text = `| Critère | Harbor | Quill |\n|---|---|---|\n| Tarif | 60 € | 65 € |\n\n* **Harbor** mise sur des séances longues.\n* **Quill** regroupe plusieurs praticiens.\n\n${closing}`;
    expectBalanced(text, ['Harbor', 'Quill']);
  },
);

it("reads the name after an article opening a need's paragraph as its pick", () => {
  const context = harborAnd('Ostéo Erdre', ['Cabinet Ostéo Erdre']);
  const text = [
    '**Pour un nouveau-né (0 à 3 mois)**',
    'Le Cabinet Ostéo Erdre est le plus souvent cité par les parents : deux praticiennes y sont formées.',
  ].join('\n');
  expect(entityIn(text, 'Ostéo Erdre', context)?.recommended).toBe(true);
});
