/**
 * Analyzer version 91: names that are another thing ("(Keynova, NC)", 'Alan "Keynova" Brooks',
 * "Keynova's Surfshop", "Keynova Optics", "Keynova Feed & Hardware", "confuse it with The Keynova, the
 * arts center", "rúa Keynova Tobío", "長野県の松本", "お手本", "gekochte (braune) Weide") are not counted,
 * while "Tabla App y grindo se descargan" counts both; "Each teacher picks one of three policies", a
 * table "solo una comparación de precios, no una clasificación", "Algunos detalles que no se ven en la
 * tabla:", "**For context:**" and "エリアにはXやYといった工房が" pick no one; "a reasonable way to see
 * whether" picks, and "works better as a reference than as a teacher" keeps a pick; "Solange sich die
 * Lage bei X nicht bessert" names the one to avoid; "stark auf … ausgelegt" and "Sicherheitsübungen" are
 * no praise; "停止しているため、今回は候補から外しています" is no warning. The answers below are written
 * for these tests, not taken from the eval corpus; the tracked brands are invented.
 */
import { countIn, KEYNOVA, rulesIn } from './__fixtures__/entities';
import type { AnalysisContext } from './types';
import { ANALYSIS_VERSION } from './types';

/** Keynova Studio (ours, also "Keynova") and Pianello. */
const STUDIO: AnalysisContext = {
  brand: { name: 'Keynova Studio', aliases: ['Keynova'], domains: [] },
  competitors: [{ name: 'Pianello', aliases: [], domains: [] }],
};
const context = (brand: string, aliases: string[], competitors: string[] = []): AnalysisContext => ({
  brand: { name: brand, aliases, domains: [] },
  competitors: competitors.map((name) => ({ name, aliases: [], domains: [] })),
});

it('is version 91 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(91);
});

describe('mentions', () => {
  it('reads a name before a US state code as the town', () => {
    const text =
      '1. **Keynova Studio** (Keynova, NC) – Evening classes for beginners. Keynova also repairs baskets.';
    expect(countIn(text, 'Keynova Studio', STUDIO)).toBe(2);
  });

  it('reads a name in quotes between a given name and a surname as a nickname', () => {
    const text =
      'Keynova is the app to start with. The trick is named after Alan "Keynova" Brooks, who invented it.';
    expect(countIn(text, 'Keynova', KEYNOVA)).toBe(1);
  });

  it('reads "Keynova\'s Surfshop" and "Keynova\'s Bargain Outlet" as other businesses', () => {
    const text =
      "Keynova is the app to start with. Buy a board at Keynova's Surfshop in Cologne, not at Keynova's Bargain Outlet.";
    expect(countIn(text, 'Keynova', KEYNOVA)).toBe(1);
  });

  it('reads a name before a kind of business, also joined by "&", as another business', () => {
    const text =
      'Keynova is the app to start with. Keynova Optics sells binoculars, and Keynova Feed & Hardware sells seed; Keynova Coffee Bar is next door.';
    expect(countIn(text, 'Keynova', KEYNOVA)).toBe(1);
  });

  it('reads a shorter name the answer says is something else after "confuse it with" as that thing', () => {
    const en =
      'Keynova Studio runs weekend intensives. Some people confuse it with The Keynova, the arts center in Highlands.';
    expect(countIn(en, 'Keynova Studio', STUDIO)).toBe(1);
    const fr =
      "Keynova Studio organise des stages d'un week-end. Il n'y a aucun lien avec Keynova, la commune du Rhône.";
    expect(countIn(fr, 'Keynova Studio', STUDIO)).toBe(1);
  });

  it('reads a name after "rúa" as a street', () => {
    const text = 'Keynova entrega sin coste en puntos de Santiago, como uno en la rúa Keynova Tobío.';
    expect(countIn(text, 'Keynova', KEYNOVA)).toBe(1);
  });

  it('reads a German noun after a participle, also past a word in brackets, as the noun', () => {
    const text =
      'Bei Weide bekommst du Reparaturen. Ungeschälte Weide ist am günstigsten, geschälte oder gekochte (braune) Weide kostet mehr.';
    expect(countIn(text, 'Weide', context('Weide', ['Korbflechterei Weide']))).toBe(1);
  });

  it('counts a name opening a sentence coordinated with another tracked name in lower case', () => {
    const text = 'Usa la cámara sobre la tabla.\n\nTabla App y grindo se descargan gratis en Google Play.';
    expect(countIn(text, 'Tabla', context('Tabla', ['Tabla App'], ['grindo']))).toBe(1);
  });

  it('reads a kanji name after the polite prefix お as the word', () => {
    const text = '- **手本（Tehon）**\n  プロの講師が書いたお手本をなぞるアプリです。';
    expect(countIn(text, '手本', context('手本', ['Tehon']))).toBe(2);
  });

  it('reads a kanji name of the brand after a prefecture, or before a crossing, as the place', () => {
    const matsumoto = context('松本弦楽器', ['松本']);
    expect(
      countIn(
        '松本弦楽器は文京区の工房です。似た名前の店が長野県の松本にもあります。',
        '松本弦楽器',
        matsumoto,
      ),
    ).toBe(1);
    const horikawa = context('堀川活版室', ['堀川']);
    expect(
      countIn(
        '堀川活版室は上京区の工房です。堀川・丸太町の交差点近くで降りると便利です。',
        '堀川活版室',
        horikawa,
      ),
    ).toBe(1);
  });
});

describe('verdicts', () => {
  it('reads "Each teacher picks one of three policies" in an overview of terms as no pick', () => {
    const text =
      'Cancellation rules for basketry classes vary a lot. Here is how the main providers handle it:\n\n* **Keynova:** Each teacher picks one of three policies, shown on the class page.\n* **Pianello:** Full refund up to 14 days before the first evening.';
    const rules = rulesIn(text, KEYNOVA);
    expect(rules.Keynova).toMatchObject({ recommended: false });
    expect(rules.Pianello).toMatchObject({ recommended: false });
  });

  it('reads the name after "**For context:**" as a reference point', () => {
    const text =
      'For learning the ollie, **Keynova** is the strongest choice right now.\n\n**For context:** Pianello has a large trick library and is free.';
    const rules = rulesIn(text, KEYNOVA);
    expect(rules.Keynova).toMatchObject({ recommended: true });
    expect(rules.Pianello).toMatchObject({ recommended: false });
  });

  it('reads "is a reasonable way to see whether" as a pick', () => {
    const text =
      'If you want to try something before paying, the free trick library in Keynova is a reasonable way to see whether your kid enjoys it.';
    expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: true, sentiment: 'positive' });
  });

  it('keeps the pick of a need label when the option "works better as a reference than as a teacher"', () => {
    const text =
      '**If you want something free:** Keynova has a large trick library and a session log. It works better as a reference than as a teacher, but it costs nothing to start.';
    expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: true });
  });

  it('reads a table the intro calls "no una clasificación", and details under it, as facts', () => {
    const text =
      'La siguiente tabla resume las tarifas publicadas; es solo una comparación de precios, no una clasificación:\n\n| App | Mensual |\n|---|---|\n| Keynova | 5,99 € |\n| Tonwerk | 9,90 € |\n| Pianello | 3,99 € |\n\nAlgunos detalles que no se ven en la tabla:\n\n- **Keynova** cobra el plan anual de una sola vez.\n- **Tonwerk** renueva automáticamente el plan anual.\n\nSi tu prioridad es gastar lo mínimo, la opción más económica es Pianello.';
    const rules = rulesIn(text, KEYNOVA);
    expect(rules.Keynova).toMatchObject({ recommended: false });
    expect(rules.Tonwerk).toMatchObject({ recommended: false });
    expect(rules.Pianello).toMatchObject({ recommended: true });
  });

  it('keeps options listed when only their order is "keine Rangliste"', () => {
    const text =
      'Diese Schulen werden regelmäßig genannt – die Reihenfolge ist keine Rangliste:\n\n- **Keynova** – Welpengruppen mit höchstens sechs Hunden.\n- **Pianello** – Welpenkurs mit acht Terminen.';
    expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: true });
  });

  it('reads the name in "Solange sich die Lage bei X nicht bessert" as no pick', () => {
    const text =
      'Bei Keynova häufen sich Beschwerden über Lieferzeiten.\n\n**Fazit:** Solange sich die Lage bei Keynova nicht bessert, bestell deinen Korb lieber direkt bei einer Werkstatt.';
    expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: false });
  });

  it('reads "エリアにはXやYといった工房が集まり" as a place, not a need', () => {
    const text =
      '鶴見エリアにはKeynovaやPianelloといった工房が集まり、駅の周辺にはTonwerkのような体験型の工房もあります。';
    const rules = rulesIn(text, KEYNOVA);
    expect(rules.Keynova).toMatchObject({ recommended: false });
    expect(rules.Tonwerk).toMatchObject({ recommended: false });
  });

  it('reads "stark auf … ausgelegt" and "Sicherheitsübungen" as no praise', () => {
    const text =
      'Das Fortschrittssystem von Keynova ist stark auf Abzeichen ausgelegt. Sicherheitsübungen wie richtiges Fallen kommen vor jedem Trick.';
    expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: false, sentiment: 'neutral' });
  });

  it('reads one left out while it takes no orders ("停止しているため…候補から外しています") as no warning', () => {
    const text =
      'おすすめはPianelloです。なお、Keynovaは2025年春まで新規のオーダーを停止しているため、今回は候補から外しています。';
    expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ sentiment: 'neutral' });
  });
});
