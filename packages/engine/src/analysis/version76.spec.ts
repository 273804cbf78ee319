/**
 * Analyzer version 76: a heading on where a subscription was taken out ("**Abo direkt beim Anbieter**")
 * heads terms; an opening on what almost all of them do, with observed prices ("fonctionnent presque
 * toutes sur abonnement … Tarifs constatés en 2025 :"), opens an overview of prices; a heading on
 * what to take instead ("## Qué elegir en su lugar") offers options, even after a price table. The
 * answers below are written for these tests, not taken from the eval corpus; the tracked brands are
 * invented.
 */
import { KEYNOVA, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 76 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(76);
});

it('reads entries under "**Abo direkt beim Anbieter**" as terms', () => {
  const text =
    'Wie du ein Abo kündigst und ob du Geld zurückbekommst, hängt vor allem davon ab, wo du es abgeschlossen hast [1].\n\n**Abo über App Store oder Google Play**\n- Kündigen kannst du nur in den Kontoeinstellungen des Stores [2].\n- Das gilt etwa für Keynova, die fast nur über die Stores verkauft wird [3].\n\n**Abo direkt beim Anbieter**\n- Bei Pianello wird das Web-Abo im Konto beendet [4].\n- Tonwerk bietet ein Monatsabo an, das jederzeit zum Monatsende kündbar ist.';
  expect(rulesIn(text, KEYNOVA)).toMatchObject({
    Keynova: { recommended: false },
    Pianello: { recommended: false },
    Tonwerk: { recommended: false },
  });
});

it('reads a price table after "presque toutes … Tarifs constatés en 2025 :" as facts', () => {
  const text =
    "Les applications pour apprendre le piano fonctionnent presque toutes sur abonnement, avec un essai gratuit. Tarifs constatés en 2025 :\n\n| Application | Version gratuite | Mensuel | Annuel |\n|---|---|---|---|\n| Keynova | 10 leçons | 7,99 € | 49,99 € |\n| Pianello | métronome seul | 5,99 € | 39,99 € |\n| Tonwerk | chansons pour enfants | — | 29 € |\n\nLes tarifs évoluent souvent : vérifiez le prix final avant de lancer l'essai.";
  expect(rulesIn(text, KEYNOVA)).toMatchObject({
    Keynova: { recommended: false },
    Pianello: { recommended: false },
    Tonwerk: { recommended: false },
  });
});

it('lists the options under "## Qué elegir en su lugar" after a price table', () => {
  const text =
    'En la mayoría de los casos, **no compensa pagar la suscripción anual de Keynova** si estás empezando: es la más cara de su categoría [1].\n\n## Precios actuales\n\n| App | Mensual | Anual |\n|---|---|---|\n| Keynova | 12,99 € | 89,99 € |\n| Pianello | 7,99 € | 49,99 € |\n| Tonwerk | 7,99 € | 59,99 € |\n\n## Qué elegir en su lugar\n- **Pianello**, si quieres aprender tocando canciones desde el primer día: cuesta casi la mitad [2].\n- **Tonwerk**, si prefieres clases en vídeo con profesores [5].';
  expect(rulesIn(text, KEYNOVA)).toMatchObject({
    Pianello: { recommended: true, sentiment: 'positive' },
    Tonwerk: { recommended: true, sentiment: 'positive' },
  });
});
