/**
 * Analyzer version 42: price overviews with notes that state no figures or a title about prices,
 * other businesses described in the next sentence or as "別の組織", a person with an honorific,
 * Spanish verbs after a name, Japanese conditional consideration and "急がないほうがよい". The answers
 * below are written for these tests, not taken from the eval corpus; the tracked brands are invented.
 */
import { countIn, harborAnd, rulesIn } from './__fixtures__/entities';
import type { AnalysisContext } from './types';
import { ANALYSIS_VERSION } from './types';

it('is version 42 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(42);
});

/** The rules' verdict (before the learned layer) of the entity called `name`. */
const rulesOf = (text: string, name: string, context?: AnalysisContext) => rulesIn(text, context)[name];

describe('a price overview', () => {
  const table =
    '| App | Modell | Preis pro Monat |\n|---|---|---|\n| Harbor | Flat | 12,99 € |\n| Quill | Flat | 14,99 € |\n| Lumo | Paket | 8,99 € |';
  it('with notes stating no figures lists facts', () => {
    const text =
      'Die Apps unterscheiden sich vor allem im Abrechnungsmodell (Preise können je nach Aktion abweichen).\n\n' +
      `${table}\n\n### Kündigung\n* **Harbor:** monatlich kündbar über das Web-Konto.\n* **Quill:** nur zum Ende der Laufzeit kündbar.`;
    for (const name of ['Harbor', 'Quill', 'Lumo'])
      expect(rulesOf(text, name)).toEqual({ recommended: false, sentiment: 'neutral' });
  });
  it('under a title about prices lists facts', () => {
    const text = `## Tarife der Hörbuch-Apps\n\nAlle drei Apps bieten ein Abo an.\n\n${table}`;
    for (const name of ['Harbor', 'Quill', 'Lumo']) expect(rulesOf(text, name)?.recommended).toBe(false);
  });
  it('naming strong points still lists options', () => {
    const text = `## Tarife der Hörbuch-Apps\n\nAlle drei Apps bieten ein Abo an; ihre Stärken sind verschieden.\n\n${table}`;
    for (const name of ['Harbor', 'Quill', 'Lumo']) expect(rulesOf(text, name)?.recommended).toBe(true);
  });
});

it.each([
  [
    'Sechs Wochen Wartezeit sind bei Glanzwerk keine Seltenheit. In den Suchergebnissen taucht auch Glanzwerk Autopflege in Offenbach auf. Das ist ein Fahrzeugaufbereiter, der mit dem Reinigungsbetrieb nichts zu tun hat.',
    'Glanzwerk',
    [],
    1,
  ],
  [
    '検索すると「バランス税理士法人」という会計事務所が表示されますが、ソフトの提供元とは別の組織です。バランス会計は使いやすいです。',
    'バランス会計',
    ['バランス'],
    1,
  ],
  [
    '税理士の中村ミナト氏も、記帳の継続が大切だと話しています。ミナト会計は安いです。',
    'ミナト会計',
    ['ミナト'],
    1,
  ],
  [
    'Forma está pensada sobre todo para el entrenamiento de fuerza. Prueba cada app y mira cuál se adapta a tu forma de entrenar.',
    'Forma',
    [],
    1,
  ],
])('counts in "%s" the tracked %s (aliases %j) %i times', (text, name, aliases, want) => {
  expect(countIn(text, name, harborAnd(name, aliases))).toBe(want);
});

it('reads "入会を急がないほうがよい" as a warning and "Xを検討する場合は" as no pick', () => {
  const context = harborAnd('アスリード', ['アスリード仙台']);
  expect(
    rulesOf(
      'アスリード仙台は駅前のジムです。口コミを見る限り、入会を急がないほうがよいというのが率直な評価です。アスリードを検討する場合は、契約内容を必ず確認してください。',
      'アスリード',
      context,
    ),
  ).toEqual({ recommended: false, sentiment: 'negative' });
});
