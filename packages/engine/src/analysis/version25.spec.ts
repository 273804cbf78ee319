/**
 * Analyzer version 25: kanji names shown by an alias, more kinds of another business, places joined to
 * places, Japanese intros, more no-winner wordings and "La opción más evidente es X". The answers below
 * are written for these tests, not taken from the eval corpus; the tracked brands are invented.
 */
import { countIn, entityIn, harborAnd, expectBalanced } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

const entity = (text: string, name: string) => entityIn(text, name);

it('is version 25 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(25);
});

describe('mentions', () => {
  it('reads a kanji name as the name once an alias with a kind before it names it ("旅館 月影")', () => {
    const text =
      '**似た候補**\n- **旅館 月影**（東山）：庭が美しい宿です。\n\n落ち着いた雰囲気を重視するなら月影が近い選択肢です。';
    expect(countIn(text, '月影', harborAnd('月影', ['旅館 月影']))).toBe(2);
  });

  it.each([
    [
      'Bloom',
      "If your daughter sees a speech therapist through Bloom Pediatric Therapy, that's a separate service.",
      0,
    ],
    ['Protekta', 'Bei der Recherche stoßen Sie auf den **Protekta Sicherheitsdienst** aus Hamburg.', 0],
    ['Azahar', 'Ojo con las búsquedas: Azahar Reformas, una empresa de reformas, no es la inmobiliaria.', 0],
    ['Packesel', '**Verwechslungsgefahr**\nBei der Suche taucht häufig der Packesel Lastenradkurier auf.', 0],
    ['Larkspur', "If you're commuting up I-25 from Larkspur or Castle Rock, leave early.", 0],
    ['Talensac', 'Les studios situés près du marché de Talensac se louent vite.', 0],
  ])('does not count %s in "%s"', (name, text, want) => {
    expect(countIn(text, name, harborAnd(name))).toBe(want);
  });
});

describe('verdicts', () => {
  it('reads a Japanese list after "参考までに…を挙げます。" as reference points, not options', () => {
    const text = [
      '### 具体的な料金の例',
      '参考までに、いくつかのサービスの公表価格を挙げます。',
      '* **Harbor**: 個人向け年額9,600円。',
      '* **Quill**: 個人向け年額12,000円。',
    ].join('\n');
    expect(entity(text, 'Harbor')?.recommended).toBe(false);
    expect(entity(text, 'Quill')?.recommended).toBe(false);
  });

  const table = '| | Harbor | Quill |\n|---|---|---|\n| Price | $1,950 | $1,780 |\n';
  it.each([
    ['総合的な満足度はどちらも高く、優劣をつけるのは難しいところです。'],
    ["There isn't an objectively better school here; each does well what it sets out to do."],
    ['Eine klare Empfehlung für den einen oder anderen Anbieter lässt sich daraus nicht ableiten.'],
  ])('reads a comparison closed with "%s" as having no winner', (closing) => {
    const text = `${table}\n* **Harbor** is play-based.\n* **Quill** follows a set plan.\n\n${closing}`;
    expectBalanced(text, ['Harbor', 'Quill']);
  });

  it('reads "La opción más evidente es X" as a pick', () => {
    const text = 'Para alquilar en el barrio, la opción más evidente es Lumo, que nació allí.';
    expect(entity(text, 'Lumo')?.recommended).toBe(true);
  });
});
