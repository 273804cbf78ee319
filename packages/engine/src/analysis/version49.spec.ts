/**
 * Analyzer version 49: fee overviews under a German price compound or with Japanese amounts, "dónde"
 * only ranking before an infinitive of getting something, a need in a heading before its colon and
 * the name, comparative picks ("the simpler choice", not "a riskier choice"), German and English
 * imperatives before a name, what a business does not do ("ne prend pas") as no warning, and an event
 * in a Japanese condition as no pick. The answers below are written for these tests, not taken from
 * the eval corpus; the tracked brands are invented.
 */
import { countIn, harborAnd, recommendedIn, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 49 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(49);
});

describe('fee overviews suggest nobody', () => {
  it('reads rows under "Preisbeispiele Hamburger Anbieter" as facts', () => {
    const text =
      'Die Kosten für einen Kammerjäger hängen vor allem von der Schädlingsart ab.\n\n### Preisbeispiele Hamburger Anbieter\n\n| Anbieter | Wespennest | Schaben |\n|---|---|---|\n| Harbor | 129 € | 240 € |\n| Quill | 99 € | 210 € |\n| Lumo | 149 € | 260 € |';
    expect(recommendedIn(text)).toEqual([false, false, false]);
  });

  it('reads a Japanese overview of yearly fees (金額, 顧問料) as facts', () => {
    const text =
      '個人事業主が税理士と顧問契約を結ぶ場合、年間15万〜40万円程度が一般的な相場で、金額は面談の頻度によって変わります。\n\n- Harbor：月額1万5千円から、決算料は別途10万円。\n- Quill：年額18万円、記帳代行は別料金。\n- Lumo：顧問料は月2万円、決算申告込み。';
    expect(recommendedIn(text)).toEqual([false, false, false]);
  });

  it('reads "### Dónde consultarlo" as no selection, but keeps "Dónde hacerlo" as one', () => {
    const facts =
      'Las condiciones de devolución varían según la tienda.\n\n- Harbor: 30 días para devolver, gastos a cargo del cliente.\n- Quill: 14 días, recogida gratuita.\n- Lumo: 60 días con cambio de talla gratuito.\n\n### Dónde consultarlo\nCada tienda publica sus condiciones en su web.';
    expect(recommendedIn(facts)).toEqual([false, false, false]);
    const options =
      'Esterilizar una gata cuesta normalmente entre 120 y 250 €.\n\n**Dónde hacerlo (precios orientativos):**\n\n| Clínica | Precio |\n|---|---|\n| Harbor | 130 € |\n| Quill | 160 € |';
    expect(recommendedIn(options)).toEqual([true, true, null]);
  });
});

describe('picks and warnings', () => {
  it('reads "**If your dog is leash-reactive: Quill.**" as a pick for that need', () => {
    const text =
      "Here's how the options compare, depending on what you need most:\n\n**If your dog is leash-reactive: Quill.**\nQuill pairs every new client with a trainer.\n\n**If you want live tracking: Lumo**\nThe app shows each walk's route.";
    expect(recommendedIn(text)).toEqual([null, true, true]);
  });

  it('reads "the simpler choice" as a pick and "a riskier choice" as a warning', () => {
    expect(rulesIn('For most couples who split rent and bills, Quill is the simpler choice.').Quill).toEqual({
      recommended: true,
      sentiment: 'positive',
    });
    expect(
      rulesIn('Overall, the complaints make Lumo a riskier choice than its marketing suggests.').Lumo,
    ).toEqual({
      recommended: false,
      sentiment: 'negative',
    });
  });

  it('does not read what a listed studio does not do ("ne prend pas") as a warning', () => {
    const text =
      '1. **Quill** – Un atelier spécialisé dans le trait fin. Les retours sont excellents, mais le studio ne prend pas les grandes pièces.\n2. **Lumo** – Un grand atelier.';
    expect(recommendedIn(text)).toEqual([null, true, true]);
  });

  it('does not read an event in a Japanese condition as a pick', () => {
    const text = '顧問先の経営者に相続が発生した場合は、Quillは提携先の事務所を紹介する形になります。';
    expect(rulesIn(text).Quill?.recommended).toBe(false);
  });
});

it('counts a German noun name after a sentence-initial imperative ("Beauftrage Spürnase.")', () => {
  const text =
    'Beauftrage Spürnase. Gegen Schaben brauchst du mehrere Termine, und genau die sind dort im Preis.';
  expect(countIn(text, 'Spürnase', harborAnd('Spürnase'))).toBe(1);
});
