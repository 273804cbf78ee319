/**
 * Analyzer version 8: untracked brands are checked against generated word lists (places, German
 * nouns, dictionary stems, katakana loanwords) and against what the text says about them ("Marken
 * wie …"); more structures of suggesting (examples for the reader, arrow picks, alternatives after a
 * warning, verdict lines). Sentences are written for these tests, not taken from the eval corpus.
 */
import { isKatakanaWord } from './ja-words';
import { analyzeText, type EntityInput } from './text-api';
import { ANALYSIS_VERSION } from './types';
import { isDictionaryWord, isGermanNoun, isPlaceName } from './word-lists';

const acme = { id: 'b', name: 'Acme', aliases: [], domains: [] };
const globex = { id: 'g', name: 'Globex', aliases: [], domains: [] };
const initech = { id: 'i', name: 'Initech', aliases: [], domains: [] };
const analyze = (text: string, competitors: EntityInput[] = [globex, initech]) =>
  analyzeText({ text }, { brand: acme, competitors });
const entity = (text: string, id: string, competitors?: EntityInput[]) => {
  const found = analyze(text, competitors).entities[id];
  if (!found) throw new Error(`no entity ${id}`);
  return found;
};
/** Recommended and sentiment of one entity, as a pair. */
const verdict = (text: string, id: string, competitors?: EntityInput[]) => {
  const e = entity(text, id, competitors);
  return [e.recommended, e.sentiment];
};
const untracked = (text: string) => analyze(text, []).untrackedBrands;

it('is analysis version 8 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(8);
});

describe('the generated word lists', () => {
  it('know places, German nouns, dictionary stems and katakana loanwords, in any case', () => {
    expect(isPlaceName('Market Harborough')).toBe(true);
    expect(isPlaceName('tarifa')).toBe(true);
    expect(isPlaceName('Zentrix')).toBe(false);
    expect(isGermanNoun('Verbesserungen')).toBe(true);
    expect(isGermanNoun('Durchgang')).toBe(true);
    expect(isGermanNoun('Klickfahrt')).toBe(false);
    expect(isDictionaryWord('Retrasos', 'es')).toBe(true);
    expect(isDictionaryWord('Tarifs', 'fr')).toBe(true);
    expect(isDictionaryWord('Escape', 'en')).toBe(true);
    expect(isDictionaryWord('Zentrix', 'en')).toBe(false);
    expect(isDictionaryWord('Escape', 'ja')).toBe(false);
    expect(isKatakanaWord('ディスプレイ')).toBe(true);
    expect(isKatakanaWord('ブックウォーク')).toBe(false);
  });
});

describe('untracked brands: everyday words in prose are no names (rule 13)', () => {
  it('drops populated places, keeping known brands named like one', () => {
    expect(untracked('Acme runs trips from Tarifa; Chinchón and Market Harborough are nice too.')).toEqual(
      [],
    );
    expect(untracked('Acme is sold at Argos and Zentrix Outdoor.')).toEqual(['Argos', 'Zentrix Outdoor']);
  });

  it('drops German noun forms and runs of nouns and places, not coined names', () => {
    expect(untracked('Acme plant pro Durchgang 15 Minuten ein, Kurse gibt es mit Teleskop.')).toEqual([]);
    expect(
      untracked(
        'Die beiden Betriebe im Raum Kiel sind günstiger, und pro Kilo Pilze zahlt man bei Acme weniger.',
      ),
    ).toEqual([]);
    expect(untracked('Acme und Klickfahrt sind die bekanntesten Anbieter.')).toEqual(['Klickfahrt']);
  });

  it('drops single dictionary words in English, French and Spanish prose', () => {
    expect(untracked('Acme is fine. Flying is usually cancelled in rain, says Zentrix.')).toEqual([
      'Zentrix',
    ]);
    expect(untracked('Acme a changé ses Tarifs et ses Partenaires cette année.')).toEqual([]);
    expect(untracked('Acme tuvo Retrasos en verano, según los clientes de Zentrix.')).toEqual(['Zentrix']);
  });

  it('drops landmarks, suspended compounds, centuries and royalty', () => {
    expect(untracked('Acme hires boats on the Oxford Canal near St Wilfrid’s Church.')).toEqual([]);
    expect(untracked('Acme setzt auf Stahl- oder Aluminiumeisen.')).toEqual([]);
    expect(untracked('Acme restaure des pendules du XIXe siècle.')).toEqual([]);
    expect(untracked('Acme restored an organ given by King Edward VII.')).toEqual([]);
  });

  it('keeps names the text calls brands, and names listed in a table cell', () => {
    expect(untracked('Bei Acme gibt es Marken wie Passier oder Stübben.')).toEqual(['Passier', 'Stübben']);
    expect(
      untracked('Acme répare des marques comme Omega, Longines ou LIP. Jean Verdier la dirige.'),
    ).toEqual(['Omega', 'Longines', 'LIP']);
    expect(
      untracked('| Clinic | Brands |\n|---|---|\n| Acme | Phonak, Oticon, Widex |\n| Acme Plus | Signia |'),
    ).toEqual(['Phonak', 'Oticon', 'Widex']);
    // A cell of everyday nouns lists no names.
    expect(
      untracked(
        'Die Kurse von Acme sind für alle gedacht, die gerne reisen.\n\n| Kurs | Für wen |\n|---|---|\n| Acme | Anfänger, Familien |',
      ),
    ).toEqual([]);
  });

  it('drops katakana loanwords and loanword compounds naming a kind of offer', () => {
    expect(untracked('Acmeのディスプレイは明るく、ライトプランとソロルームがあります。')).toEqual([]);
    expect(untracked('Acme、ブックウォーク、ツバキティーなどが人気です。')).toEqual([
      'ブックウォーク',
      'ツバキティー',
    ]);
  });
});

describe('tracked names that are words (rule 7)', () => {
  const pfote = { id: 'k', name: 'Pfote', aliases: [], domains: [] };
  it('reads a German noun after an article and an adjective as the word', () => {
    const text =
      'Acme und Pfote sind die bekanntesten Anbieter für Hundekurse. Mit der verletzten Pfote geht man zum Tierarzt.';
    expect(entity(text, 'k', [pfote]).count).toBe(1);
  });

  it('counts a dictionary-word kanji name heading a numbered section', () => {
    const mangetsu = { id: 'm', name: '満月', aliases: [], domains: [] };
    const text = '### 1. 満月 ― 料理重視ならここ\n- 浅草橋発着\n\n### 2. Acme ― 少人数の貸切向け\n- 15名から';
    expect(entity(text, 'm', [mangetsu]).count).toBe(1);
  });
});

describe('suggested options and picks (rule 10)', () => {
  it('takes examples of where the reader should go as suggestions', () => {
    expect(verdict('Puedes comprarla en tiendas especializadas como Acme o Globex.', 'b')).toEqual([
      true,
      'positive',
    ]);
    expect(verdict('Il faut une révision chez un horloger comme Acme ou Globex.', 'g')).toEqual([
      true,
      'positive',
    ]);
    // Not a fact about providers: "Manufacturers such as Acme use steel."
    expect(verdict('Manufacturers such as Acme use steel frames.', 'b')[0]).toBe(false);
  });

  it('takes the name after an arrow in a summary line as the pick', () => {
    const text = '### En résumé\n- Poêle sous garantie → **Acme**.\n- Conduit seul → **Globex**.';
    expect(verdict(text, 'b')).toEqual([true, 'positive']);
    expect(verdict(text, 'g')).toEqual([true, 'positive']);
  });

  it('reads a verdict line naming nobody as the verdict on the answer’s topic', () => {
    const text =
      '**Acme** est un atelier du Marais, fondé en 2015.\n\nLe prix est supérieur à celui de Globex.\n\n**Verdict** : une adresse recommandée pour une montre ancienne.';
    expect(verdict(text, 'b')).toEqual([true, 'positive']);
    expect(verdict(text, 'g')[0]).toBe(false);
  });

  it('takes the alternative named after a warning in the same paragraph', () => {
    const text =
      "I wouldn't sign up with Acme on the first visit. Compare prices elsewhere. Independent clinics such as Globex usually include aftercare.";
    expect(verdict(text, 'b')).toEqual([false, 'negative']);
    expect(verdict(text, 'g')).toEqual([true, 'positive']);
  });

  it('reads bold-name paragraphs with a note or an apposition as options, unless the choice depends', () => {
    const text =
      'Deux ateliers reviennent souvent.\n\n**Acme**, dans le 2e arrondissement, est un atelier indépendant.\n\n**Globex** (Brotteaux) travaille sur les montres anciennes.';
    expect(verdict(text, 'b')).toEqual([true, 'positive']);
    expect(verdict(text, 'g')).toEqual([true, 'positive']);
    const depends = `Ob Eisen oder barhuf, hängt stark vom Pferd, vom Boden und von der Nutzung ab.\n\n**Acme** setzt auf Eisen.\n\n**Globex** arbeitet ohne Eisen.`;
    expect(verdict(depends, 'b')[0]).toBe(false);
  });

  it('knows more pick cues, also around bold names', () => {
    expect(verdict('Für Tomaten würde ich mir zuerst **Acme** anschauen.', 'b')[0]).toBe(true);
    expect(verdict('Für Zargen bist du bei Acme besser aufgehoben.', 'b')[0]).toBe(true);
    expect(verdict('Eine gute zweite Adresse ist **Acme**.', 'b')[0]).toBe(true);
    expect(verdict('Acme is worth a quote if you need moving heads.', 'b')[0]).toBe(true);
    expect(verdict('For a family, I would book with Acme.', 'b')[0]).toBe(true);
    expect(verdict("I'd narrow it down to Acme and Globex.", 'g')[0]).toBe(true);
  });

  it('names joined to the one opening a paragraph under a need heading are options too', () => {
    const text = '**Clinics owners recommend instead**\nAcme and Globex both score highly for follow-up.';
    expect(verdict(text, 'b')[0]).toBe(true);
    expect(verdict(text, 'g')[0]).toBe(true);
  });
});

describe('alternatives offered (rule 10)', () => {
  it('reads "alternatives are X and Y" and a label announcing alternatives as suggestions', () => {
    const de =
      'Wer wechseln möchte: Häufig genannte Alternativen mit stabileren Beiträgen sind Acme und Globex.';
    expect(verdict(de, 'b')[0]).toBe(true);
    expect(verdict(de, 'g')[0]).toBe(true);
    const fr =
      'Les avis sur Initech sont partagés.\n\n**Alternatives citées par les acheteurs :** Acme et Globex reviennent souvent pour leur service.';
    expect(verdict(fr, 'g')[0]).toBe(true);
  });

  it('does not pick the one being left ("moving away from X")', () => {
    const text =
      "If you're moving away from Acme after it dropped its free plan, the alternatives are Globex and Initech.";
    expect(verdict(text, 'b')[0]).toBe(false);
    expect(verdict(text, 'g')[0]).toBe(true);
  });

  it('reads "a safer route is" as a pick and a numbered bold line with an emoji as an option', () => {
    expect(verdict('A safer route is to have Acme fit a complete kit.', 'b')[0]).toBe(true);
    const list =
      'Estas son algunas residencias:\n\n**1. Acme (Colmenar Viejo)** 🐾\n- Parcelas amplias\n\n**2. Globex (Boadilla)**\n- Instalaciones nuevas';
    expect(verdict(list, 'b')[0]).toBe(true);
  });

  it('reads "conviendra davantage" as a conditional pick', () => {
    expect(verdict('Globex, basé à Homps, conviendra davantage aux familles.', 'g')[0]).toBe(true);
  });

  it('lets a verb of avoiding with its own object warn about that object, not the next name', () => {
    const text =
      'Si vous préférez éviter ce type de litige, des loueurs directs comme Acme ou Globex font un état des lieux.';
    expect(verdict(text, 'b')).toEqual([true, 'positive']);
  });
});

describe('warnings and references (rules 10, 11)', () => {
  it('reads "tendría cuidado" after the name as a warning', () => {
    expect(verdict('Con **Acme** tendría cuidado: la garantía es muy corta.', 'b')).toEqual([
      false,
      'negative',
    ]);
  });

  it('reads more warnings', () => {
    expect(verdict('Bei Acme wäre ich vorsichtig: viele Hybriden.', 'b')).toEqual([false, 'negative']);
    expect(verdict("Au vu des avis, Acme n'est pas le choix le plus sûr pour un baptême.", 'b')).toEqual([
      false,
      'negative',
    ]);
  });

  it('takes "similar to X" as a reference, and 向き不向き as no warning', () => {
    const text = '* **Why consider it:** Similar dry-hire model to Acme, but with more fixtures.';
    expect(verdict(text, 'b')[0]).toBe(false);
    const ja = 'ロボット掃除機は向き不向きがはっきり分かれます。Acmeは水拭きモデルを発売しました。';
    expect(verdict(ja, 'b')).toEqual([false, 'neutral']);
  });
});
