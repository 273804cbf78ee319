/**
 * Analyzer version 7: Japanese. Two-kanji names are everyday words only when the dictionary knows
 * them (IPADIC), a kanji word shown once as a name counts where it stands alone, conditions are not
 * picks, and untracked brands are found in kanji and kana too. Sentences are written for these
 * tests, not taken from the eval corpus.
 */
import { isJapaneseWord } from './ja-words';
import { analyzeText, type EntityInput } from './text-api';
import { ANALYSIS_VERSION } from './types';

const sumi = { id: 'b', name: '墨心', aliases: [], domains: ['bokushin.jp'] };
const aozora = { id: 'a', name: '青空', aliases: [], domains: ['aozora-app.jp'] };
const hoshi = { id: 'h', name: '星屋', aliases: [], domains: ['hoshiya.jp'] };
const analyze = (text: string, competitors: EntityInput[] = [aozora, hoshi]) =>
  analyzeText({ text }, { brand: sumi, competitors });
const entity = (text: string, id: string, competitors?: EntityInput[]) => {
  const found = analyze(text, competitors).entities[id];
  if (!found) throw new Error(`no entity ${id}`);
  return found;
};

const acme = { id: 'b', name: 'Acme', aliases: [], domains: [] };
const globex = { id: 'g', name: 'Globex', aliases: [], domains: [] };
const atelier = { id: 'a', name: "L'Atelier Bleu", aliases: [], domains: [] };
/** The entities of an answer for Acme and the given competitors. */
const verdicts = (text: string, competitors: EntityInput[] = [globex, atelier]) =>
  analyzeText({ text }, { brand: acme, competitors }).entities;
/** The untracked brands of an answer for Acme alone. */
const untrackedForAcme = (text: string) =>
  analyzeText({ text }, { brand: acme, competitors: [] }).untrackedBrands;

it('is analysis version 7 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(7);
});

describe('the Japanese word list (IPADIC two-kanji words)', () => {
  it('knows everyday words and not coined names', () => {
    expect(isJapaneseWord('青空')).toBe(true);
    expect(isJapaneseWord('王手')).toBe(true);
    expect(isJapaneseWord('一番')).toBe(true);
    expect(isJapaneseWord('墨心')).toBe(false);
    expect(isJapaneseWord('星屋')).toBe(false);
    expect(isJapaneseWord('青')).toBe(false);
    expect(isJapaneseWord('青空文庫')).toBe(false);
  });
});

describe('two-kanji names (rules 3 and 7)', () => {
  it('counts a coined name in running prose, before particles and quotes', () => {
    const text = '墨心は筆ペンの老舗です。星屋の新作「夜空」も人気で、墨心「極細」と比べられます。';
    expect(entity(text, 'b').count).toBe(2);
    expect(entity(text, 'h').count).toBe(1);
  });

  it('does not count a coined name inside a longer kanji word', () => {
    expect(entity('墨心流の書き方と、星屋根の修理。', 'b').count).toBe(0);
    expect(entity('墨心流の書き方と、星屋根の修理。', 'h').count).toBe(0);
  });

  it('reads a name after an adjective or a plain verb as the ordinary word, not after a suru-verb', () => {
    // 星屋 is coined, so only the grammar before it can make it a word.
    expect(entity('夜に光る星屋の看板が見えます。', 'h').count).toBe(0);
    expect(entity('小さな星屋が並んでいます。', 'h').count).toBe(0);
    expect(entity('文具店を運営する星屋と比べると、品揃えが多いです。', 'h').count).toBe(1);
  });

  it('counts a dictionary word only where it is shown as a name', () => {
    expect(entity('今日は青空が広がっています。', 'a').count).toBe(0);
    expect(entity('「青空」は日記アプリです。', 'a').count).toBe(1);
  });

  it('reads a dictionary word listed with another tracked name as the name', () => {
    const text = 'ご質問の青空と星屋は、性格がかなり違います。青空は駅前にある教室です。';
    expect(entity(text, 'a').count).toBe(2);
  });

  it('counts a dictionary word shown as a name once wherever it stands alone', () => {
    const text =
      '「青空」のサービス終了に伴い、乗り換え先をまとめました。\n\n青空に保存していた日記は書き出せます。青空文庫とは別物です。';
    expect(entity(text, 'a').count).toBe(2);
  });

  it('does not read a quoted phrase that opens with the word as the name', () => {
    expect(entity('「青空を見上げたら深呼吸」という言葉があります。', 'a').count).toBe(0);
  });
});

describe('Japanese verdicts (rule 10)', () => {
  it('reads one bold-name paragraph as a profile, two as options', () => {
    const profile = '**星屋（ほしや）**は、2015年に創業した文具店です。店舗は都内に3つあります。';
    expect(entity(profile, 'h').recommended).toBe(false);
    const options = '**星屋**は、品揃えが多く配送も早いです。\n\n**墨心**は、筆ペンの種類が豊富です。';
    expect(entity(options, 'h').recommended).toBe(true);
    expect(entity(options, 'b').recommended).toBe(true);
  });

  it('reads a bold heading with a condition and a colon as a pick', () => {
    const text = '**細字が欲しいなら：星屋のペン（1,100円）**\n軽くて持ちやすいです。';
    expect(entity(text, 'h').recommended).toBe(true);
  });

  it('does not pick the entity named in the condition', () => {
    const text = '青空の日記機能が好きだった方には、墨心のメモ帳がいちばん近い使い心地です。';
    expect(entity(text, 'b').recommended).toBe(true);
    expect(entity(text, 'a').recommended).toBe(false);
  });
});

describe('the paragraph under a heading naming one entity (rule 10)', () => {
  const verdict = (text: string, id: string) => verdicts(text, [globex])[id];

  it('is about that entity: its pick and its praise count', () => {
    const text =
      '**Globex Ceiling White**\nEs la que mejor cubre en las pruebas y apenas gotea. Es la que yo elegiría.\n\n**Acme Blanco**\nCuesta menos.';
    expect(verdict(text, 'g')?.recommended).toBe(true);
    expect(verdict(text, 'g')?.sentiment).toBe('positive');
    expect(verdict(text, 'b')?.recommended).toBe(false);
  });

  it('ends with the paragraph: a closing paragraph after a list is about everyone', () => {
    const text =
      '### Globex\n- Pros: free sync\n- Cons: ads\n\nThen I would recommend trying them for a month before you decide.';
    expect(verdict(text, 'g')?.recommended).toBe(false);
  });
});

describe('options in paragraphs and headings (rule 10)', () => {
  it('reads a paragraph opening with a bold need label as a conditional pick, colon in or after the bold', () => {
    const inside =
      '**Si vas a quedarte varios meses y quieres una base sólida:** Globex, en el centro. Grupos pequeños.\n\n**Si solo tienes una semana:** Acme organiza cursos intensivos.';
    expect(verdicts(inside).g?.recommended).toBe(true);
    expect(verdicts(inside).b?.recommended).toBe(true);
    const after =
      "**Si vous habitez dans l'Ouest et voulez des cours en présentiel le samedi** : Globex a des groupes à Nantes.";
    expect(verdicts(after).g?.recommended).toBe(true);
  });

  it('does not read an attribute label as a need', () => {
    expect(verdicts('**Suivi :** le colis est suivi sur le site de Globex.').g?.recommended).toBe(false);
  });

  it('reads bare-name headings after an intro announcing alternatives as options', () => {
    const text =
      'Si Acme ya no te viene bien, tienes varias alternativas:\n\n**Globex**\n- A cinco minutos del centro\n\n**Initech**\n- Horario amplio';
    const initech = { id: 'i', name: 'Initech', aliases: [], domains: [] };
    const found = verdicts(text, [globex, initech]);
    expect(found.g?.recommended).toBe(true);
    expect(found.i?.recommended).toBe(true);
    expect(found.b?.recommended).toBe(false);
    // Without the announcement, bare-name headings may be a side-by-side comparison.
    const compared = text.replace('tienes varias alternativas:', 'así se comparan:');
    expect(verdicts(compared, [globex, initech]).g?.recommended).toBe(false);
  });

  it('reads numbered headings opening with a name as options, whatever follows the name', () => {
    const text =
      '**1. Globex „Erstsud“-Set (ca. 79 €)**\nEnthält alles.\n\n**2. Acme Brauset Basic (ca. 59 €)**\nGünstiger.';
    expect(verdicts(text).g?.recommended).toBe(true);
    expect(verdicts(text).b?.recommended).toBe(true);
  });

  it('reads a paragraph opening with an emoji and a bold name as an option', () => {
    const text =
      '🍫 **Globex** — mon premier choix\nTrès peu de sucre.\n\n🍫 **Acme** — si la personne aime les épices';
    expect(verdicts(text).g?.recommended).toBe(true);
    expect(verdicts(text).b?.recommended).toBe(true);
  });

  it('reads the entity opening the paragraph under a need heading as the option for it', () => {
    const text =
      "**Si vous voulez un service équivalent, juste plus rapide**\nGlobex est l'alternative la plus directe. Acme coûte moins.\n\n**À éviter**\nL'Atelier Bleu est trop lent.";
    expect(verdicts(text).g?.recommended).toBe(true);
    expect(verdicts(text).b?.recommended).toBe(false);
    expect(verdicts(text).a?.recommended).toBe(false);
    // A heading that only mentions a need later is no need heading.
    const warning = '### One to skip for now\nGlobex looks tempting, but the frames are poorly cut.';
    expect(verdicts(warning).g?.recommended).toBe(false);
  });

  it('reads the entity opening the paragraph under a heading that suggests what follows as an option', () => {
    const text =
      '**Also worth checking**\n**Globex** has a smaller range but a weekly email regulars swear by.';
    expect(verdicts(text).g?.recommended).toBe(true);
    expect(verdicts('**Otras opciones**\nGlobex también tiene un blanco muy económico.').g?.recommended).toBe(
      true,
    );
  });

  it('reads Spanish first-person sign-ups as picks and their negations as warnings', () => {
    expect(verdicts('Con dos niños en el colegio, yo me haría socio de Globex.').g?.recommended).toBe(true);
    const warned = verdicts('Para un adulto que empieza, este año no me apuntaría a Globex.').g;
    expect(warned?.recommended).toBe(false);
    expect(warned?.sentiment).toBe('negative');
    expect(verdicts('### No te lo aconsejo para esto\nGlobex trabaja por horas.').g?.sentiment).toBe(
      'negative',
    );
  });

  it('reads an item whose label the entity name follows as an option, not a dated item', () => {
    const text =
      'La elección depende de la edad:\n\n- **De 4 a 7 años:** Globex ofrece clases de ritmo.\n- **De 8 a 14 años:** Acme tiene un itinerario por niveles.';
    expect(verdicts(text).g?.recommended).toBe(true);
    expect(verdicts(text).b?.recommended).toBe(true);
    expect(
      verdicts('**Historia**\n- 2019: Acme abre su primera tienda.\n- 2023年：Globex を傘下に').b
        ?.recommended,
    ).toBe(false);
  });

  it('reads an imperative item head naming one entity as an option', () => {
    const text =
      '1. **Free boxes from supermarkets** – ask in the morning.\n2. **Rent crates from Globex** – from £59.';
    expect(verdicts(text).g?.recommended).toBe(true);
  });

  it("reads a question heading about the reader's situation as a need", () => {
    const text =
      '**Wenig Platz, und du willst sofort heizen?**\nDann nimm Kammerholz. Globex liefert schon ab einem Raummeter.';
    expect(verdicts(text).g?.recommended).toBe(true);
  });

  it('reads a comparison table whose answer says the choice depends on the reader as no verdict', () => {
    const table = '| | Globex | Acme |\n|---|---|---|\n| Team | 14 | 7 |\n| Preis | fest | Stundensatz |';
    expect(verdicts(`${table}\n\nBeide sind gut aufgestellt.`).g?.recommended).toBe(true);
    expect(
      verdicts(`${table}\n\nWelcher Anbieter besser passt, hängt davon ab, was dir wichtiger ist.`).g
        ?.recommended,
    ).toBe(false);
  });

  it('reads labels of points for or against an entity as points, not options', () => {
    const text =
      '**Für Globex spricht:** eigene Technik und Festpreise.\n**Gegen Globex spricht:** lange Wartezeiten.';
    expect(verdicts(text).g?.recommended).toBe(false);
  });

  it('reads a comparative of suitability as a pick', () => {
    expect(verdicts("Globex accepte les enfants dès 6 ans : c'est bien plus adapté.").g?.recommended).toBe(
      true,
    );
  });

  it('does not pick the entity a switch leaves', () => {
    const text = 'Nach der Preiserhöhung bei Acme lohnt sich für viele ein Wechsel zu Globex.';
    expect(verdicts(text).b?.recommended).toBe(false);
    expect(verdicts(text).g?.recommended).toBe(true);
  });

  it('reads a list under a heading that names one entity and announces other apps as options', () => {
    const text =
      "**Depuis la fermeture d'Acme, plusieurs applications peuvent prendre le relais :**\n\n- **Globex** : sans frais vendeur.\n- **L'Atelier Bleu** : commission de 5 %.";
    expect(verdicts(text).g?.recommended).toBe(true);
    expect(verdicts(text).a?.recommended).toBe(true);
    expect(verdicts(text).b?.recommended).toBe(false);
  });

  it('reads a German noun-like name right after an article as the noun (rule 7)', () => {
    const keimling = { id: 'k', name: 'Keimling', aliases: [], domains: [] };
    const count = (text: string) => verdicts(text, [keimling]).k?.count;
    expect(count('Sobald der Keimling die ersten Blätter bildet, umtopfen. Bestellt bei Keimling.')).toBe(1);
    expect(count('Für Tomaten würde ich zum Keimling greifen.')).toBe(1);
    expect(count('Im Test lag der Keimling S2 vorne, vom Keimling-Set ganz zu schweigen.')).toBe(2);
  });

  it('reads a lower-case name after "de" or "of" as the word, and then its other uses too (rule 7)', () => {
    const compas = { id: 'c', name: 'Compás', aliases: [], domains: [] };
    const count = (text: string) => verdicts(text, [compas]).c?.count;
    expect(count('Compás ofrece grupos pequeños. Empiezan con trabajo de taconeo y de compás.')).toBe(1);
    expect(count('Compás ofrece grupos pequeños, y Compás tiene horarios de tarde.')).toBe(2);
  });

  it('matches a name after an elided article written in lower case (rule 2)', () => {
    expect(verdicts("Pour un stage, l'Atelier Bleu organise une semaine d'immersion.").a?.count).toBe(1);
    expect(verdicts("Il faut passer par l'atelier bleu du fond.").a?.count).toBe(0);
  });
});

describe('untracked brands in Japanese script (rule 13)', () => {
  const untracked = (text: string) => analyze(text).untrackedBrands;

  it('finds a company introduced by its kind', () => {
    expect(
      untracked('2021年に文具大手の東洋ペンシルと提携し、物流は運送会社の北斗ロジ工業が担当しています。'),
    ).toEqual(['東洋ペンシル', '北斗ロジ工業']);
  });

  it('finds quoted names after their kind and in quoted enumerations', () => {
    expect(untracked('文具チェーン「ペン之助」でも買えます。')).toEqual(['ペン之助']);
    expect(untracked('「ノートマルシェ」や「ふでペディア」などの通販でも扱っています。')).toEqual([
      'ノートマルシェ',
      'ふでペディア',
    ]);
  });

  it('finds a company glossed with its seat', () => {
    expect(untracked('墨心は、ヒノデ商会（大阪府堺市）が運営するブランドです。')).toEqual(['ヒノデ商会']);
  });

  it('finds the other entries of an option list, numbered headings or table column', () => {
    const list = '- 墨心の筆ペン（極細）\n- 星屋のカリグラフィーペン\n- 筆丸工房の万年毛筆';
    expect(untracked(list)).toEqual(['筆丸工房']);
    const headings = '### 1. 墨心（筆ペン）\n良いです。\n\n### 2. 書道ノート（練習アプリ）\n無料です。';
    expect(untracked(headings)).toEqual(['書道ノート']);
    const table = '| 用途 | おすすめ |\n|---|---|\n| 練習 | 墨心 |\n| 清書 | 筆工房24 |';
    expect(untracked(table)).toEqual(['筆工房24']);
  });

  it('does not report amounts, everyday words or entries of lists without a tracked name', () => {
    expect(untracked('- 墨心の筆ペン\n- 年額9,800円のわりに少ない\n- 企業の口コミも見ましょう')).toEqual([]);
    expect(untracked('- 書道セット一式（初心者向け）\n- 万年筆インク')).toEqual([]);
  });
});

describe('people are not untracked brands (rule 13)', () => {
  it('drops names opening with a common given name', () => {
    expect(
      untrackedForAcme('Acme was founded by Hannah Lowrie and Tom Achebe; Trustpilot reviews are good.'),
    ).toEqual(['Trustpilot']);
    expect(
      untrackedForAcme(
        'Si vas a Acme, pide a Rocío o a Manu. En 1987, Jean-Marc et Sylvie Aubry ouvrent Lumiro.',
      ),
    ).toEqual(['Lumiro']);
  });

  it('keeps brands named like people: on the known list or with a company word', () => {
    expect(untrackedForAcme('Unlike Acme, Oscar Insurance covers it.')).toEqual(['Oscar Insurance']);
  });
});

describe('more well-known brands (rule 13)', () => {
  it('reports them wherever they are written as spelled', () => {
    expect(untrackedForAcme('Bei Acme gibt es Gleise von Märklin und Roco.')).toEqual(['Märklin', 'Roco']);
    expect(untrackedForAcme('Acme のほか、大丸やホットペッパービューティーでも予約できます。')).toEqual([
      '大丸',
      'ホットペッパービューティー',
    ]);
  });

  it('keeps everyday words at a sentence start', () => {
    expect(untrackedForAcme('Audible clicks are normal. Acme fixes them.')).toEqual([]);
  });
});

describe('everyday words that are not untracked brands (rule 13)', () => {
  it('drops plural day names and more German noun tails', () => {
    expect(untrackedForAcme('Acme is busy, and the space is cramped on Saturdays.')).toEqual([]);
    expect(
      untrackedForAcme('Bei Acme gibt es Brennholz und Seilklettertechnik, geliefert mit Lindholz.'),
    ).toEqual([]);
  });
});
