/**
 * Analyzer version 89: overviews of terms, reported figures and compared prices are facts, not options
 * ("Die Regeln bekannter Apps im Überblick:", "## What the apps themselves report", "### Quelques
 * valeurs de référence publiées", "料金を…比較しました。" over a table, "**Ce que prévoient souvent les
 * ateliers**", "注意しておきたいこと", "En contra:"); a name before "-style" is a reference; picks in
 * "Search **X**", "L'atelier …" after a short phrase, "**3. Workshops on X**", "the best fallback", "die
 * verlässlichere Option"; no pick in "If you still want to try X", "am wenigsten verlässliche Option",
 * "las alternativas anteriores son más cortas", "最適化"; a two-katakana name is judged like a kana word.
 * The answers below are written for these tests, not taken from the eval corpus; the tracked brands
 * are invented.
 */
import { countIn, KEYNOVA, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION, type AnalysisContext } from './types';

it('is version 89 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(89);
});

it('reads a table under "Die Regeln bekannter Apps im Überblick:" as terms, not options', () => {
  const text =
    'Wie du ein Abo kündigst, hängt davon ab, wo du es abgeschlossen hast.\n\n## Abschluss direkt beim Anbieter\nDie Regeln bekannter Apps im Überblick:\n\n| App | Testphase | Kündigung |\n|---|---|---|\n| Keynova | 14 Tage | monatlich |\n| Pianello | 7 Tage | jederzeit |';
  const rules = rulesIn(text, KEYNOVA);
  expect(rules.Keynova).toMatchObject({ recommended: false });
  expect(rules.Pianello).toMatchObject({ recommended: false });
});

it('reads items under "What the apps themselves report" as reported facts', () => {
  const text =
    'Most adult beginners need 3–6 months of regular practice.\n\n## What the apps themselves report\n- Keynova says users finish its beginner track in about 10 weeks.\n- Pianello reports that users reach 120 bpm after roughly 40 sessions.';
  const rules = rulesIn(text, KEYNOVA);
  expect(rules.Keynova).toEqual({ recommended: false, sentiment: 'neutral' });
  expect(rules.Pianello).toEqual({ recommended: false, sentiment: 'neutral' });
});

it('reads a table under "Quelques valeurs de référence publiées" as figures', () => {
  const text =
    "La latence devient perceptible à partir d'environ 10 ms.\n\n### Quelques valeurs de référence publiées\n| Configuration | Latence annoncée |\n|---|---|\n| Keynova sur iPad | 6 à 8 ms |\n| Pianello dans le navigateur | 15 à 25 ms |";
  const rules = rulesIn(text, KEYNOVA);
  expect(rules.Keynova).toMatchObject({ recommended: false });
  expect(rules.Pianello).toMatchObject({ recommended: false });
});

it('reads a table under a paragraph that compares prices as facts, and keeps the pick after it', () => {
  const text =
    '主なアプリの料金を、各公式サイトの情報をもとに比較しました。価格は変わることがあります。\n\n| アプリ | 月額 |\n|---|---|\n| Keynova | 480円 |\n| Pianello | 800円 |\n| Tonwerk | 980円 |\n\n### 結論\nとにかく安く続けたいなら、Keynovaの年額プランがいちばん負担の軽い選択です。';
  const rules = rulesIn(text, KEYNOVA);
  expect(rules.Pianello).toMatchObject({ recommended: false });
  expect(rules.Tonwerk).toMatchObject({ recommended: false });
  expect(rules.Keynova).toMatchObject({ recommended: true });
});

it('reads "a Keynova-style intensive" as a reference, and "**3. Workshops on X**" as an option', () => {
  const text =
    'If Keynova is booked up, there are several good options.\n\n**1. Pianello (Belfast)**\nThe closest match to a Keynova-style intensive, with two-day weekends.\n\n**2. Workshops on Tonwerk**\nThe site gathers one-off workshops by independent weavers.';
  const rules = rulesIn(text, KEYNOVA);
  expect(rules.Keynova).toMatchObject({ recommended: false });
  expect(rules.Pianello).toMatchObject({ recommended: true });
  expect(rules.Tonwerk).toMatchObject({ recommended: true });
});

it('reads "Search **X**" opening the paragraph under a need heading as the option', () => {
  const text =
    "Here's a quick way to decide.\n\n### If you're flexible on location\nSearch **Keynova**, which gathers workshops from Kittery to Lubec.";
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: true, sentiment: 'positive' });
});

it('reads "If you still want to try X, …" after a warning as no pick', () => {
  const text =
    "I'd be cautious about booking with Pianello right now; several series were cancelled at short notice.\n\nIf you still want to try Pianello, I'd stick to a drop-in night and avoid prepaying a full series.";
  expect(rulesIn(text, KEYNOVA).Pianello).toEqual({ recommended: false, sentiment: 'negative' });
});

it('reads "the best fallback", "die verlässlichere Option" as picks, not "am wenigsten verlässliche"', () => {
  const fallback =
    'The best fallback is **Keynova**: cheaper, but less structured, so you will need more discipline.';
  expect(rulesIn(fallback, KEYNOVA).Keynova).toMatchObject({ recommended: true });
  const de =
    'Wenn du einen Webstuhl leihen möchtest, ist **Keynova** in Immenstadt die verlässlichere Option.';
  expect(rulesIn(de, KEYNOVA).Keynova).toMatchObject({ recommended: true });
  const least = 'Insgesamt ist Keynova für Studierende die teuerste und am wenigsten verlässliche Option.';
  expect(rulesIn(least, KEYNOVA).Keynova).toMatchObject({ recommended: false });
});

it('reads "las alternativas anteriores son más cortas" as no pick of the entity compared', () => {
  const text =
    '### Comparado con Keynova\nKeynova sigue siendo la referencia por su curso de tres días; las alternativas anteriores son más cortas o más flexibles.';
  expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: false });
});

it('reads "En contra:" and "A favor:" as labels of points', () => {
  const text =
    'Las dos apps son sólidas; aquí van los puntos fuertes y débiles de cada una.\n\n**Keynova**\nA favor:\n- Todo el contenido está en español.\nEn contra:\n- Keynova Pro cuesta 9,99 € al mes, algo más que la media.';
  expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: false });
});

it('reads items under "Ce que prévoient souvent les ateliers" as terms', () => {
  const text =
    "Si c'est vous qui annulez, ce sont les CGV de l'atelier qui s'appliquent.\n\n**Ce que prévoient souvent les ateliers bretons**\n* Chez Pianello, par exemple, l'acompte de 30 % est conservé en cas d'annulation tardive.\n* Keynova indique rembourser les matières non utilisées.";
  const rules = rulesIn(text, KEYNOVA);
  expect(rules.Keynova).toMatchObject({ recommended: false });
  expect(rules.Pianello).toMatchObject({ recommended: false });
});

it('reads the name after a short phrase opening the paragraph under "**Une autre piste**" as the option', () => {
  const text =
    "Si Tonwerk affiche complet, plusieurs ateliers proposent des formats comparables :\n\n- **Pianello** (Douarnenez) : stages de 2 à 5 jours.\n\n**Une autre piste**\nMoins connu du grand public, l'Atelier Keynova à Locronan propose des semaines intensives.";
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: true, sentiment: 'positive' });
  // (Not after a phrase setting up a comparison.)
  const compared =
    '**Sobre otras opciones**\nPor comparación, Keynova cobra una cuota anual más alta; no la descarto, pero para empezar no la necesitas.';
  expect(rulesIn(compared, KEYNOVA).Keynova).toMatchObject({ recommended: false });
});

it('reads items under "注意しておきたいこと" as points, and "最適化" as no pick', () => {
  const points =
    '### 注意しておきたいこと\n* **年齢制限に注意**：西陣の「Keynova」など高機を使う工房は、高学年以上を対象にしていることが多いです。';
  expect(rulesIn(points, KEYNOVA).Keynova).toMatchObject({ recommended: false });
  const optimised = 'どのアプリも無料で試せます。Keynovaは大画面表示に最適化されています。';
  expect(rulesIn(optimised, KEYNOVA).Keynova).toMatchObject({ recommended: false });
});

it('reads a two-katakana name like a kana word: quoted it is the name, as an object it is the drum', () => {
  const tam: AnalysisContext = {
    brand: { name: 'タム', aliases: [], domains: [] },
    competitors: [{ name: 'Pianello', aliases: [], domains: [] }],
  };
  expect(countIn('ドラム練習アプリ「タム」は、手軽に始められます。', 'タム', tam)).toBe(1);
  expect(countIn('8ビートのあとは、タムを叩く練習をします。', 'タム', tam)).toBe(0);
});
