/**
 * Analyzer version 83: "empieza por" picks only as an imperative opening its clause; in an overview of
 * facts a condition picks only when it is the reader's ("Pour les clients résidant en Suisse, X passe
 * par …" is how X sells there); a Japanese cue inside the condition ("Xを選ぶ理由だったなら") picks no one
 * in it; "データの出どころ" heads sources; "yo no encargaría … a X" warns; the entity an answer is about
 * is not the alternative after a warning naming nobody; praise of the alternatives, of what "there are"
 * brings in, or of being "fehlerfrei" or "sans erreurs" is no praise or criticism of the entity; "la
 * práctica" is practice, not praise; "X verlangt beispielsweise 40 %" is an example of a point. The
 * answers below are written for these tests, not taken from the eval corpus; the tracked brands are
 * invented.
 */
import { KEYNOVA, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 83 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(83);
});

it('reads "empieza por" inside a description as what a course does, not a pick', () => {
  const text =
    '**Keynova**\n\nA favor: el curso está muy bien estructurado (empieza por las escalas y añade una pieza nueva en cada lección).\n\nEn contra: el plan gratuito solo incluye 10 lecciones.';
  expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: false });
  expect(rulesIn('Si nunca has tocado, empieza por Keynova.', KEYNOVA).Keynova).toMatchObject({
    recommended: true,
  });
});

it('does not pick an entity after a condition about other customers in an overview of terms', () => {
  const text =
    "Les conditions de vente des écoles de piano diffèrent surtout pour l'acompte et l'annulation.\n\n**Acompte**\n* Chez Keynova, il s'élève à 30 % ; Pianello demande 40 %.\n* Tonwerk rembourse 50 % jusqu'à 14 jours avant le début des cours.\n\nPour les élèves résidant en Suisse, Keynova passe par un partenaire distinct, dont les conditions sont propres.";
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: false, sentiment: 'neutral' });
});

it('does not pick the name in a Japanese condition holding the cue', () => {
  const text =
    'Tonwerkは料金が安いものの、レッスンはすべてオンラインです。対面レッスンがKeynovaを選ぶ理由だったなら、代わりにはなりません。';
  expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: false });
});

it('does not read "検討していた" as a pick', () => {
  const text = '対面レッスンを重視してKeynovaを検討していた場合、次の教室が代わりになります。';
  expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: false });
});

it('reads "データの出どころ" as a heading of sources, not options', () => {
  const text =
    '平均的な練習時間は1日20〜30分と言われています。\n\n## データの出どころ\n\n- 練習アプリKeynovaが公開している集計では、平均は1日24分でした。\n- Pianelloが2025年に公開した利用者データでは、平均が31分とされています。';
  const rules = rulesIn(text, KEYNOVA);
  expect(rules.Keynova).toMatchObject({ recommended: false });
  expect(rules.Pianello).toMatchObject({ recommended: false });
});

it('reads "yo no encargaría … a X" as a warning', () => {
  const text =
    'Con la información disponible, yo no encargaría ahora mismo un piano restaurado a Keynova, al menos no sin tomar precauciones.';
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: false, sentiment: 'negative' });
});

it('does not read the entity an answer is about as the alternative to its own warning', () => {
  const text =
    'Por lo que aparece en reseñas recientes, la experiencia con Keynova es bastante desigual.\n\n## Mi opinión\n\nCon lo que describes, yo no contrataría allí clases intensivas. Para ese tipo de curso, Pianello tiene mejor historial. Para clases sueltas, Keynova puede ser suficiente, pero pide las condiciones por escrito.';
  expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: false });
});

it('does not carry praise of the alternatives to the entity before them', () => {
  const text =
    '**Tipp:** Pianello ist die naheliegendste Wahl. Die Warteliste von Keynova wird nur zweimal im Jahr geöffnet. Bewertungen bei Google geben dir einen Eindruck davon, wie zuverlässig die Alternativen ihre Termine halten.';
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: false, sentiment: 'neutral' });
});

it('does not read praise of what "there are" brings in as praise of the entity', () => {
  const text = "With Keynova's waitlist closed, there are still good options in Denver for adult beginners.";
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: false, sentiment: 'neutral' });
});

it('reads "fehlerfrei" and "sans … erreurs" as no criticism', () => {
  const de =
    'Keynova empfiehlt in den Kursunterlagen, das Tempo erst zu steigern, wenn 98 % der Töne fehlerfrei sind.';
  expect(rulesIn(de, KEYNOVA).Keynova).toEqual({ recommended: false, sentiment: 'neutral' });
  const fr =
    '* Les tests en ligne, comme celui de Keynova, mesurent souvent la vitesse brute, sans pénalité pour les erreurs.';
  expect(rulesIn(fr, KEYNOVA).Keynova).toEqual({ recommended: false, sentiment: 'neutral' });
});

it('reads "la práctica" as practice, not praise', () => {
  const text =
    '• La biblioteca de práctica libre es corta: unas 40 piezas frente a las más de 200 de Keynova.';
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: false, sentiment: 'neutral' });
});

it('reads an item naming an entity "beispielsweise" as an example of a point', () => {
  const text =
    'Bei Klavierkursen gelten besondere Regeln. Die wichtigsten Punkte im Überblick:\n\n**Anzahlung**\n- Üblich sind 30–50 % des Kurspreises bei Anmeldung.\n- Keynova verlangt beispielsweise 40 % nach der Anmeldung, bei Pianello sind es 50 %.\n\n**Kündigung**\n- Eine Kündigung ist meist zum Monatsende möglich.';
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: false, sentiment: 'neutral' });
});
