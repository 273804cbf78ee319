/**
 * Recommendation and sentiment per tracked entity (analysis rules 10 and 11), read from the answer's
 * structure first and its words second:
 * - a suggested option: an entity heading a list item or the first cell of a table row (any place in
 *   the list), unless the list is one of things to avoid;
 * - a pick: a recommendation cue in the entity's clause ("go with", "empfehle", "choisissez",
 *   "elige", "おすすめ"), a conditional pick ("if you need X, pick Acme") or a verdict line;
 * - advised against: an against cue ("avoid", "abraten", "à éviter", "evitar", "避け") nearest to it;
 * - replaced or a reference ("alternatives to Acme", "compared to Acme", "as the benchmark"): neither.
 * A suggested entity is positive whatever caveats its description carries; an entity advised against
 * is negative; otherwise praise or criticism in clauses about that entity alone decides, and a
 * balanced or plain mention is neutral. Conflicting picks and warnings give 'unknown'.
 */
import { examplesOfPoints, isFactOverview, isPriceIntro } from './fact-overview';
import {
  AGAINST,
  AGAINST_PLAIN,
  AVOID_HEADING,
  CURRENT_BEFORE_JA,
  DEMOTED_AFTER,
  DEMOTED_BEFORE,
  ELSEWHERE,
  isLeftOutHeading,
  isReferenceHeading,
  isPointsHeading,
  isPriceHeading,
  offersInstead,
  offersOptions,
  mayEvaluate,
  RECOMMEND,
  RECOMMEND_PLAIN,
  REFERENCE,
  VERDICT_HEADING,
  VERDICT_OPENER,
  WARNED_BEFORE,
} from './lexicon';
import type { Occurrence } from './matcher';
import {
  ATTRIBUTE_HEAD,
  BOLD_LABEL,
  BOLD_LEAD,
  DATE_LABEL,
  DEPENDS,
  IMPERATIVE_HEAD,
  CLASSES_AT,
  CLASSES_AT_HEAD,
  HOW_TO_HEADING,
  NEED_HEADING,
  NEED_LABEL,
  onlyNames,
  optionColumns,
  optionHeadings,
  paragraphUnder,
  PHRASE,
  pickColumnNames,
  POINTS_LABEL,
  POSSESSIVE_LABEL,
} from './options';
import { blank, polarity } from './polarity';
import { clauseSpans, sentenceSpans, spanIndexAt, type Line, type Span } from './structure';

export type EntitySentiment = 'positive' | 'neutral' | 'negative' | 'unknown';

export interface EntityVerdict {
  recommended: boolean;
  sentiment: EntitySentiment;
  /** Praise minus criticism about the entity alone, squashed to -1..1 (picks count +1, warnings -1). */
  score: number;
  /** The sentence the verdict rests on (offsets in the analysed text), or null. */
  evidence: Span | null;
  /**
   * What the rules' verdict rests on: a pick in words, a place in a list or table, a warning, a
   * pick and a warning at once, praise or criticism, a comparison the answer says has no winner, or
   * nothing but the mention.
   */
  basis: 'picked' | 'listed' | 'against' | 'conflict' | 'polarity' | 'balanced' | 'mention';
  /** Praise and criticism in the clauses about the entity alone (before picks and warnings). */
  praise: number;
  criticism: number;
}

/**
 * "the easiest", "die einfachste", "le plus simple", "la más sencilla", "la mejor", "最も": praise of
 * one subject (not how much it is used: "Acmeで一番よく使っている機能", nor a price: "入浴だけなら最も安く済みます").
 */
const SUPERLATIVE =
  /(?:^|[^\p{L}])(?:the\s+(?:best|easiest|simplest|cheapest|most\s+\p{L}+|highest-rated|top-rated|leading)|am\s+(?!(?:nächst|meist|wenigst|längst|teuerst|schlechtest|langsamst)\p{L}*)\p{L}+sten|(?:die|das|der|den)\s+(?:\p{L}+\s+)?(?!(?:aller)?(?:erst|letzt|nächst|meist|mindest|wenigst|teuerst|schlechtest|schwächst|langsamst|bekanntest|ältest|größt|kleinst)\p{L}*)\p{L}+(?:ste|sten)|(?:le|la|les)\s+(?:\p{L}+\s+){0,3}plus\s+(?:facile|simple|complet|complète|fiable|solide|adaptée?s?|pertinente?s?|polyvalente?s?|sûre?s?|structurée?s?|abouti|aboutie|intuitive?s?|avantageuse?s?|réputée?s?|appréciée?s?)|(?:le|la|les)\s+mieux\s+not\p{L}*|best[\s-]rated|am\s+besten\s+bewertet\p{L}*|mejor\s+valorad\p{L}*|(?:el|la)\s+(?:\p{L}+\s+){0,3}más\s+(?:fácil|sencill\p{L}*|complet\p{L}*|fiable|sólid\p{L}*|adecuad\p{L}*|recomendable)|(?:el|la|los|las)\s+mejor(?:es)?|(?:le|la|les)\s+meilleur(?:e|s|es)?)(?![\p{L}])|最も(?!安)|一番(?![町丁地館街通]|よく使|多く使|使って|長く使|安)|最高/iu;

/** A capitalised German noun after an article, ending like a superlative ("der Kosten", "die Liste"). */
const NOUN_LIKE_SUPERLATIVE = /(?:die|das|der|den|Die|Das|Der|Den)\s+(?:\p{L}+\s+)?\p{Lu}\p{Ll}*sten?$/u;
/**
 * After a superlative, an aspect rather than an option ("… wichtigste Unterschied", "… biggest
 * difference"), a change ("Am stärksten verändert hat sich …": what changed most) or a way to find
 * something out ("la forma más sencilla de comprobar si …", "the easiest way to check").
 */
const ASPECT_AFTER =
  /^\s+(?:verändert|gewachsen|gestiegen|gesunken|zugenommen|changed|grown|risen|évolué|changé|augmenté|cambiado|crecido|aumentado|differences?|factors?|points?|questions?|criteri(?:on|a)|drawbacks?|downsides?|problems?|issues?|Unterschied(?:e)?|Punkte?|Faktor(?:en)?|Frage|Kriteri(?:um|en)|Nachteile?|Problem(?:e)?|différences?|critères?|diferencias?|puntos?|factor(?:es)?|criterios?|cuesti(?:ón|ones)|(?:de|to)\s+(?:comprobar|probar|saber|averiguar|vérifier|tester|savoir|check|test|find\s+out|try))(?![\p{L}])/iu;

interface Evidence {
  picked?: Span;
  /** Suggested by the answer's structure alone (a list entry, a table row). */
  listed?: Span;
  against?: Span;
  /** Praise minus criticism, and each alone. */
  polarity: number;
  praise: number;
  criticism: number;
  polarityAt?: Span;
  first?: Span;
  /** A sentence of its own section saying views of it are mixed: its praise and criticism then weigh nothing. */
  mixed?: Span;
}

/** Praise (value > 0) or criticism (value < 0) about an entity. */
function feel(e: Evidence, value: number): void {
  e.polarity += value;
  if (value > 0) e.praise += value;
  else e.criticism -= value;
}

/**
 * A warning with an object of its own ("Évitez les sites qui …", "Avoid any seller that …", "Evita las
 * webs …"): not about the entity of the sentence before.
 */
const WARNS_OWN_OBJECT =
  /(?<![\p{L}])(?:évitez|évite|avoid|evita|evite|eviten|meide|meiden|vermeide|vermeiden\s+Sie)\s+(?:les|des|tout|toute|toutes|tous|the|any|all|las|los|cualquier|die|alle|jede\p{L}*)\s/iu;
/** A sentence that continues about the previous one's entity ("It also ...", "Son support ..."). */
const CONTINUES =
  /^\s*(?:it|its|it's|they|their|this|es|er|sie|sein|seine|ihr|ihre|il|elle|son|sa|ses|ce|su|sus|él|ella)(?![\p{L}])/iu;
const EITHER =
  /(?<![\\p{L}])(?:either|both|beide|beides|les deux|l'un ou l'autre|ambos|cualquiera)(?![\\p{L}])|どちらも|いずれも/iu;
/** A sentence about several things ("Both are reasonable", "Alle drei ...", "Les deux ..."). */
const SEVERAL =
  /^\W*(?:both|either|neither|all|none|each|whichever|beide|beides|alle|keiner|jeder|les deux|tous|toutes|aucun|chacun|ambos|ambas|todos|todas|ninguno|cualquiera)(?![\p{L}])|どちらも|いずれも|両方|すべて|どれも/iu;
// Non-global twins for .test (the global ones keep state in lastIndex).
const once = (pattern: RegExp) => new RegExp(pattern.source, 'iu');
const RECOMMEND_ONCE = once(RECOMMEND);
const AGAINST_ONCE = once(AGAINST);
const RECOMMEND_PLAIN_ONCE = once(RECOMMEND_PLAIN);
const AGAINST_PLAIN_ONCE = once(AGAINST_PLAIN);
/**
 * The cue regexes for a passage: the evaluative predicates ("a good pick", "keine gute Wahl") only
 * when it holds a head noun of choosing, which most passages do not (a cheap substring check).
 */
const FULL_CUES = { against: AGAINST, againstOnce: AGAINST_ONCE, recommendOnce: RECOMMEND_ONCE };
const PLAIN_CUES = {
  against: AGAINST_PLAIN,
  againstOnce: AGAINST_PLAIN_ONCE,
  recommendOnce: RECOMMEND_PLAIN_ONCE,
};
function cuesFor(passage: string) {
  return mayEvaluate(passage) ? FULL_CUES : PLAIN_CUES;
}
/** A warning in a passage, not counting an action avoided ("lo que evita desplazarse a …"). */
function warnsIn(passage: string): boolean {
  const cues = cuesFor(passage);
  if (!cues.againstOnce.test(passage)) return false;
  cues.against.lastIndex = 0;
  for (let m = cues.against.exec(passage); m; m = cues.against.exec(passage)) {
    const after = m.index + m[0].length;
    if (!avoidsAThing(m[0], passage.slice(after, after + 60))) return true;
  }
  return false;
}
const REFERENCE_ONCE = once(REFERENCE);
/** A reference point or baseline named in a passage, with a cheap literal pre-check. */
const MAY_REFER =
  /referen|référen|benchmark|baseline|maßstab|comparison|comparaison|vergleich|comparación|comparar|基準/i;
/**
 * The go-to name for something ("referencia para la filigrana tradicional", "la référence en
 * horlogerie", "the reference for vintage watches", "one reference that grows with you", "la tienda de
 * referencia del Casco Viejo"): praise, not a
 * reference point (unless for comparing: "referencia para comparar"); nor is a use ("works better as a
 * reference than as a teacher").
 */
const GO_TO =
  /(?<![\p{L}])(?:referencia|référence|reference)\s+(?:para|en|pour|for|in)\s+(?!(?:comparar|comparer|compare|comparing|comparison|comparación|comparaison)(?![\p{L}]))|(?<![\p{L}])(?:one|a|single)\s+reference\s+(?:that|which)(?![\p{L}])|(?<![\p{L}])as\s+a\s+reference\s+than(?![\p{L}])|(?<![\p{L}])(?:tienda|taller|local|sitio|lugar|casa|app|aplicación|plataforma|boutique|magasin|adresse|atelier|maison|enseigne|application|plateforme)s?\s+de\s+(?:referencia|référence)(?![\p{L}])/giu;
const isReference = (passage: string) =>
  MAY_REFER.test(passage) && REFERENCE_ONCE.test(passage.replace(GO_TO, ' '));
const AVOID_HEADING_ONCE = once(AVOID_HEADING);

export function judgeEntities(
  text: string,
  lines: Line[],
  occurrences: Occurrence[],
  entities: number,
  sentences: Span[] = sentenceSpans(text, lines),
): EntityVerdict[] {
  const evidence: Evidence[] = Array.from({ length: entities }, () => ({
    polarity: 0,
    praise: 0,
    criticism: 0,
  }));
  if (occurrences.length === 0) return evidence.map(verdictOf);
  /** The one entity a heading line names, if it names exactly one. */
  const headingBrands = new Map<number, number | undefined>();
  const headingBrand = (lineIndex: number): number | undefined => {
    if (headingBrands.has(lineIndex)) return headingBrands.get(lineIndex);
    const heading = lines[lineIndex] as Line;
    const named = new Set(
      occurrences.filter((o) => o.start >= heading.start && o.start < heading.end).map((o) => o.brand),
    );
    const brand = named.size === 1 ? [...named][0] : undefined;
    headingBrands.set(lineIndex, brand);
    return brand;
  };
  /**
   * Whether a heading names its one entity as the thing replaced or compared against ("**Quick
   * comparison with ReadDots**", "## Alternatives to Acme").
   */
  const headingReplaces = (lineIndex: number): boolean => {
    const heading = lines[lineIndex] as Line;
    const first = occurrences.find((o) => o.start >= heading.start && o.start < heading.end);
    return first !== undefined && isDemotedBefore(text, heading.bodyStart, first.start);
  };
  // (A price table or fee overview suggesting nothing: its entries are facts, and so are the names
  // heading its sections, "**Keyhole**" over that platform's cancellation terms.)
  const facts = isFactOverview(text, lines, occurrences);
  for (const { brand, line } of optionHeadings(text, lines, occurrences)) {
    const span = { start: line.start, end: line.end };
    const heading = text.slice(line.start, line.end);
    if (cuesFor(heading).againstOnce.test(heading)) evidence[brand]!.against ??= span;
    else if (!facts) evidence[brand]!.listed ??= span;
  }
  // (Not the columns of a price table: "## Typical prices" over "| Service | Thimble | tuck |", or an
  // intro of published prices over it: "Como referencia, estas son las tarifas publicadas por tres
  // talleres:".)
  const columns = optionColumns(text, lines, occurrences).filter((o) => {
    const intro = lines[lines[spanIndexAt(lines, o.start)]!.context];
    const said = intro ? text.slice(intro.bodyStart, intro.end) : '';
    return !(
      (intro?.kind === 'heading' && isPriceHeading(said)) ||
      (intro?.kind === 'text' && isPriceIntro(said))
    );
  });
  // (Nor the column of the entity the answer opens by finding alternatives to: "Si vous cherchez une
  // alternative à RucheDirect.fr, …" over "| Critère | RucheDirect.fr | Essaim | apiz |".)
  // (Only looked for when there are columns: most answers have none.)
  const opening = columns.length > 0 ? sentences[0] : undefined;
  const replaced = new Set(
    opening === undefined
      ? []
      : occurrences
          .filter(
            (o) =>
              o.end <= opening.end && isDemotedBefore(text, Math.max(opening.start, o.start - 60), o.start),
          )
          .map((o) => o.brand),
  );
  for (const o of [
    ...columns.filter((c) => !replaced.has(c.brand)),
    ...pickColumnNames(text, lines, occurrences),
  ]) {
    const line = lines[spanIndexAt(lines, o.start)]!;
    evidence[o.brand]!.listed ??= { start: line.start, end: line.end };
  }
  const topic = topicOf(text, sentences, occurrences);
  const warnings = paragraphWarnings(text, lines);
  let cursor = 0;
  /** The one entity the previous prose sentence was about: "It ..." sentences after it are about it too. */
  let subject: { brand: number; line: number; carried: number } | undefined;
  /**
   * The entity a heading names alone ("**Nube Blanca Techos Mate**") and the paragraph right under
   * it, which is about that entity.
   */
  let section: { brand: number; from: number; to: number } | undefined;
  /**
   * The paragraph under a heading stating a need or suggesting what follows ("**Si vous voulez un
   * service plus rapide**", "**Also worth checking**"), or warning about it ("### No te lo aconsejo").
   */
  let need:
    | { from: number; to: number; warns: boolean; boldNames?: boolean; also?: boolean; replaces?: number }
    | undefined;
  for (const sentence of sentences) {
    while (cursor < occurrences.length && (occurrences[cursor] as Occurrence).start < sentence.start)
      cursor += 1;
    const inSentence: Occurrence[] = [];
    for (
      let i = cursor;
      i < occurrences.length && (occurrences[i] as Occurrence).start < sentence.end;
      i += 1
    )
      // (A source link's label, "… teurer als reine Vokabeltrainer ([acme.com](https://…))", cites
      // the entity's page; the sentence is not about it.)
      if (!isSourceLink(text, occurrences[i] as Occurrence)) inSentence.push(occurrences[i] as Occurrence);
    const lineIndex = spanIndexAt(lines, sentence.start);
    const line = lines[lineIndex];
    if (inSentence.length === 0) {
      // "**Verdict** : une adresse recommandée ..." naming nobody: the verdict on the answer's topic.
      if (topic !== undefined && line?.kind === 'text') {
        // (The label is within the first words: test them alone, bold markers as spaces.)
        const opening = text.slice(sentence.start, Math.min(sentence.end, sentence.start + 40));
        const labelled = /[:：,、]/u.test(opening) && VERDICT_OPENER.test(opening.replaceAll('*', ' '));
        // (Under a verdict heading, a warning: "**Mi valoración**" … "no la recomendaría como primera
        // opción"; its praise may be about something else: "… ist ein Händler vor Ort die bessere Wahl".)
        if (labelled || underVerdictHeading(text, lines, lineIndex)) {
          const body = text.slice(sentence.start, sentence.end).replaceAll('*', ' ');
          const cues = cuesFor(body);
          if (cues.againstOnce.test(body)) evidence[topic]!.against ??= sentence;
          // (Not advice to choose a kind of option: "**まとめ**：…取り置きもできるお店を選ぶのが近道です".)
          else if (labelled && cues.recommendOnce.test(body) && !KIND_CHOSEN_JA.test(body))
            evidence[topic]!.picked ??= sentence;
        }
      }
      if (line?.kind === 'heading') {
        section = undefined;
        // (Emoji before the words: "### 💶 Si vous voulez payer le moins possible".)
        const heading = text
          .slice(sentence.start, sentence.end)
          .replace(/[*_#]|[\p{So}\p{Extended_Pictographic}\uFE0F]/gu, '')
          .trim();
        const warns = AVOID_HEADING_ONCE.test(heading) || cuesFor(heading).againstOnce.test(heading);
        need =
          (warns ||
            NEED_HEADING.test(heading) ||
            // "**Wenig Platz, und du willst sofort heizen?**": the reader's situation as a question (not a
            // how-to: "**Comment transférer vos données ?**").
            (/[?？]\s*$/u.test(heading) && READER_OR_NEED.test(heading) && !HOW_TO_HEADING.test(heading)) ||
            cuesFor(heading).recommendOnce.test(heading) ||
            offersOptions(heading)) &&
          !isPointsHeading(heading) &&
          !isPriceHeading(heading)
            ? { ...paragraphUnder(lines, lineIndex), warns }
            : undefined;
      }
      const about = subject ? evidence[subject.brand] : undefined;
      // A warning about it in words outweighs its place in a list or table ("| Candid Collective | … |",
      // then "A note on Candid Collective: … I wouldn't book them for a wedding").
      if (
        subject &&
        about &&
        about.listed &&
        !about.picked &&
        !about.against &&
        subject.line === lineIndex &&
        line?.kind === 'text'
      ) {
        const said = text.slice(sentence.start, sentence.end);
        if (OBJECT_PRONOUN.test(said) && !SEVERAL.test(said) && AGAINST_PLAIN_ONCE.test(said))
          about.against = sentence;
      }
      // The next two sentences naming nobody, in the paragraph of a sentence about one entity, are
      // about that entity too ("Acme ... . Several users report outages."); a warning in them counts
      // as criticism.
      const carries = subject && about && !settled(about) && subject.line === lineIndex;
      const body = carries && line?.kind === 'text' ? text.slice(sentence.start, sentence.end) : undefined;
      // In a list item about one entity, only a warning carries ("- Acme … . Si tus horarios cambian
      // a menudo, no te la recomendaría.").
      if (carries && line?.kind === 'item') {
        const said = text.slice(sentence.start, sentence.end);
        if (!SEVERAL.test(said) && AGAINST_PLAIN_ONCE.test(said)) feel(about!, -2);
      }
      if (
        subject &&
        body !== undefined &&
        subject.carried < 2 &&
        (CONTINUES.test(body) || !SEVERAL.test(body)) &&
        !WARNS_OWN_OBJECT.test(body)
      ) {
        subject.carried += 1;
        // "Raumwerk bietet günstigere Modelle. Als Übergangslösung ist das eine solide Option."
        // (Not "The good news is that Denver has a few solid alternatives": to it.)
        if (
          !QUESTION_OPENER.test(body) &&
          POINTS_BACK.test(body) &&
          !ALTERNATIVES_WORD.test(body) &&
          cuesFor(body).recommendOnce.test(body) &&
          !AGAINST_PLAIN_ONCE.test(body)
        )
          evidence[subject.brand]!.picked ??= sentence;
        // (Not what it says of the alternatives: "… wie zuverlässig die Alternativen ihre Termine halten".)
        let value = polarity(beforeAlternatives(body));
        if (AGAINST_PLAIN_ONCE.test(body)) value -= 2;
        if (value !== 0) feel(evidence[subject.brand]!, value);
      } else {
        subject = undefined;
        if (section && lineIndex >= section.from && lineIndex <= section.to)
          sectionSentence(text, sentence, evidence[section.brand]!);
      }
      continue;
    }
    for (const o of inSentence) evidence[o.brand]!.first ??= sentence;
    const brands = new Set(inSentence.map((o) => o.brand));
    subject = undefined;
    // "If you tell me which dishes you enjoyed on Acme, I can suggest …": an offer of more help.
    if (OFFER_OF_HELP.test(text.slice(sentence.start, sentence.end))) continue;
    // A heading naming one entity with a pick ("**第一候補:時計工房カナメ**", "## Our pick: Acme"), not a
    // question ("## Is Acme worth it?").
    if (line?.kind === 'heading' && brands.size === 1) {
      const heading = text.slice(sentence.start, sentence.end);
      const question = heading.includes('?') || heading.includes('？');
      // "**時計ドクターは今回は不向き**", "## Why I'd skip Acme", "**La que no te recomendaría: Acme**": a
      // warning as a heading (tested first: "would not recommend" holds a pick cue).
      if (!question && AGAINST_ONCE.test(heading)) evidence[inSentence[0]!.brand]!.against ??= sentence;
      else if (
        !question &&
        (cuesFor(heading).recommendOnce.test(heading) ||
          // "**国産アンティークなら秒針堂も**": a conditional pick as a heading.
          // (Or a short kind between: "### 工房に行く時間がないなら出張の「ギタードック」".)
          CONDITION_JA.test(
            text
              .slice(sentence.start, inSentence[0]!.start)
              .replace(/[*_]+$/u, '')
              .replace(
                /(?<=なら|ならば|であれば)[\p{Script=Han}\p{Script=Katakana}ー]{1,4}の(?=[「『]?$)/u,
                '',
              ),
          ) ||
          // "**If the kids' schedule is the main fight → Acme**": a need, then the pick for it.
          ARROW_BEFORE.test(text.slice(sentence.start, inSentence[0]!.start)) ||
          // "**If your dog is leash-reactive: Heel Dog Co.**": a need, its colon, then the name.
          NEED_THEN_COLON.test(text.slice(line.bodyStart, inSentence[0]!.start))) &&
        // (Not the entity a heading names as the thing replaced: "## Good Alternatives to Acme", nor one
        // whose strengths it heads: "### Where Acme wins", nor a concession: "## If you still want to try
        // Acme", nor "## Good Acme alternatives".)
        !isDemotedBefore(text, sentence.start, inSentence[0]!.start) &&
        !DEMOTED_AFTER.test(text.slice(inSentence[0]!.end, inSentence[0]!.end + 20)) &&
        !CONCESSION.test(heading) &&
        !isPointsHeading(heading)
      )
        evidence[inSentence[0]!.brand]!.picked ??= sentence;
      // "## 1位：中島動物病院（中央区）", "### 2. Acme": a place in a ranking, the entity listed; so is a
      // heading of the name alone under an intro offering options ("estas son alternativas razonables:"
      // over "**kosmo**").
      else if (
        !question &&
        (RANK_BEFORE.test(text.slice(line.bodyStart, inSentence[0]!.start)) ||
          (nameOnly(text, line, inSentence) && optionsIntroAbove(text, lines, lineIndex)))
      )
        evidence[inSentence[0]!.brand]!.listed ??= sentence;
    }
    if (line?.kind === 'heading') {
      const heading = text.slice(sentence.start, sentence.end);
      // ("**Si Déclic ne vous convient pas**", "## Alternatives to Acme": a heading naming the one
      // replaced heads the options for that need.)
      const replacing =
        brands.size === 1 &&
        (offersInstead(heading) || isDemotedBefore(text, sentence.start, inSentence[0]!.start));
      if (replacing) {
        need = { ...paragraphUnder(lines, lineIndex), warns: false, replaces: inSentence[0]!.brand };
        section = undefined;
        continue;
      }
      need = undefined;
      section =
        brands.size === 1 &&
        // (A question only when it asks about the name alone: "### ¿Y Cejilla.com?", "## What about Acme?".)
        ((!heading.includes('?') && !heading.includes('？')) ||
          WHAT_ABOUT_HEADING.test(text.slice(line.bodyStart, inSentence[0]!.start))) &&
        !isPointsHeading(heading)
          ? { brand: inSentence[0]!.brand, ...paragraphUnder(lines, lineIndex) }
          : undefined;
    }
    if (!line || line.kind === 'heading' || line.tableHeader) continue;
    // Under such a heading, the one entity opening the paragraph's first sentence naming one is the
    // option for that need ("Talonnette est probablement l'alternative la plus directe."), or the one
    // warned about.
    if (need && lineIndex >= need.from && lineIndex <= need.to) {
      let listedForNeed = false;
      const first = inSentence[0]!;
      const lead = text.slice(sentence.start, first.start);
      // (Or names joined to it: "Kindred Animal Care and Pawprint Vets both score highly".)
      const opening = coordinated(text, inSentence);
      if (
        // (A warning is about the names opening the paragraph, whatever it names later: "**Kee** is
        // cheap, but its importer doesn't handle Ward's shared folders".)
        (need.warns || new Set(opening.map((o) => o.brand)).size === brands.size) &&
        // (An article may come first: "Le Cabinet Ostéo Erdre est …", "L'OstéoPôle …", with a kind:
        // "L'atelier **mistral**, à Marseille, …"; in Japanese a place: "中区のミナト盆栽は…", "常滑の雫も…",
        // not one as an example: "名古屋のiroのように".)
        // (Or "at" and a bold name: "Chez **Atelier Mèche**, vous pouvez composer …", "Bei **Kerzenwerk**
        // kannst du …".)
        (ARTICLE_ONLY.test(lead) ||
          AT_LEAD.test(lead) ||
          IMPERATIVE_LEAD.test(lead) ||
          // ("Moins connu du grand public, l'Atelier Trame …": a short phrase about it first.)
          (PHRASE_THEN_COMMA.test(lead) && ARTICLE_ONLY.test(lead.slice(lead.lastIndexOf(',') + 1))) ||
          (!need.boldNames &&
            DISTRICT_OF_JA.test(lead) &&
            !/^の(?:ように|ような)/u.test(text.slice(first.end)))) &&
        (!need.boldNames || BOLD_OPENING.test(lead)) &&
        (!need.also || ALSO_AFTER.test(text.slice(opening.at(-1)!.end, opening.at(-1)!.end + 30))) &&
        opening.every((o) => o.brand !== need!.replaces) &&
        // (Not an option denied: "Crownfix.com only accepts wristwatches, so it is not an option for
        // clocks.")
        !(
          !need.warns &&
          MAY_DENY_OPTION.test(text.slice(sentence.start, sentence.end)) &&
          NOT_AN_OPTION_ONCE.test(text.slice(sentence.start, sentence.end))
        )
      ) {
        for (const o of opening) {
          if (need.warns) evidence[o.brand]!.against ??= sentence;
          else evidence[o.brand]!.listed ??= sentence;
        }
        listedForNeed = !need.warns;
      }
      // (A sentence opening on a bold name keeps it for the next one that does: "**Fuge Fliesenbau**
      // kommt vorab … **Fliesen Kienle** aus Vaihingen ist etwas teurer, …", two options for it.)
      // (A sentence naming only the one replaced keeps it for the options after it: "Plutôt que
      // Luthea, contactez directement les luthiers. … l'Atelier Sillet vend …".)
      // (An option keeps it for one named next as another: "… l'Atelier Sillet vend … Lutherie
      // Grandemange propose aussi …".)
      if (!inSentence.every((o) => isDemotedBefore(text, sentence.start, o.start)))
        need =
          !need.warns && BOLD_OPENING.test(lead)
            ? { ...need, boldNames: true }
            : listedForNeed && !need.boldNames
              ? { ...need, also: true }
              : undefined;
    }
    const demoted = judgeSentence(
      text,
      line,
      lines,
      sentence,
      inSentence,
      evidence,
      { brand: headingBrand, replaces: headingReplaces },
      facts,
    );
    // After a warning in a paragraph, another entity named next (without criticism) is the
    // alternative it offers ("I wouldn't sign up with Pulse. … Independent clinics such as Clearwave
    // …", "no lo recomendaría … Por unos 15 € más, Aleta ofrece …").
    if (
      line.kind === 'text' &&
      sentence.start > line.start &&
      demoted === 0 &&
      inSentence.every((o) => !settled(evidence[o.brand]!)) &&
      warnings.before(lineIndex, sentence.start) &&
      polarity(text.slice(sentence.start, sentence.end)) >= 0
    ) {
      const before = new Set(
        occurrences.filter((o) => o.start >= line.start && o.start < sentence.start).map((o) => o.brand),
      );
      // (Nor the one the heading over the paragraph names: "**Warum nicht Brandt?**" over "Davon würde
      // ich abraten. … Bei Brandt zahlt ihr …".)
      let above = lineIndex - 1;
      while (lines[above]?.kind === 'blank') above -= 1;
      const headed = lines[above]?.kind === 'heading' ? headingBrand(above) : undefined;
      if (headed !== undefined) before.add(headed);
      // (Nor the entity the answer is about, which a warning naming nobody is of: "la experiencia con
      // Óptica Goya es bastante desigual" … "yo no encargaría allí unas progresivas. … Goya puede ser
      // suficiente".)
      if (topic !== undefined) before.add(topic);
      // (A warning opening the answer before any name, "I'd be cautious. Framewise is …", is about
      // what follows.)
      if ((occurrences[0] as Occurrence).start < line.start || before.size > 0)
        for (const o of inSentence) if (!before.has(o.brand)) evidence[o.brand]!.listed = sentence;
    }
    if (brands.size === 1 && demoted === 0)
      subject = { brand: inSentence[0]!.brand, line: lineIndex, carried: 0 };
  }
  // "I don't think one is clearly better than the other", "Eine eindeutig bessere Werkstatt gibt es
  // hier nicht": a comparison with no verdict; a place in it or praise on one side is no pick.
  // (A "pick" of both sides is none: "Am besten rechnest du beide Tarife … durch".)
  // (So is a pick shared by several in one sentence, "Lingoria und Ovi gehören zu den beliebtesten
  // Apps", but not picks for different needs: "Go with Mailbloom if …, or with Cadence if …".)
  if (MAY_HAVE_NO_WINNER.test(text) && NO_WINNER.test(text)) {
    const shared = (span: Span) =>
      evidence.filter((x) => x.picked?.start === span.start).length > 1 &&
      !SOME_CONDITION.test(text.slice(span.start, span.end));
    return evidence.map((e) =>
      e.against ||
      (e.picked &&
        !BOTH.test(text.slice(e.picked.start, e.picked.end)) &&
        !shared(e.picked) &&
        SOME_CONDITION.test(text.slice(e.picked.start, e.picked.end)))
        ? verdictOf(e)
        : balanced(e),
    );
  }
  if (columns.length > 0) comparedColumns(text, columns, lines, sentences, occurrences, evidence);
  // A pick for another need yields to a plain warning ("Pour un bibi …, plume peut dépanner", then "je
  // ne recommanderais pas plume"): a plain warning naming it is about the reader's own case.
  evidence.forEach((e, brand) => {
    const { picked, against } = e;
    if (
      picked &&
      against &&
      SOME_CONDITION.test(text.slice(picked.start, picked.end)) &&
      !SOME_CONDITION.test(text.slice(against.start, against.end)) &&
      STRONG_WARNING.test(text.slice(against.start, against.end)) &&
      occurrences.some((o) => o.brand === brand && o.start >= against.start && o.start < against.end)
    )
      e.picked = undefined;
  });
  // (In a fact overview a row's or a note's wording weighs less: "10 % günstiger im Vorsorgeplan" is a
  // fact about the price, not praise.)
  return evidence.map((e) =>
    verdictOf(facts && !e.picked && !e.against && Math.abs(e.polarity) < 2 ? { ...e, polarity: 0 } : e),
  );
}

/** An intro setting others beside one subject for reference ("For context, …", "…との比較"). */
const COMPARED_AGAINST =
  /(?:^|[^\p{L}])(?:for\s+context|for\s+comparison|for\s+reference|zur\s+Orientierung|à\s+titre\s+indicatif|pour\s+situer|a\s+título\s+orientativo|comparable|how\s+it\s+compares|zum\s+Vergleich|à\s+titre\s+de\s+comparaison|pour\s+comparaison|a\s+modo\s+de\s+comparación|como\s+referencia|para\s+comparar)(?![\p{L}])|との比較|との違い|参考までに/iu;
/**
 * Options said to be of like kind ("plusieurs adresses proposent un choix comparable :"), not prices
 * set beside the one the answer is about ("voici les tarifs de quelques applications comparables").
 */
const optionsOfLikeKind = (intro: string) =>
  COMPARED_AGAINST.exec(intro)?.[0].trim().toLowerCase() === 'comparable' &&
  !PRICE_WORDS.test(intro) &&
  offersOptions(intro);
const PRICE_WORDS = /pri[xc]|tarif|cost|coût|charge|precio|Preis|料金|価格|費用/iu;
/** Words opening a condition in the five languages' Latin scripts ("if", "wenn", "si", "cuando"). */
const CONDITION_WORD = '(?:if|when|wenn|falls|si|cuando)';
/** An offer of more help ("If you tell me …", "Si me dices …"): the sentence picks nobody. */
const OFFER_OF_HELP =
  /^\W*(?:if\s+you\s+(?:tell|let)\s+me|if\s+you\s+share|wenn\s+(?:Sie|du)\s+mir\s+(?:sagen|sagst|verraten|verrätst|schreiben|schreibst)|si\s+vous\s+me\s+(?:dites|précisez|donnez|indiquez)|si\s+tu\s+me\s+(?:dis|précises)|si\s+me\s+(?:dices|cuentas|indicas))(?![\p{L}])/iu;
/** A condition or a need opening the sentence ("For nervous kids, though, I would go with Acme"). */
const SOME_CONDITION = new RegExp(
  String.raw`(?:^|[^\p{L}])${CONDITION_WORD}(?![\p{L}])|^\W*(?:for|für|pour|para)\s[^,.]{3,40},|なら|場合|であれば`,
  'iu',
);

/** An occurrence that is the label of a source link in parentheses: "([acme.com](https://…))". */
function isSourceLink(text: string, o: Occurrence): boolean {
  return text.startsWith('](http', o.end) && text.startsWith('([', o.start - 2);
}

const MAY_HAVE_NO_WINNER =
  /winner|outweigh|débiles|inconvenientes|contras|weaknesses|pros\s+and\s+cons|faibles|inconvénients|Schwächen|better|depends|balanced|parti|trancher|buena\s+o|good\s+or|gute\s+oder|bon\s+ou|beats|ahead|obvious|superior|Antwort|supérieur|überlegen|Empfehlung|recommendation|gagnant|meilleur|surpasse|détache|emporte|Sieger|Gewinner|bessere|pauschal|nehmen\s+sich|Ranking|vainqueur|surclasse|impose|ganador|mejor|優れ|一概|優劣|選んでも|甲乙|評価が分かれ|lohnt,|(?:coup|peine)\s+dépend|la\s+pena|inclinarme|favou?ring|picking/i;
/** Both sides at once: "both", "beide", "les deux", "ambas", "どちらも". */
const BOTH =
  /(?:^|[^\p{L}])(?:both|beide[nms]?|les\s+deux|tous\s+les\s+deux|ambas|ambos|las\s+dos|los\s+dos)(?![\p{L}])|どちらも|両方|いずれも/iu;
/** The answer says its comparison has no winner (in the five languages). */
const NO_WINNER = new RegExp(
  [
    // English
    String.raw`(?:no|neither|none)\s+(?:one\s+)?(?:is\s+)?(?:a\s+)?(?:clear|clearly|obvious|clear-cut)\s+(?:winner|better)`,
    String.raw`no\s+objectively\s+["“]?better["”]?\s+(?:choice|option|pick)`,
    String.raw`(?:don['’]t|do\s+not)\s+think\s+(?:either\s+)?one\s+is\s+(?:clearly\s+)?better`,
    String.raw`(?:don['’]t|do\s+not)\s+think\s+there['’]?s\s+a\s+clear\s+winner`,
    String.raw`no\s+clear\s+winner`,
    String.raw`(?:isn['’]t|is\s+not)\s+a\s+clear\s+winner`,
    String.raw`(?:isn['’]t|is\s+not)\s+an?\s+(?:objectively|clearly)\s+better\s+\p{L}+`,
    String.raw`(?:don['’]t|do\s+not|doesn['’]t|does\s+not)\s+(?:point\s+to|show)\s+a\s+clear\s+winner`,
    String.raw`neither\s+is\s+(?:clearly\s+|objectively\s+)?better`,
    String.raw`neither\s+(?:one\s+)?clearly\s+beats\s+the\s+other`,
    String.raw`(?:can['’]t|cannot)\s+give\s+(?:you\s+)?a\s+clear\s+recommendation\s+for\s+(?:either|one\s+or\s+the\s+other)`,
    String.raw`neither\s+(?:\p{L}+\s+)?comes\s+out\s+(?:clearly\s+)?ahead`,
    String.raw`neither\s+is\s+the\s+(?:obvious|clear)\s+(?:pick|choice|winner)`,
    // "The choice mostly depends on whether your team prefers …" (a two-way comparison's close).
    String.raw`(?<![\p{L}])the\s+choice\s+(?:mostly\s+|largely\s+|really\s+|mainly\s+)?(?:comes\s+down\s+to|depends\s+on)`,
    // "Whether it's worth paying for really depends on how you learn", "Ob sich das Abo für dich lohnt,
    // hängt vor allem davon ab, …", "Savoir si l'abonnement vaut le coup dépend de …", "Si merece la
    // pena pagar depende de …": a review's close with no verdict.
    String.raw`(?<![\p{L}])whether\s+(?:it['’]s|it\s+is|\p{L}+\s+is)\s+worth\s+(?:paying\s+for|it|the\s+money|the\s+price|\p{L}+ing)(?:\s+for\s+you)?\s+(?:really\s+|mostly\s+|largely\s+|mainly\s+)?depends\s+on`,
    String.raw`(?<![\p{L}])ob\s+(?:(?:sie|er|es)\s+)?sich\s+(?:\p{L}+\s+){0,4}?lohnt,\s+hängt\s+(?:\p{L}+\s+){0,3}?(?:davon|von)`,
    // "Ob die Stärken oder die Schwächen für dich überwiegen, hängt … davon ab", "Whether the pros
    // outweigh the cons depends on …".
    String.raw`(?<![\p{L}])ob\s+die\s+Stärken\s+oder\s+(?:die\s+)?Schwächen\s+(?:\p{L}+\s+){0,3}?überwiegen`,
    String.raw`(?<![\p{L}])whether\s+the\s+(?:pros|strengths)\s+outweigh\s+the\s+(?:cons|weaknesses)(?:\s+for\s+you)?\s+(?:really\s+|mostly\s+)?depends`,
    String.raw`(?<![\p{L}])savoir\s+si\s+(?:\S+\s+){1,6}?vaut\s+(?:le\s+coup|la\s+peine)\s+dépend`,
    String.raw`(?<![\p{L}])si\s+(?:\S+\s+){0,4}?(?:merece|vale)\s+la\s+pena(?:\s+\S+){0,3}?\s+depende`,
    // "Which one suits you depends on whether you mainly need …" (a two-way comparison's close).
    String.raw`(?<![\p{L}])which\s+(?:one|of\s+the\s+two)\s+(?:suits|fits)\s+you(?:\s+(?:best|better))?\s+(?:mostly\s+|largely\s+|really\s+|mainly\s+)?(?:comes\s+down\s+to|depends\s+on)`,
    // "Aquí tienes un resumen de sus puntos fuertes y débiles:", "a summary of their pros and cons".
    String.raw`(?:resumen|summary|overview|rundown|résumé|aperçu)\s+(?:de|of)\s+(?:sus|their|its|leurs|ses)\s+(?:puntos\s+fuertes\s+y\s+débiles|ventajas\s+e\s+inconvenientes|pros\s+y\s+contras|strengths\s+and\s+weaknesses|pros\s+and\s+cons|points\s+forts\s+et\s+(?:points\s+)?faibles|avantages\s+et\s+inconvénients)`,
    String.raw`Überblick\s+über\s+(?:ihre|seine|die)\s+Stärken\s+und\s+Schwächen`,
    // "Here's a balanced look." (one provider's strengths and weaknesses, no verdict)
    String.raw`here(?:['’]s|\s+is)\s+a\s+balanced\s+(?:look|view|take|overview)`,
    // "puede ser una buena o una mala elección según lo que priorices", "a good or a bad choice".
    String.raw`(?:buena\s+o\s+(?:una\s+)?mala\s+(?:elección|opción)|good\s+or\s+(?:a\s+)?bad\s+(?:choice|pick|option)|gute\s+oder\s+(?:eine\s+)?schlechte\s+Wahl|bon\s+ou\s+(?:un\s+)?mauvais\s+choix)`,
    // German
    String.raw`pauschale\s+Antwort[^.!?\n]{0,60}gibt\s+es\s+nicht`,
    String.raw`kein(?:en)?\s+klaren?\s+(?:Sieger|Gewinner)`,
    String.raw`(?:einen\s+)?(?:klaren|eindeutigen)\s+(?:Sieger|Gewinner)\s+gibt\s+es\s+(?:\p{L}+\s+)?nicht`,
    String.raw`(?:lässt\s+sich|kann\s+man)\s+(?:so\s+)?pauschal\s+nicht\s+(?:beantworten|sagen)`,
    String.raw`eindeutig\s+bessere\s+\p{L}+\s+gibt\s+es\s+(?:hier\s+)?nicht`,
    String.raw`keine\s+(?:klare\s+)?Empfehlung\s+für\s+(?:einen|eine)\s+der\s+beiden\s+(?:\p{L}+\s+)?aussprechen`,
    String.raw`(?:eine\s+)?klare\s+Empfehlung\s+für\s+(?:den\s+einen\s+oder\s+(?:den\s+)?anderen|einen\s+der\s+beiden)\s+(?:\p{L}+\s+)?kann\s+ich\s+(?:\p{L}+\s+){0,6}nicht\s+geben`,
    String.raw`keine?r?\s+(?:der\s+beiden\s+)?ist\s+(?:klar|eindeutig)\s+überlegen`,
    String.raw`klare\s+Empfehlung\s+für\s+(?:den\s+einen\s+oder\s+(?:den\s+)?anderen|einen\s+der\s+beiden)(?:\s+\p{L}+)?\s+lässt\s+sich\s+(?:\p{L}+\s+){0,2}nicht`,
    String.raw`nehmen\s+sich\s+(?:die\s+beiden|beide)\s+(?:nicht\s+)?(?:viel|wenig|nichts)`,
    // "Eine klare Empfehlung lässt sich daraus nicht ableiten", "keine eindeutige Empfehlung", and the
    // same in English, French and Spanish.
    String.raw`(?:klare|eindeutige)\s+Empfehlung\s+(?:lässt\s+sich|kann\s+ich)\s+(?:\p{L}+\s+){0,3}nicht`,
    String.raw`keine\s+(?:klare|eindeutige)\s+Empfehlung`,
    String.raw`no\s+clear(?:-cut)?\s+recommendation`,
    String.raw`pas\s+de\s+recommandation\s+(?:claire|tranchée|nette)`,
    String.raw`(?:no\s+hay|sin)\s+una\s+recomendación\s+clara`,
    String.raw`(?:ein|kein)\s+klares\s+Ranking\s+(?:geben|gibt|lässt)[^.!?\n]{0,40}nicht`,
    // French
    String.raw`pas\s+de\s+(?:grand\s+|vrai\s+)?(?:gagnant|vainqueur\s+(?:net|clair))`,
    String.raw`sans\s+(?:pouvoir\s+)?(?:vous\s+)?désigner\s+(?:un|de)\s+(?:gagnant|vainqueur)`,
    String.raw`sans\s+(?:prendre\s+parti|trancher)`,
    // "… lo que cada una hace bien y mal, sin inclinarme por ninguna", "without favouring either".
    String.raw`sin\s+inclinarme\s+por\s+ninguna?`,
    String.raw`without\s+(?:favou?ring|picking)\s+(?:either|any)\s+(?:one|of\s+them)`,
    String.raw`aucune?\s+ne\s+surpasse\s+l['’]autre`,
    String.raw`aucune?\s+ne\s+se\s+détache\s+(?:nettement|clairement|vraiment)`,
    String.raw`aucune?\s+des\s+deux\s+ne\s+(?:surpasse|surclasse|l['’]emporte\s+sur)\s+(?:clairement\s+|nettement\s+|vraiment\s+)?l['’]autre`,
    String.raw`aucune?\s+des\s+deux\s+ne\s+s['’]impose`,
    String.raw`aucune?\s+des\s+deux(?:\s+\p{L}+)?\s+ne\s+l['’]emporte\s+(?:clairement|nettement|vraiment)`,
    String.raw`aucune?\s+(?:des\s+deux\s+)?n['’]est\s+(?:clairement|objectivement|nettement|vraiment)\s+(?:meilleure?|supérieure?)`,
    // Spanish
    String.raw`no\s+hay\s+un\s+(?:claro\s+)?ganador`,
    String.raw`no\s+hay\s+una\s+opción\s+(?:claramente\s+)?superior`,
    String.raw`(?:ninguna|ninguno)(?:\s+de\s+(?:las|los)\s+dos)?\s+es\s+claramente\s+superior`,
    String.raw`(?:neither|no\s+option)\s+is\s+clearly\s+superior`,
    String.raw`no\s+tiene\s+un\s+ganador\s+claro`,
    String.raw`ningun[oa](?:\s+de\s+(?:las|los)\s+dos)?\s+es\s+(?:objetivamente\s+|claramente\s+)?mejor(?:\s+que\s+(?:el|la)\s+otr[oa])?(?![\p{L}])`,
    String.raw`no\s+se\s+puede\s+decir\s+que\s+(?:una|uno)\s+sea\s+(?:objetivamente\s+|claramente\s+)?mejor`,
    // Japanese
    String.raw`どちらか(?:一方)?が明確に優れ`,
    String.raw`一概に[^。\n]{0,15}?言え(?:ません|ない|ず)`,
    String.raw`甲乙(?:つけ|付け)が(?:た|たい)`,
    String.raw`優劣[はを]?(?:つけ|付け)(?:る|られ|が|に)`,
    String.raw`どちらを選んでも(?:大きく失敗|大きな失敗|失敗|後悔)`,
    // "どちらを重視するかで評価が分かれると思います": the verdict depends on the reader.
    String.raw`(?:どちら|何)を重視するかで評価が分かれ`,
  ].join('|'),
  'iu',
);

/**
 * A side-by-side table of two entities that the answer's verdict settles ("| | Loftwell | Anchor |"
 * … "**Verdict:** … Anchor wins on price", "### 結論" … "ミツボシ会計をおすすめします"): the other
 * column was compared, not suggested. (A pick elsewhere may be one of several conditional ones.)
 */
function comparedColumns(
  text: string,
  columns: Occurrence[],
  lines: Line[],
  sentences: Span[],
  occurrences: Occurrence[],
  evidence: Evidence[],
): void {
  const brands = [...new Set(columns.map((o) => o.brand))];
  if (brands.length !== 2) return;
  // (Its pick may be stated first and again in the verdict: "… ist die bessere Wahl" … "## Fazit" …
  // "ist beim Dentalzentrum Killesberg besser aufgehoben".)
  const pickedInVerdict = (b: number) =>
    occurrences.some((o) => {
      if (o.brand !== b) return false;
      const sentence = sentences[spanIndexAt(sentences, o.start)];
      if (!sentence || !isVerdict(text, lines, sentence)) return false;
      const body = text.slice(sentence.start, sentence.end);
      const cues = cuesFor(body);
      return cues.recommendOnce.test(body) && !cues.againstOnce.test(body);
    });
  const winners = brands.filter(
    (b) => evidence[b]!.picked && (isVerdict(text, lines, evidence[b]!.picked!) || pickedInVerdict(b)),
  );
  // (With no pick or warning for either side anywhere, the table compares and suggests neither:
  // "| | Rainier Relocation | Pike Street Movers |" in an answer that discusses both.)
  // (An answer that is only the table keeps its columns as options.)
  const inProse = (b: number) =>
    occurrences.some((o) => o.brand === b && lines[spanIndexAt(lines, o.start)]!.kind !== 'row');
  const undecided = brands.every((b) => !evidence[b]!.picked && !evidence[b]!.against && inProse(b));
  if (winners.length !== 1 && !undecided) return;
  for (const b of brands) {
    const e = evidence[b]!;
    const header = lines[spanIndexAt(lines, columns.find((o) => o.brand === b)!.start)]!;
    // (Or a paragraph opening with its name, "**Garage Pignon** est moins cher …": a section of the
    // comparison.)
    const listedLine = e.listed ? lines[spanIndexAt(lines, e.listed.start)] : undefined;
    if (!e.picked && (e.listed?.start === header.start || listedLine?.kind === 'text')) e.listed = undefined;
  }
}

/**
 * A sentence opening with a verdict's label, in the paragraph under a verdict heading, or in the
 * closing paragraph ("Pour votre besoin précis, …, je choisirais elka"; not a condition there, "Si
 * votre chorale …, prenez choro", one of several conditional picks).
 */
function isVerdict(text: string, lines: Line[], sentence: Span): boolean {
  const at = spanIndexAt(lines, sentence.start);
  const body = text.slice(sentence.start, sentence.end);
  return (
    VERDICT_OPENER.test(body) ||
    underVerdictHeading(text, lines, at) ||
    (lines[at]?.kind === 'text' &&
      lines.slice(at + 1).every((line) => line.kind === 'blank') &&
      !CONDITION_FIRST.test(body))
  );
}

/** A heading that is a name alone ("**kosmo**", "### Acme (acme.com)"). */
function nameOnly(text: string, line: Line, occs: Occurrence[]): boolean {
  let rest = text.slice(line.bodyStart, line.end);
  for (const o of [...occs].reverse())
    rest = rest.slice(0, o.start - line.bodyStart) + rest.slice(o.end - line.bodyStart);
  return !/\p{L}/u.test(rest.replace(/\([^()]*\)/gu, ''));
}

/**
 * Whether the intro above a run of name headings offers options: the nearest text line ending in a
 * colon or section heading above it, past the paragraphs and name headings of the run.
 */
function optionsIntroAbove(text: string, lines: Line[], at: number): boolean {
  for (let i = at - 1; i >= 0; i -= 1) {
    const line = lines[i] as Line;
    const body = text.slice(line.bodyStart, line.end);
    // (Past the other names' headings of the run, "**Stellarium**": a short heading, not a section's;
    // a section's heading may itself offer options: "## Alternatives pour des balustres", not one
    // weighing them: "## Learn-to-Knit Apps: Pros and Cons".)
    if (line.kind === 'heading' && body.replace(/[*_#]/g, '').trim().split(/\s+/).length > 3)
      return offersOptions(body) && !WEIGHED_HEADING.test(body);
    if (line.kind === 'text' && /[:：]\s*$/u.test(body))
      return offersOptions(body.slice(lastSentenceStart(body)));
    // (A Japanese intro needs no colon: "…リズム練習アプリをいくつか紹介します。".)
    if (line.kind === 'text' && JA_OPTIONS_INTRO.test(body)) return true;
  }
  return false;
}

/**
 * A Japanese intro presenting a few options ("いくつか紹介します", "3つご紹介します", "次のあたりが代わりに
 * なると思います").
 */
const JA_OPTIONS_INTRO =
  /(?:いくつか|[0-9０-９一二三四五六七八九]+つ)(?:ほど)?(?:ご)?紹介(?:します|しましょう)|(?:次|以下)の[^。\n]{0,12}?が(?:代わり|候補|選択肢)にな[るり]/u;

/** A heading that weighs options rather than offering them ("Pros and Cons", "vs.", "im Vergleich"). */
const WEIGHED_HEADING =
  /(?<![\p{L}])(?:pros|cons|vs\.?|versus|compar\p{L}*|vergleich\p{L}*|vorteile|nachteile|avantages|inconvénients|ventajas|desventajas)(?![\p{L}])/iu;
/** A sentence opening with a condition ("Si …", "If …", "Wenn …", "Falls …", "Cuando …"). */
const CONDITION_FIRST = /^[\s*_]*(?:si|if|when|wenn|falls|cuando|quand|lorsque)(?![\p{L}])/iu;

/** A line right under a verdict heading ("### Verdict", "**Mi valoración**", "### 結論"). */
function underVerdictHeading(text: string, lines: Line[], lineIndex: number): boolean {
  let i = lineIndex - 1;
  while (lines[i]?.kind === 'blank') i -= 1;
  const before = lines[i];
  return before?.kind === 'heading' && VERDICT_HEADING.test(text.slice(before.start, before.end));
}

/** The verdict of an entity in a comparison with no winner: neutral, whatever its place or praise. */
function balanced(e: Evidence): EntityVerdict {
  return {
    recommended: false,
    sentiment: 'neutral',
    score: 0,
    evidence: e.first ?? null,
    basis: 'balanced',
    praise: e.praise,
    criticism: e.criticism,
  };
}

/** "Avoid booking …", "Évitez de commander …", "Evita comprar …": advice against doing something. */
const AVOID_ACTION =
  /(?:^|[^\p{L}])(?:avoid|évitez|évite|éviter|evita|evite|evitad|evitar)\s+(?:(?:en\s+revanche|toutefois|cependant|however|though|sin\s+embargo|también|aussi|also)\s+)?(?:de\s+|d['’]|to\s+)?\p{L}+(?:ing|er|ir|re|ar)(?![\p{L}])/iu;

/**
 * A sentence naming nobody in the section under a heading that names one entity is about that
 * entity ("**Nube Blanca Techos Mate**" ... "Es la que yo elegiría."): its pick, warning and praise count.
 */
function sectionSentence(text: string, sentence: Span, about: Evidence): void {
  // (A place in a list or table yields to a warning in the entity's own section: "| Acme | … |", then
  // "### Acmeについて" … "あえて選ぶ理由は少ない".)
  if (about.picked || about.against) return;
  const body = text.slice(sentence.start, sentence.end);
  if (QUESTION_OPENER.test(body) || SEVERAL.test(body)) return;
  const cues = cuesFor(body);
  const against = cues.againstOnce.test(body);
  if (about.listed) {
    // (Not a warning with a pick beside it: "…場合は向きませんが、…なら十分候補になります", nor one
    // limited to a need of the reader: "Weniger geeignet, wenn Sie nur schnell Listen pauken möchten".)
    // (Nor advice against an action: "Évitez en revanche de commander via les grandes marketplaces".)
    if (against && !cues.recommendOnce.test(body) && !forSomeReaders(body) && !AVOID_ACTION.test(body))
      about.against = sentence;
    return;
  }
  if (against) about.against = sentence;
  else if (cues.recommendOnce.test(body)) about.picked = sentence;
  // ("### What about Bridgetown Pet Hospital?" … "It gets mixed feedback. On the plus side, …".)
  else if (MIXED_VIEWS.test(body)) about.mixed ??= sentence;
  const value = polarity(body);
  if (value !== 0) feel(about, value);
}

function judgeSentence(
  text: string,
  line: Line,
  lines: Line[],
  sentence: Span,
  occs: Occurrence[],
  evidence: Evidence[],
  headings: { brand: (lineIndex: number) => number | undefined; replaces: (lineIndex: number) => boolean },
  facts: boolean,
): number {
  const sentenceCues = cuesFor(text.slice(sentence.start, sentence.end));
  const demoted = new Set<Occurrence>();
  for (const o of occs) {
    if (
      isDemotedBefore(text, Math.max(line.start, o.start - 60), o.start) ||
      DEMOTED_AFTER.test(text.slice(o.end, o.end + 20)) ||
      CURRENT_BEFORE_JA.test(text.slice(Math.max(line.start, o.start - 8), o.start))
    )
      demoted.add(o);
  }
  // "par rapport à DocuLien ou Signéo": a name coordinated with a demoted one is demoted too.
  for (let i = 1; demoted.size > 0 && i < occs.length; i += 1) {
    const prev = occs[i - 1] as Occurrence;
    const o = occs[i] as Occurrence;
    if (demoted.has(prev) && !demoted.has(o) && COORDINATION.test(text.slice(prev.end, o.start)))
      demoted.add(o);
  }
  // "ファインダーやReCam.jpでの販売価格より": in Japanese the marker follows the last name, so the names
  // joined before it are demoted too.
  for (let i = occs.length - 1; demoted.size > 0 && i > 0; i -= 1) {
    const prev = occs[i - 1] as Occurrence;
    const o = occs[i] as Occurrence;
    if (demoted.has(o) && !demoted.has(prev) && JA_COORDINATION.test(text.slice(prev.end, o.start)))
      demoted.add(prev);
  }
  const against = new Set<number>();
  for (const o of occs) {
    const before = text.slice(Math.max(line.start, o.start - 30), o.start);
    if (MAY_WARN.test(before) && WARNED_BEFORE.test(before)) {
      evidence[o.brand]!.against ??= sentence;
      against.add(o.brand);
    }
  }
  const intro = line.context >= 0 ? lines[line.context] : undefined;
  // Points under "Pros", "Inconvénients", "デメリット" describe one product; they are not options.
  // So are points under a heading naming one entity ("### Hanaseru" ... "- cheaper than Acme's new
  // price"): another entity named there is a comparison, not an option.
  // (Not under a heading announcing other options: "Depuis la fermeture d'Acme, plusieurs
  // applications peuvent prendre le relais :".)
  // (headingBrand is cached per heading; the word split of offersOptions runs only when it names one.)
  const named = line.context >= 0 && intro?.kind === 'heading' ? headings.brand(line.context) : undefined;
  const owner =
    named !== undefined && !offersOptions(text.slice(intro!.bodyStart, intro!.end)) ? named : undefined;
  // (Nor is the row of the entity a heading compares the others with: "**Quick comparison with
  // ReadDots**" over "| ReadDots | $7/month |" in an answer on alternatives to it.)
  if (named !== undefined && line.kind === 'row' && headings.replaces(line.context))
    for (const o of occs) if (o.brand === named) demoted.add(o);
  const points =
    facts ||
    (intro !== undefined &&
      (isPointsHeading(text.slice(intro.bodyStart, intro.end)) ||
        (intro.kind === 'heading' && examplesOfPoints(text.slice(intro.bodyStart, intro.end))) ||
        isPriceHeading(text.slice(intro.bodyStart, intro.end)) ||
        // "For context, this is what comparable family plans cost:", "主要ネット証券との比較": the others
        // as reference points for the one the answer is about (not "Voici quelques alternatives avec un
        // niveau de service comparable :").
        (COMPARED_AGAINST.test(text.slice(intro.bodyStart, intro.end)) &&
          !optionsOfLikeKind(text.slice(intro.bodyStart, intro.end))) ||
        // "Les plateformes de révision publient leurs propres chiffres, …:", "los datos conocidos son
        // estos:": facts reported, not options.
        (intro.kind === 'text' && FIGURES_INTRO.test(text.slice(intro.bodyStart, intro.end))) ||
        // "…, but it has real drawbacks for a corporate booking:": the items are its drawbacks.
        (intro.kind === 'text' && DRAWBACKS_INTRO.test(text.slice(intro.bodyStart, intro.end))) ||
        // "es solo una comparación de precios, no una clasificación:": the intro says it ranks none
        // (not its order alone: "die Reihenfolge ist keine Rangliste" over options in no order).
        (NOT_A_RANKING.test(text.slice(intro.bodyStart, intro.end)) &&
          !ORDER_WORD.test(text.slice(intro.bodyStart, intro.end))) ||
        (owner !== undefined && occs.every((o) => o.brand !== owner)))) ||
    // "主なアプリの料金を、…比較しました。" over a table: prices set side by side, not options.
    (line.kind === 'row' && intro?.kind !== 'heading' && pricesComparedAbove(text, lines, line));
  // Structure: the entity heading an item or a table row is one of the suggested options; so is the
  // bold name opening a paragraph ("**Acme** – ...").
  const boldHead = line.kind === 'text' ? BOLD_LEAD.exec(text.slice(line.start, line.end)) : null;
  // A paragraph opening with a bold label and its colon ("**Si solo tienes una semana:** Acme ...")
  // reads like a list item with that label as its head.
  const boldLabel =
    line.kind === 'text' && !boldHead ? BOLD_LABEL.exec(text.slice(line.start, line.end)) : null;
  const headEnd = boldHead
    ? line.start + boldHead[0].length
    : boldLabel
      ? line.start + boldLabel[0].length
      : line.headEnd;
  // "**Si quieres previsión además de identificación: Deriva.** Su identificador …": a bold need and,
  // after its colon, the names meeting it.
  const needThenNames =
    line.kind === 'text' && !boldHead && !boldLabel && !points && sentence.start <= line.bodyStart
      ? NEED_THEN_NAMES.exec(text.slice(line.start, line.end))
      : null;
  if (needThenNames && NEED_HEADING.test(needThenNames[2]!)) {
    const from = line.start + needThenNames[1]!.length + needThenNames[2]!.length + 1;
    const to = from + needThenNames[3]!.length;
    const named = occs.filter((o) => o.start >= from && o.end <= to);
    if (named.length > 0 && onlyNames(text, from, to, occs))
      for (const o of named) evidence[o.brand]!.listed ??= sentence;
  }
  if (
    (line.kind === 'item' || line.kind === 'row' || boldHead || boldLabel) &&
    !points &&
    // (Or the sentence right after a head that is a sentence of its own: "- **Building apps?** Acme …".)
    (sentence.start <= headEnd || /^[\s*_:：–—?？-]*$/u.test(text.slice(headEnd, sentence.start)))
  ) {
    const headText = text.slice(line.bodyStart, headEnd).replace(/[*_]/g, '').trim();
    // An item that is a sentence about something else ("1. Ob du einen Schutzbrief über Acme
    // abgeschlossen hast") names the entity in passing: only an entity opening the head is an option.
    const opensHead = (o: Occurrence) =>
      !/\p{Ll}/u.test(text.slice(line.bodyStart, o.start).replace(/\p{N}+[.)]/gu, ''));
    // "- Camperados Kautionsregelung: ...", "- Acme's refund policy: ...": a label about the entity;
    // not an item of a whole sentence under a heading offering options ("**Other places to look**"
    // over "Acme's stores in Leeds let you try before you buy").
    const sentenceUnderOptions =
      headEnd === line.end &&
      intro?.kind === 'heading' &&
      offersOptions(text.slice(intro.bodyStart, intro.end));
    const possessiveLabel = (o: Occurrence) =>
      !sentenceUnderOptions && POSSESSIVE_LABEL.test(text.slice(o.end - 1, headEnd));
    // "3. **Rent crates from Stackabox** – ...": an imperative head suggests the one entity it names.
    // (So does one naming classes booked through it: "**Private lessons via BowlClass.com** – …".)
    const imperative = IMPERATIVE_HEAD.test(headText) || CLASSES_AT_HEAD.test(headText);
    // "**Für Jahresring spricht:**", "**Pros of Acme:**": points about the entity, not an option.
    // (Nor a label over what was left out: "**Nicht in der Liste:** nova gibt es …", nor one of a
    // reference point: "**For context:** GRND has a large trick library …".)
    const pointsLabel =
      POINTS_LABEL.test(headText) || isLeftOutHeading(headText) || isReferenceHeading(headText);
    // (Nor an item opening on a Japanese clause of its own: "アプリごとの公開データでは、ripl が累計…、
    // 鱒之介 が約8万…"; tested once per line.)
    const clauseLead = JA_CLAUSE_LEAD.test(text.slice(line.bodyStart, occs[0]!.start));
    const head = occs.filter(
      (o) =>
        o.start < headEnd &&
        !pointsLabel &&
        !clauseLead &&
        !demoted.has(o) &&
        (!PHRASE.test(headText) || opensHead(o) || imperative) &&
        !possessiveLabel(o),
    );
    const brands = new Set(occs.filter((o) => !demoted.has(o)).map((o) => o.brand));
    // With no name in a separated head, the one entity of the item's first sentence when the head
    // states a need ("- For quiet rooms: Acme ..."), not an attribute ("- **Suivi :** ... sur acme.fr").
    // So does a label the entity's name opens the text after ("- **De 4 a 7 años:** Taconeo ofrece …",
    // "- **Near Marlow:** Marlow Violin Co runs …").
    // (Not a possessive: "- Coverage check: Acme's eligibility tool asks …", "**Daten mitnehmen:**
    // BoulderBuddys Export …" are points about Acme.)
    // (An article may come first: "- **Zum Segeln:** Die **Schlaufe Knoten-App** ist …".)
    const atBodyStart = (o: Occurrence) =>
      o.start >= headEnd && ARTICLE_AT_BODY_START.test(text.slice(headEnd, o.start));
    const possessive = (o: Occurrence) => /^['’]?s\s/u.test(text.slice(o.end, o.end + 3));
    const opensBody = (o: Occurrence) => atBodyStart(o) && !possessive(o);
    // (Not a date: "- 2023年：Acme を展開する企業の傘下に".)
    const need =
      (NEED_LABEL.test(headText) ||
        // (Not a note's label: "**À noter :** la Chapellerie Vernet n'a pas …".)
        (occs.some(opensBody) && !DATE_LABEL.test(headText) && !isPointsHeading(headText))) &&
      !ATTRIBUTE_HEAD.test(headText) &&
      !pointsLabel;
    // "**Alternatives citées par les acheteurs :** Etoile et Terroir & Co …": a label announcing options.
    const offering = head.length === 0 && boldLabel !== null && offersOptions(headText) && !pointsLabel;
    const subjects =
      head.length > 0
        ? new Set(head.map((o) => o.brand))
        : offering
          ? brands
          : brands.size === 1 &&
              // ("**Si vous préférez un stage** : Acme organise ...", not "**Suivi :** ... sur acme.fr")
              (!boldHead || need) &&
              !occs.some((o) => o.start < headEnd && possessiveLabel(o)) &&
              // ("- Installers differ a little: tilo's help center, for example, …": a point about it;
              // not after a need, "- **If you need accountability:** Acme's challenges …".)
              (NEED_OPENING.test(headText) || !occs.some((o) => atBodyStart(o) && possessive(o))) &&
              headEnd < line.end &&
              (sentence.start <= line.bodyStart || (need && sentence.start >= headEnd)) &&
              (need || onlyNames(text, headEnd, line.end, occs))
            ? brands
            : new Set<number>();
    // The intro's last sentence introduces the list ("If you want to avoid fees, ... These are the
    // ones worth your money:" is not a list of things to avoid).
    const introText = intro ? text.slice(intro.start, intro.end) : '';
    const introLast = introText.slice(lastSentenceStart(introText));
    // (The warning's own words are no cue: "**Una app que no te recomendaría para empezar**".)
    const avoidList = intro
      ? AVOID_HEADING_ONCE.test(introLast) && !RECOMMEND_PLAIN_ONCE.test(blank(introLast, AVOID_HEADING))
      : false;
    const item = text.slice(line.bodyStart, line.end);
    // (Not a caveat for some readers: "…, but it is not a good fit if streaming matters"; "il vaut
    // mieux l'éviter si …" still warns.)
    // (Nor one use it suits less: "Als Spielzähler weniger geeignet", "less suited as a scorer".)
    const warned =
      warnsIn(item) && !((forSomeReaders(item) || LESS_SUITED_AS.test(item)) && !STRONG_WARNING.test(item));
    // "- Tonehouse prices are often used as a benchmark": a reference point, not an option.
    const reference = !warned && !avoidList && isReference(item);
    // "- Velowerk.de verlangt beispielsweise 40 % …" under "**Anzahlung**": an example of a point, not
    // an option (unless the intro offers options).
    const example = (b: number) =>
      !warned &&
      !avoidList &&
      occs.some(
        (o) =>
          o.brand === b &&
          (EXAMPLE_AFTER.test(text.slice(o.end, o.end + 40)) ||
            EXAMPLE_BEFORE.test(text.slice(Math.max(line.bodyStart, o.start - 20), o.start))),
      ) &&
      !(intro && offersOptions(text.slice(intro.bodyStart, intro.end)));
    for (const b of reference ? [] : [...subjects].filter((b) => !example(b))) {
      if (avoidList || warned) {
        evidence[b]!.against ??= sentence;
        against.add(b);
      } else if (need && /[?？]/u.test(text.charAt(headEnd))) {
        // (A need asked as a question and the name answering it is a conditional pick: "**Vous tenez
        // déjà une minute à trois balles ?** Gatto Academy vous fera progresser …".)
        evidence[b]!.picked ??= sentence;
      } else evidence[b]!.listed ??= sentence;
    }
  }
  // "- Poêle sous garantie → **Suie Nette**": a need and, after an arrow, the pick for it.
  if (line.kind === 'item' || line.kind === 'text') {
    const said = text.slice(sentence.start, sentence.end);
    const arrow = MAY_HAVE_ARROW.test(said) ? ARROW.exec(said) : null;
    if (arrow) {
      const pickAt = sentence.start + arrow.index + arrow[0].length;
      const after = occs.filter((o) => o.start >= pickAt);
      if (after.length > 0 && !/\p{L}/u.test(text.slice(pickAt, after[0]!.start)))
        for (const o of coordinated(text, after)) evidence[o.brand]!.picked ??= sentence;
    }
    // "- Wenn dir kurze Wege wichtig sind: **Hörzentrum Brandt**.": a need, then after its colon
    // only the name, is the pick for it.
    const last = /[:：]/u.test(said) ? occs.findLast((o) => o.end <= sentence.end) : undefined;
    if (
      last &&
      last.start >= sentence.start &&
      NEED_THEN_COLON.test(text.slice(sentence.start, last.start)) &&
      /^[*_]*[.!]?\s*$/u.test(text.slice(last.end, sentence.end))
    )
      evidence[last.brand]!.picked ??= sentence;
  }
  if (VERDICT_OPENER.test(text.slice(sentence.start, sentence.end))) {
    const first = occs.find((o) => !demoted.has(o));
    const said = text.slice(sentence.start, sentence.end);
    // ("Bottom line: Acme can do good work, but … consider a workshop with a better record": no pick;
    // nor "…, pero también un precio superior; que te compense o no dependerá de lo que necesite tu
    // mascota": the choice left to the reader.)
    // (Nor "En resumen, Piedra está más orientada a estudiar y Tengen.io a jugar": what each is geared
    // to, no verdict.)
    if (
      first &&
      polarity(said) >= 0 &&
      !sentenceCues.againstOnce.test(said) &&
      !DEPENDS.test(said) &&
      !GEARED_TO.test(said)
    ) {
      // "En resumen, Acme puede resultar barata, pero … DentaSur u Ora ofrecen …": the verdict is
      // what follows the turn.
      const turn = TURN.exec(text.slice(first.end, sentence.end));
      // "En resumen, si lo que valoras de Kitemar es la producción local, tanto Levante como Mora …":
      // the name in the condition is not the verdict; the names after the condition are.
      const opened = sentence.start + (VERDICT_OPENER.exec(said)?.[0].length ?? 0);
      const conditionEnd = IN_CONDITION.test(text.slice(opened, first.start))
        ? text.slice(first.end, sentence.end).search(/[,;:]/u)
        : -1;
      const from = turn ? turn.index : conditionEnd;
      const after =
        from !== -1
          ? occs.filter((o) => o.start >= first.end + from && !demoted.has(o) && o.brand !== first.brand)
          : [];
      // ("…, pero para aprender es mejor invertir primero en clases": what the turn recommends is
      // something else.)
      // ("…, pero no para lo que buscas", "…, but not for what you need": the turn rules it out.)
      const turnsElsewhere =
        turn !== null &&
        (BETTER_TO_DO.test(text.slice(first.end + turn.index, sentence.end)) ||
          NOT_FOR_THE_NEED.test(text.slice(first.end + turn.index, sentence.end)));
      if (after.length > 0) for (const o of coordinated(text, after)) evidence[o.brand]!.picked ??= sentence;
      // (Nor the name in the condition when no name follows it: "Solange sich die Lage bei Körbla.de
      // nicht bessert, bestell … bei einer Werkstatt".)
      else if (!turnsElsewhere && conditionEnd === -1)
        for (const o of picksPerNeed(text, first, occs, demoted)) evidence[o.brand]!.picked ??= sentence;
    }
  }
  // "Wenn es bei der Hundeschule Huber gerade lange Wartezeiten gibt, lohnt sich ein Blick auf andere
  // Münchner Schulen": the entity named before a look at others is the thing replaced (unless the look
  // is itself a warning, "tiene sentido mirar otras opciones").
  const said = text.slice(sentence.start, sentence.end);
  const others = MAY_SUGGEST_OTHERS.test(said) ? OTHERS_SUGGESTED.exec(said) : null;
  if (others && !sentenceCues.againstOnce.test(said))
    for (const o of occs) if (o.start < sentence.start + others.index) demoted.add(o);
  // "otra opción que se menciona a menudo es Viento; no he podido compararla a fondo, así que no la
  // incluyo en la recomendación": left out of the pick in so many words.
  if (MAY_EXCLUDE.test(said) && NOT_INCLUDED.test(said)) for (const o of occs) demoted.add(o);
  // "worth joining Switchback's waitlist", "寺町タイプライターのキャンセル待ち": the one replaced, waited for.
  if (MAY_WAIT.test(said))
    for (const o of occs)
      if (
        WAITLIST_AFTER.test(text.slice(o.end, o.end + 16)) ||
        WAITLIST_BEFORE.test(text.slice(Math.max(sentence.start, o.start - 40), o.start))
      )
        demoted.add(o);
  let lastSubject: number | undefined;
  // "Acme works well for routine jobs, but for a cracked cello it is not the option I would choose":
  // a warning after the turn, naming nobody new, outweighs the praise before it.
  const turn = TURN.exec(said);
  const warnedFrom =
    turn && !occs.some((o) => o.start >= sentence.start + turn.index) && warnsIn(said.slice(turn.index))
      ? sentence.start + turn.index
      : undefined;
  // "Ob sich der Wechsel lohnt, ...", "Whether it pays off ...", "**Is wyld worth it?**": a question,
  // not a verdict.
  const question =
    QUESTION_OPENER.test(text.slice(sentence.start, Math.min(sentence.end, sentence.start + 12))) ||
    /[?？][*_\s]*$/u.test(text.slice(sentence.start, sentence.end));
  for (const clause of clauseSpans(text, sentence)) {
    const inClause = occs.filter((o) => o.start >= clause.start && o.start < clause.end);
    // (Bold markers become spaces, offsets kept: "würde ich mir zuerst **Arche Saat** anschauen".)
    const raw = text.slice(clause.start, clause.end);
    let body = unhooked(text, clause, inClause, raw.includes('*') ? raw.replaceAll('*', ' ') : raw);
    // Against cues first: each warns about the nearest entity (in its clause, else its sentence).
    const { against: againstCues, recommendOnce } = sentenceCues;
    againstCues.lastIndex = 0;
    for (let m = againstCues.exec(body); m; m = againstCues.exec(body)) {
      const at = clause.start + m.index;
      // "Si Acme ne correspond pas à vos besoins, …", "If Acme isn't a fit, …": a supposition, no
      // warning; the entity supposed to fall short is the thing replaced.
      if (IN_CONDITION.test(text.slice(sentence.start, at + 1))) {
        for (const o of occs) if (o.start < at) demoted.add(o);
        continue;
      }
      const pool = inClause.length > 0 ? inClause : occs;
      // The object right after a warning verb is what it warns about ("…vers Essaim, et je
      // déconseillerais Cagnoteo"), else the nearest name.
      // "Si vous préférez éviter ce type de litige, … Roulotte": a warning with an object of its own.
      if (ELSEWHERE.test(m[0])) {
        // "…, but there are better options", "mieux vaut privilégier un autre caviste comme Terroir":
        // the entity before it is warned about, the names right after it are the better options.
        lookElsewhere(text, occs, demoted, at, at + m[0].length, evidence, against, sentence);
        continue;
      }
      const after = text.slice(at + m[0].length, at + m[0].length + 60);
      // "avoid copycat sites such as fingertip-braille.net": things of their own, warned about by their
      // examples (an entity only when one is named there: "avoid apps like Acme").
      const examples = AVOIDING.test(m[0]) ? EXAMPLES_OBJECT.exec(after) : null;
      const target = examples
        ? objectAfter(text, pool, at + m[0].length + examples[0].length)
        : (objectAfter(text, pool, at + m[0].length) ??
          (avoidsAThing(m[0], after)
            ? // "mieux vaut éviter de se réabonner à Lotus": the entity the action avoided is done with.
              actionObject(text, pool, at + m[0].length)
            : nearest(pool, at)));
      if (target) {
        evidence[target.brand]!.against ??= sentence;
        against.add(target.brand);
      }
    }
    if (against.size > 0) body = blank(body, againstCues);
    // An entity named in this clause as the thing replaced ("Si l'Acme X dépasse votre budget, voici
    // des alternatives à Acme qui valent le coup") is not what the clause suggests.
    const replaced = new Set(inClause.filter((o) => demoted.has(o)).map((o) => o.brand));
    const candidates = inClause.filter(
      (o) => !demoted.has(o) && !against.has(o.brand) && !replaced.has(o.brand),
    );
    // A cue can only pick an entity of this clause, or (with none here) one named before it.
    const pickable =
      candidates.length > 0 || (inClause.length === 0 && occs.some((o) => o.start < clause.start));
    const mayPick = pickable && !(question && clause.start === sentence.start);
    // ("boxd can be worth it, but it really depends on how you'd use it": the choice left to the reader.)
    let recommends =
      mayPick &&
      !(warnedFrom !== undefined && clause.start < warnedFrom) &&
      recommendOnce.test(body) &&
      !DEPENDS.test(said);
    // Second looks, only where they can change the answer (cheap literal checks first):
    // "Acme empfiehlt eine Schutzbrille" (the entity recommends something; it is not the pick) and
    // "je m'y prendrais" are no picks; "je partirais plutôt sur Acme" is one once the adverb goes.
    if (recommends && MAY_ADVISE.test(body)) {
      body = withoutAdvisingSubjects(text, clause, inClause, body);
      recommends = recommendOnce.test(body);
    }
    if (recommends && (MAY_HAVE_Y_PREND.test(body) || MAY_HAVE_WHICHEVER.test(body))) {
      body = blank(blank(body, NOT_A_CUE), WHICHEVER);
      recommends = recommendOnce.test(body);
    }
    if (!recommends && mayPick && candidates.length > 0 && MAY_HAVE_FILLER.test(body)) {
      body = blank(body, FILLER_ADVERBS);
      recommends = recommendOnce.test(body);
    }
    // "mehr Phosphor als empfohlen", "more than recommended": a dose, not a pick; "en recommandé": a
    // way of sending a letter.
    if (recommends && RECOMMENDED_NO_PICK_ONCE.test(body)) {
      body = blank(body, RECOMMENDED_NO_PICK);
      recommends = recommendOnce.test(body);
    }
    // "Brailly.de wird in Foren oft als kostenlose Alternative genannt, ist … aber keine gute Wahl":
    // what others call it, in a sentence that warns about it.
    if (recommends && MAY_BE_HEARSAY.test(body) && sentenceCues.againstOnce.test(said)) {
      body = blank(body, HEARSAY);
      recommends = recommendOnce.test(body);
    }
    // "hammo n'est pas une alternative moins chère": an option denied, not a pick (a fact, no warning).
    if (recommends && MAY_DENY_OPTION.test(body)) {
      body = blank(body, NOT_AN_OPTION);
      recommends = recommendOnce.test(body);
    }
    // "beaucoup de pilotes cherchent une solution moins chère": what readers look for, not a pick.
    if (recommends && SOUGHT_ONCE.test(body)) {
      body = blank(body, SOUGHT);
      recommends = recommendOnce.test(body);
    }
    if (!recommends && candidates.length > 0)
      recommends = conditionalPick(text, clause, body, candidates, facts);
    // "il faut une révision chez un horloger spécialisé comme Rouage ou Maison Verdier", "puedes
    // comprarla en tiendas como Arcilla Roja o Barro Vivo": examples of where the reader should go.
    if (!recommends && candidates.length > 0) {
      for (const o of examplesForReader(text, sentence, candidates)) evidence[o.brand]!.listed ??= sentence;
      // "Pide un segundo presupuesto. Sonríe Dental, por ejemplo, cobra por fases": an example of
      // where to go after advice to the reader.
      const example = exampleAfterAdvice(text, line, sentence, candidates[0]!);
      if (example) evidence[example.brand]!.listed ??= sentence;
    }
    // "育てやすさ重視ならアオバ、インテリア重視ならGreenpot": one conditional pick per entity (with the
    // names joined to it: "…ならツバメやヤマトのように").
    if (!recommends && candidates.length > 1) {
      candidates.forEach((o, i) => {
        if (CONDITION_JA.test(text.slice(Math.max(clause.start, o.start - 12), o.start)))
          for (const c of coordinated(text, candidates.slice(i))) evidence[c.brand]!.picked ??= sentence;
      });
    }
    const superlative = SUPERLATIVE.exec(body);
    if (
      superlative &&
      // ("der vielleicht wichtigste Unterschied: Acme …", "the biggest difference is …": not praise,
      // nor a German noun ending like one: "Zur Einordnung der Kosten: …".)
      !ASPECT_AFTER.test(body.slice(superlative.index + superlative[0].length)) &&
      !NOUN_LIKE_SUPERLATIVE.test(superlative[0]) &&
      !recommends &&
      !isReference(body) &&
      polarity(body) >= 0 &&
      // "the most capable clinically, but also the most expensive", "the most powerful, but its
      // pricing scales steeply": a superlative with a "but" after it is balanced, no verdict.
      (clause.end === sentence.end || text[clause.end] === ';') &&
      (clause.start === sentence.start || polarity(text.slice(sentence.start, sentence.end)) >= 0)
    ) {
      // Praise of one subject: the entity nearest before the superlative, else the names right after
      // it ("les mieux notés sont Flyerie et Imprimo").
      const at = clause.start + superlative.index;
      const before = candidates.filter((o) => o.end <= at);
      for (const o of before.length > 0 ? before.slice(-1) : coordinated(text, candidates))
        evidence[o.brand]!.picked ??= sentence;
    }
    if (recommends) {
      let chosen = candidates;
      // "Wenn du mit Acme unzufrieden bist, gibt es gute Alternativen", "Nach der Preiserhöhung bei
      // Acme lohnt sich ein Wechsel": not Acme.
      const cue = ALTERNATIVES_CUE.exec(body);
      if (cue) chosen = chosen.filter((o) => o.start >= clause.start + cue.index);
      // The pick cue and what follows it (none for a conditional pick, which has no cue).
      const pick = recommendOnce.exec(body);
      const pickEnd = pick ? pick.index + pick[0].length : -1;
      const afterPick = pick ? body.slice(pickEnd) : '';
      // "If Acme is too expensive, try these": a cue with an object of its own picks nobody before it.
      if (pick && DEMONSTRATIVE_AFTER_CUE.test(afterPick))
        chosen = chosen.filter((o) => o.start >= clause.start + pickEnd);
      // "Ostéo Procé conviendra si vous consultiez Équilibre pour votre bébé": the one that fits the need
      // is before the cue; the ones in the condition after it are not picked.
      if (pick && FITS_IF.test(pick[0])) chosen = chosen.filter((o) => o.start < clause.start + pick.index);
      // "- **向いている人**:masuで五十音を覚えた人", "- **Best for:** people moving from Acme": the cue labels
      // whom the item's option suits; the names after it are the reader's background.
      const forWhom = pick ? FOR_WHOM_LABEL.exec(body) : null;
      if (forWhom && pick!.index < forWhom[0].length)
        chosen = chosen.filter((o) => o.start < clause.start + forWhom.index);
      // "Elbwerk ist die bessere Wahl: Die Endrechnung liegt kaum über dem Carfix-Angebot": the pick
      // has its subject before the cue; the names after the colon explain it.
      const colon = pick ? afterPick.search(/[:：]/u) : -1;
      if (pick && colon >= 0 && chosen.some((o) => o.start < clause.start + pick.index))
        chosen = chosen.filter((o) => o.start < clause.start + pickEnd + colon);
      // "If Acme is fully booked, there are several other centres worth a look": not Acme.
      const there = EXISTENTIAL.exec(body);
      if (there && pick && pick.index > there.index)
        chosen = chosen.filter((o) => o.start >= clause.start + there.index);
      // "Si Lame est complet, Maison Duval peut servir de solution de dépannage": the one in the
      // condition is not the pick when the cue and other names follow it.
      if (pick && CONDITION_OPENING.test(body)) {
        const comma = body.indexOf(',');
        const after = chosen.filter((o) => o.start > clause.start + comma);
        if (comma > 0 && pick.index > comma && after.length > 0) chosen = after;
      }
      // "beetoの注文をキャンセルするかどうかは、…決めるのがよい": the names in the question weighed are no pick.
      const whether = pick ? WHETHER_JA.exec(body) : null;
      if (whether && pick!.index > whether.index)
        chosen = chosen.filter((o) => o.start >= clause.start + whether.index + whether[0].length);
      // "王手の機能が好きだった方には、ツメラボがいちばん近い": the one in the condition is not the pick.
      const condition = chosen.length > 0 ? CONDITION_JA_COMMA.exec(body) : null;
      if (condition) {
        const after = chosen.filter((o) => o.start >= clause.start + condition.index);
        // ("対面でのフィッティングが本郷を選ぶ理由だったなら、代わりにはなりません": the cue inside the
        // condition is the reader's own past choice, no pick of the names in it.)
        if (after.length > 0 || (pick && pick.index < condition.index)) chosen = after;
      }
      // "Tetora.jpのような…は楽しいものの、…ではミナモのほうが向いています": the last one, before のほうが,
      // is it (not one in a reason before the pick: "…のほうが評価が高いため、…や、YDCを候補に").
      const last = chosen.at(-1);
      if (chosen.length > 1 && PREFERRED_AFTER_JA.test(text.slice(last!.end, last!.end + 6)))
        chosen = chosen.filter((o) => o.brand === last!.brand);
      if (chosen.length === 0 && inClause.length === 0) {
        // "...; either is a sound choice": the pick covers the sentence's entities named before it
        // (not the ones after: "Le Guide l'a classé meilleur ; Acme arrive ..." praises someone else).
        // (Not a name completing a noun after the verb: "No tiene la decoración árabe de Almanzor, pero es
        // buena opción …" praises the one the passage is about; "L'application d'Orvia est …" is Orvia.)
        const others = occs.filter(
          (o) =>
            !demoted.has(o) &&
            !against.has(o.brand) &&
            o.start < clause.start &&
            !completesNoun(text.slice(sentence.start, o.start)),
        );
        // "..., but most vets recommend registering with a clinic": the cue has an object of its own;
        // so has "there are …" ("If Acme is fully booked, there are several other centres worth a look").
        if (
          !(pick && OBJECT_AFTER_CUE.test(afterPick)) &&
          there === null &&
          (new Set(others.map((o) => o.brand)).size === 1 || EITHER.test(body))
        )
          chosen = others;
      }
      for (const o of chosen) evidence[o.brand]!.picked ??= sentence;
    }
    // Praise or criticism counts only in a clause about one entity that is not a reference point.
    const brands = new Set(inClause.map((o) => o.brand));
    if (brands.size === 0 && lastSubject !== undefined && !body.startsWith(';')) {
      // "Acme has a great view but weak reporting": the clause after the cut is still about Acme.
      if (!settled(evidence[lastSubject]!)) feel(evidence[lastSubject]!, polarity(beforeAlternatives(body)));
      continue;
    }
    lastSubject = brands.size === 1 && !inClause.some((o) => demoted.has(o)) ? inClause[0]!.brand : undefined;
    // Praise only matters for the one entity the clause is about (a demoted one is not), and only
    // while it is not already picked or warned about.
    const about = new Set(inClause.filter((o) => !demoted.has(o)).map((o) => o.brand));
    if (about.size === 1 && !settled(evidence[[...about][0]!]!) && !isReference(body)) {
      let own = text.slice(clause.start, clause.end);
      // ("Acme recommends an eye test every two years": advice the entity gives, no praise of it.)
      if (MAY_ADVISE.test(own)) own = withoutAdvisingSubjects(text, clause, inClause, own);
      for (const o of inClause) {
        const a = o.start - clause.start;
        own = own.slice(0, a) + ' '.repeat(o.end - o.start) + own.slice(a + o.end - o.start);
      }
      const b = [...about][0]!;
      // (A supposition about the entity judges nothing: "Wenn dir Acme zu teuer geworden ist, gibt
      // es …"; only the clause after it counts, unless it names the entity again: "… – je nachdem,
      // was du an Acmes Konzept magst" is the thing compared with.)
      const comma = own.indexOf(',');
      if (
        comma > 0 &&
        CONDITION_OPENING.test(own) &&
        inClause.every((o) => o.brand !== b || demoted.has(o) || o.start - clause.start < comma)
      )
        own = ' '.repeat(comma) + own.slice(comma);
      // ("With pika Cycles' waitlist closed, there are still good options": praise after "there are" is
      // of what it brings in; criticism, "hay clientas que se quejan de …", is still of the entity.)
      const there = EXISTENTIAL.exec(own);
      if (
        there &&
        inClause.every((o) => o.brand !== b || o.start - clause.start < there.index) &&
        polarity(own.slice(there.index)) > 0
      )
        own = own.slice(0, there.index);
      const value = polarity(beforeAlternatives(own));
      if (value !== 0 && !inClause.every((o) => o.brand !== b || ownedByName(text, o.start))) {
        feel(evidence[b]!, value);
        if (!evidence[b]!.polarityAt) evidence[b]!.polarityAt = sentence;
      }
    }
  }
  return demoted.size;
}

/**
 * "alternatives to Acme", "compared with **Acme**", "si vous aimiez les rappels adaptatifs de Acme":
 * tested on the last one to seven words before the mention (eight steps: the first ends at the space
 * before it) with a start-anchored regex (an end-anchored one is retried at every position, slowly).
 */
function isDemotedBefore(text: string, from: number, to: number): boolean {
  const before = text.slice(from, to);
  let end = before.length;
  for (let words = 0; words < 8 && end > 0; words += 1) {
    const space = before.lastIndexOf(' ', end - 1);
    const start = space === -1 ? 0 : space + 1;
    if (start < before.length && DEMOTED_BEFORE.test(before.slice(start))) return true;
    if (space <= 0) break;
    end = space;
    while (end > 0 && before[end - 1] === ' ') end -= 1;
  }
  return false;
}

/**
 * "Le Café de la Plage de l'Hôtel Azur sert de bons cafés": the entity only owns another named
 * thing, which the clause praises. ("Le service de l'Hôtel Azur est excellent" is about the hotel.)
 */
function ownedByName(text: string, start: number): boolean {
  if (!OF_TAIL.test(text.slice(Math.max(0, start - 8), start))) return false;
  return OWNED_BY_NAME.test(text.slice(Math.max(0, start - 24), start));
}
/** "ミナモのほうが", "Acmeの方が": the entity a Japanese comparison prefers. */
const PREFERRED_AFTER_JA = /^(?:\*\*)?(?:のほう|の方)が/u;
const BOLD_OPENING = /^\s*\*\*/;
/**
 * An intro on figures: the ones the providers publish about themselves ("publient leurs propres
 * chiffres") or the known data about them ("los datos conocidos son estos:", "Algunos datos de
 * contexto:").
 */
const FIGURES_INTRO =
  /(?:publish|report|publient|annoncent|publican|veröffentlichen|nennen)\s+(?:their|leurs|sus|ihre|eigene)\s+(?:own\s+|propres\s+|propias\s+|eigenen\s+)?(?:figures|numbers|statistics|stats|chiffres|statistiques|cifras|estadísticas|Zahlen|Statistiken|Quoten)|(?:los\s+datos|las\s+cifras|the\s+(?:figures|numbers|data|key\s+facts)|les\s+(?:chiffres|données)|die\s+(?:Zahlen|Daten|Eckdaten))\s+(?:[\p{L}-]+\s+){0,2}(?:son\s+(?:estos|estas)|are|sont|sind)\s*[:：]|(?:algunos|some|quelques|einige)\s+(?:datos|facts|données|faits|Fakten|Daten)(?:\s+(?:de\s+contexto|for\s+context|de\s+contexte|zum\s+Kontext))?\s*[:：]/iu;
/** An intro ending on drawbacks ("… real drawbacks for a corporate booking:", "Die Nachteile:"). */
const DRAWBACKS_INTRO =
  /(?<![\p{L}])(?:drawbacks|downsides|disadvantages|weaknesses|Nachteile|Schwächen|inconvénients|défauts|desventajas|inconvenientes)(?![\p{L}])[^.!?\n]{0,40}[:：]\s*$|(?:デメリット|弱点)[^。\n]{0,20}[:：]\s*$/iu;
/** "not a ranking", "no una clasificación", "pas un classement", "keine Rangliste", "ランキングではありません". */
const NOT_A_RANKING =
  /(?<![\p{L}])(?:not\s+a|no\s+(?:es\s+)?una?|pas\s+(?:de|un)|keine?)\s+(?:ranking|rangliste|bestenliste|clasificación|classement)(?![\p{L}])|ランキング(?:では|じゃ)(?:ありません|ない)/iu;
/** Words of order ("die Reihenfolge", "sorted", "alphabétique"): a ranking disclaimed for the order alone. */
const ORDER_WORD =
  /(?<![\p{L}])(?:reihenfolge|order|orden|ordre|sort\p{L}*|alphab\p{L}*|alfab\p{L}*|ordenad\p{L}*)(?![\p{L}])|順番|順序|並び/iu;
/** Whether the paragraph right above a table (past its rows and blank lines) says it compares prices. */
function pricesComparedAbove(text: string, lines: Line[], row: Line): boolean {
  let i = spanIndexAt(lines, row.start) - 1;
  while (i >= 0 && (lines[i]!.kind === 'row' || lines[i]!.kind === 'blank')) i -= 1;
  const above = lines[i];
  return above?.kind === 'text' && PRICES_COMPARED.test(text.slice(above.bodyStart, above.end));
}
/**
 * An intro that compares prices ("…の料金を…比較しました", "主なアプリの無料プランを比べると、次のとおりです。", "I
 * compared the prices of the main apps").
 */
const PRICES_COMPARED =
  /(?:料金|価格|費用)を[^。\n]{0,40}比較しました|(?:料金|価格|費用|プラン)を(?:比べ|比較す)ると|(?:compared|comparé|verglichen|comparado)\s+(?:\p{L}+\s+){0,2}(?:prices|fees|costs|prix|tarifs|Preise|precios|tarifas)/iu;
/** A district and の opening a sentence ("中区の", "青葉区にある"), not an everyday word ("人気の", "地元の"). */
const DISTRICT_OF_JA =
  /^(?:[\p{Script=Han}\p{Script=Katakana}ー・]{0,8}(?:区|市|町|駅|県|村|丁目|通り|坂)(?:の|にある)|(?!地元|近所|近く|自宅|最寄)\p{Script=Han}{2,3}の)$/u;
const OF_TAIL = /(?:de|du|des|del|of|at|la|the|l')\s*(?:\*\*)?$/u;
const OWNED_BY_NAME =
  /(?:^|[^\p{L}])\p{Lu}\p{Ll}+\s+(?:de\s+la|de\s+l'|de|du|des|del|of\s+the|of|at\s+the|at)\s*(?:\*\*)?$/u;

/**
 * What an option is geared to ("más orientada a", "more geared toward", "plutôt orienté vers", "eher
 * auf … ausgerichtet").
 */
const GEARED_TO =
  /(?:^|[^\p{L}])(?:(?:más|muy)\s+orientad[oa]s?\s+(?:a|hacia)|more\s+(?:geared|oriented|tilted)\s+(?:to|toward|towards)|(?:plus|plutôt)\s+(?:orienté|orientée|tourné|tournée)s?\s+vers|eher\s+auf\s+[^.,;:!?\n]{1,40}\s+ausgerichtet)(?![\p{L}])/iu;
/** Left out of the recommendation in so many words ("no la incluyo en la recomendación"). */
const NOT_INCLUDED =
  /(?:^|[^\p{L}])(?:no\s+(?:la|lo|las|los)\s+(?:incluyo|he\s+incluido)|(?:I['’]m|I\s+am|we['’]re)\s+not\s+including\s+(?:it|them)|(?:I|we)\s+(?:haven['’]t|have\s+not)\s+included\s+(?:it|them)|je\s+ne\s+(?:l['’]|les\s+)(?:inclus|intègre|retiens)\s+pas|(?:nehme|nehmen)\s+(?:ich|wir)\s+(?:sie|es|ihn)\s+nicht\s+(?:in\s+\p{L}+\s+\p{L}+\s+)?auf)(?![\p{L}])/iu;
/** A literal pre-check for NOT_INCLUDED. */
const MAY_EXCLUDE = /inclu|intègre|retiens|nicht/i;
/**
 * A waiting list after or before a name ("Acme's waitlist", "la liste d'attente de Acme", "のキャンセル待ち",
 * "の予約が空くのを待つ").
 */
const WAITLIST_AFTER =
  /^(?:['’]s)?[\s*_]*(?:waitlist|waiting\s+list|wait\s+list)|^(?:の)?(?:キャンセル待ち|空き待ち)|^の(?:予約|枠|空き)が空くのを待/iu;
const WAITLIST_BEFORE =
  /(?:waitlist|waiting\s+list|wait\s+list|liste\s+d['’]attente|lista\s+de\s+espera|Warteliste)\s+(?:for|at|with|de|del|de\s+la|chez|bei|von|vom|für)\s+(?:the\s+|l['’]|la\s+|el\s+)?[*_]*$/iu;
/** An option denied ("n'est pas une alternative moins chère", "is not a cheaper option", "ist keine Alternative"). */
const NOT_AN_OPTION =
  /(?<![\p{L}])(?:n['’]est\s+pas|ne\s+sont\s+pas|is\s+not|isn['’]t|are\s+not|aren['’]t|ist\s+keine|sind\s+keine|no\s+es|no\s+son)\s+(?:(?:une?|des|an?|una?s?)\s+)?(?:[\p{L}-]+\s+)?(?:alternatives?|options?|solutions?|Alternativen?|Optionen?|Lösungen?|alternativas?|opci(?:ón|ones)|soluci(?:ón|ones))(?:\s+(?:moins|plus|cheaper|günstigere|más)\s+[\p{L}-]+)?/giu;
const NOT_AN_OPTION_ONCE = once(NOT_AN_OPTION);
/** A literal pre-check for NOT_AN_OPTION. */
const MAY_DENY_OPTION =
  /n['’]est pas|ne sont pas|is not|isn['’]t|are not|aren['’]t|ist keine|sind keine|no es|no son/i;
/** A literal pre-check for WAITLIST_AFTER and WAITLIST_BEFORE. */
const MAY_WAIT = /wait|attente|espera|Warteliste|待ち/i;
/** A literal pre-check for OTHERS_SUGGESTED. */
const MAY_SUGGEST_OTHERS = /andere|other|otr[oa]s|autres/i;
/** A look suggested at others ("lohnt sich ein Blick auf andere", "look at other", "mirar otras"). */
const OTHERS_SUGGESTED =
  /(?:lohnt\s+sich\s+ein\s+Blick\s+auf|worth\s+looking\s+at|look\s+at|consider|mirar|considerar|regarder|envisager)\s+(?:\p{L}+\s+){0,2}?(?:andere[nmrs]?|other|otras|otros|autres|d['’]autres)(?![\p{L}])/iu;
/**
 * A name inside a condition opening the clause ("if", "wenn"; "Solange sich die Lage bei Körbla.de nicht
 * bessert, …": as long as, until).
 */
const IN_CONDITION =
  /^[\s*_-]*(?:if|si|wenn|falls|solange|as\s+long\s+as|until|unless|tant\s+que|mientras|hasta\s+que)\s[^,;:.]*$/iu;
/** A clause opening on "if", "si", "wenn", "falls" (with "dir"/"Ihnen"/"vous" after it or not). */
const CONDITION_OPENING = /^[\s*_-]*(?:if|si|wenn|falls)\s/iu;
/** A head opening on a condition or a need ("If you need …", "Für Einsteiger", "Pour les petits budgets"). */
const NEED_OPENING = new RegExp(String.raw`^${CONDITION_WORD}\s|^(?:for|für|pour|para)\s`, 'iu');
/**
 * What joins coordinated names: "or", "ou", "y", "and", "und", "(tanto X) como", "や", "と" (a comma
 * alone may end a clause).
 */
const COORDINATION = /^[\s*_]*,?\s*(?:or|ou|oder|o|y|and|et|und|u|e|como|や|と|または)[\s*_]*$/u;
/** What joins coordinated names in Japanese ("AやB", "AとB", "A、B"). */
const JA_COORDINATION = /^[*_]*(?:や|と|、|または)[*_]*$/u;
/** "je m'y prendrais", "s'y prendre": going about something, not taking a product. */
const NOT_A_CUE = /(?:m['’]y|s['’]y|vous\s+y|t['’]y)\s+prend\p{L}*/giu;
// ("Was am besten passt, hängt davon ab, …", "Which one fits best depends on …": an open question.)
const QUESTION_OPENER =
  /^[\s*_-]*(?:(?:ob|whether)\s|(?:was|welche[rs]?|which(?:\s+one)?|what)\s[^.!?\n]{0,40}\s(?:hängt|depends)\s)/iu;
/**
 * Adverbs inside cue phrases ("je partirais plutôt sur", "I'd honestly go with"): blanked before the
 * cues are tested, so the phrases need no variant per adverb.
 */
const FILLERS =
  "d'abord|d’abord|zuerst|primero|plutôt|vraiment|personnellement|sans hésiter|sans doute|definitely|probably|personally|honestly|slightly|sin duda|más bien|personalmente|wirklich|persönlich|ehrlich gesagt|clairement|certainement|clearly|certainly|claramente|sicherlich|aussi|également|también|auch";
const FILLER_ADVERBS = new RegExp(`(?<![\\p{L}])(?:${FILLERS})(?![\\p{L}])`, 'giu');
/** The same words as a literal scan (no u flag, no boundaries): a cheap pre-check. */
const MAY_HAVE_FILLER = new RegExp(FILLERS, 'i');
/**
 * Japanese cues that take an object ("を選ぶ", "を検討", "を推します") pick only the entity right
 * before を ("Acmeを選ぶ"), not "午後便を選ぶと" or "乗り換えを検討".
 */
const JA_OBJECT_CUE = /を(?=選|検討|推)/gu;
const ACTION_RECOMMENDED = /(?:こと|の)を(?:おすすめ|お勧め|オススメ|推奨)/gu;
function unhooked(text: string, clause: Span, inClause: Occurrence[], body: string): string {
  if (!body.includes('を')) return body;
  // "…で確認されることをおすすめします": recommending an action, not an entity.
  const unhookedBody =
    body.includes('ことを') || body.includes('のを') ? blank(body, ACTION_RECOMMENDED) : body;
  return unhookedBody.replace(JA_OBJECT_CUE, (match, offset: number) => {
    const at = clause.start + offset;
    const object = inClause.some((o) => o.end <= at && /^[」』）)]*$/u.test(text.slice(o.end, at)));
    return object ? match : ' ';
  });
}
const MAY_HAVE_Y_PREND = /y\s+prend/i;
/** Others offered ("good alternatives", "ein Wechsel", "代わりを選ぶ"): the names before it are no pick. */
const ALTERNATIVES_CUE =
  /(?:gute|good|great|solid|bonnes|buenas|several|plusieurs|mehrere|varias|varios)\s+(?:\p{L}+\s+)?(?:Alternativen|alternatives|alternativas)|(?<![\p{L}])(?:ein(?:en)?\s+Wechsel|a\s+switch|un\s+cambio|un\s+changement)(?![\p{L}])|代わりを|代わりの|乗り換え先/iu;
const ALTERNATIVES_WORD = /(?<![\p{L}])alternativ\p{L}*|代替|代わり/iu;
const MAY_NAME_ALTERNATIVES = /lternativ|代替|代わり/i;
/** "Si Acme no tiene plazas, estas son buenas alternativas": the praise after it is of the alternatives. */
function beforeAlternatives(passage: string): string {
  if (!MAY_NAME_ALTERNATIVES.test(passage)) return passage;
  const at = passage.search(ALTERNATIVES_WORD);
  if (at === -1) return passage;
  // (From the last comma or dash before it: "…, estas son buenas alternativas", "If Acme doesn't suit
  // you—for example …—here are solid alternatives".)
  const cut = Math.max(
    passage.lastIndexOf(',', at),
    passage.lastIndexOf(';', at),
    passage.lastIndexOf('—', at),
    passage.lastIndexOf('–', at),
  );
  return passage.slice(0, cut === -1 ? at : cut);
}
/** "whichever you choose", "quel que soit votre choix": no pick of anyone. */
const WHICHEVER =
  /(?:whichever|whatever|no\s+matter\s+which)\s+(?:\p{L}+\s+)?you\s+(?:choose|pick|go\s+with|go\s+for)|quel(?:le)?\s+que\s+soit\s+(?:votre|ton)\s+choix|elijas\s+la\s+que\s+elijas|egal,?\s+(?:welchen|welche|wofür)\s+(?:\p{L}+\s+){0,2}(?:du|ihr|Sie)\s+(?:wählst|wählt|wählen|entscheidest)/giu;
const MAY_HAVE_WHICHEVER = /whichever|whatever|no matter|quel|elijas|egal/i;
/** Third-person verbs of advising ("Acme recommends", "Acme empfiehlt", "floristerías como Acme aconsejan"). */
const ADVISES =
  'recommends|suggests|advises|recommend|suggest|advise|empfiehlt|rät|recommande|conseille|suggère|recomienda|sugiere|aconseja|recommandent|conseillent|suggèrent|recomiendan|sugieren|aconsejan';
const MAY_ADVISE = new RegExp(ADVISES, 'i');
/** "… como", "… such as", "… wie etwa": the names after it are examples of what the clause describes. */
const EXAMPLES_BEFORE =
  /(?:^|[\s,])(?:[\p{L}-]+\s+){0,2}(?:como|such\s+as|like|wie|wie\s+etwa|comme|tels?\s+que|telles?\s+que)\s*(?:\*\*)?$/iu;
/** A pronoun standing for the entity as an object ("book them", "la recomendaría", "würde sie nicht"). */
const OBJECT_PRONOUN =
  /(?:^|[^\p{L}])(?:(?:them|it|him|her)(?![\p{L}])|(?:les|la|le|l['’]|lo|los|las)\s*(?:recommand|conseill|recomend|recomiend|aconsej|réserv|reserv|contrat|choisi|eleg|elij|escog|prendr)|(?:sie|ihn)\s+(?:nicht|kaum)(?![\p{L}]))/iu;
/** A sentence pointing back to the previous one's entity ("das ist", "this is", "c'est", "esto"). */
const POINTS_BACK =
  /(?:^|[^\p{L}])(?:das|dies|this|that|it|c['’]est|cela|ça|esto|eso|es\s+una?)(?![\p{L}])|それ|これ/iu;
/** Where the last sentence of a passage starts. */
function lastSentenceStart(passage: string): number {
  const m = /[.!?。]\s+(?=\S)(?![^]*[.!?。]\s+\S)/u.exec(passage);
  return m ? m.index + m[0].length : 0;
}
const ARTICLE_BEFORE = /(?:^|[\s,])(?:le|la|les|l['’]|the|der|die|das|el|los|las)\s*$/iu;
/** The clause body with the verb of an entity that recommends something blanked. */
function withoutAdvisingSubjects(text: string, clause: Span, inClause: Occurrence[], body: string): string {
  let out = body;
  for (const o of inClause) {
    const advises = SUBJECT_ADVISES.exec(text.slice(o.end, o.end + 40));
    if (!advises) continue;
    const at = o.end - clause.start + advises.index;
    out = out.slice(0, at) + ' '.repeat(advises[0].length) + out.slice(at + advises[0].length);
  }
  return out;
}
/** "Acme recommends", "Acme's engineering blog recommends", "Acme empfiehlt", "Makers such as Acme in San Angelo suggest". */
const SUBJECT_ADVISES = new RegExp(
  // (Also "Acme, por ejemplo, recomienda", "La guía de Acme (acme.com/cuidados) recomienda".)
  `^(?:\\*\\*)?(?:['’]s(?:[ \\t]+\\p{L}+){1,2})?(?:[ \\t]*,[^,\\n]{1,24},|[ \\t]*\\([^()\\n]{1,60}\\)|[^()\\s]{0,30}\\))?(?:[ \\t]+(?:in|en|à|a|aus|de)[ \\t]+\\p{Lu}\\p{L}*(?:[ \\t]+\\p{Lu}\\p{L}*)?)?[ \\t]+(?:\\p{Ll}+[ \\t]+)?(?:${ADVISES})(?![\\p{L}])`,
  'u',
);
/**
 * A dose "than recommended" or "as recommended", registered mail ("envoyez une réclamation en recommandé", "par lettre
 * recommandée") or a recommendation others often give, in an aside ("SwingLab, often recommended for
 * iPhone users, has no Android version yet"): no pick; nor is a recommendation the reader asks for
 * in a shop ("lass dir im neuen Laden etwas Vergleichbares empfehlen"); nor a measure ("el aumento
 * recomendado", "the recommended dose").
 */
const RECOMMENDED_NO_PICK =
  /(?:than|als|que|de\s+lo|as|wie|comme|como)\s+(?:\p{L}+\s+)?(?:recommended|empfohlen|recommandée?s?|recomendad[oa]s?)|(?:en|par|lettre|courrier)\s+recommandée?|(?:lass|lasst)\s+(?:dir|euch)\s+(?:[\p{L}-]+\s+){0,6}?empfehlen|lassen\s+Sie\s+sich\s+(?:[\p{L}-]+\s+){0,6}?empfehlen|,\s+(?:often|frequently|widely|commonly)\s+recommended\s+(?:for|to|by)\s[^,]{1,40},|(?<![\p{L}])(?:aumento|dosis|dose|dosage|grossissement|temperatura|température|Temperatur|presión|pression|Druck|velocidad|vitesse|edad|âge|Alter|Vergrößerung)\s+(?:recomendad[oa]s?|recommandée?s?|empfohlen\p{L}*)|recommended\s+(?:magnification|dose|dosage|temperature|pressure|age|speed|setting|settings)(?![\p{L}])|empfohlene[nr]?\s+(?:Vergrößerung|Dosis|Temperatur|Druck|Alter)/giu;
const RECOMMENDED_NO_PICK_ONCE = once(RECOMMENDED_NO_PICK);
/** What others call an entity ("wird oft als … genannt", "is often cited as …", "est souvent cité comme …"). */
const HEARSAY =
  /(?:wird|werden)\s+(?:[\p{L}-]+\s+){0,4}als\s+[^,.;:]{0,40}?(?:genannt|gehandelt|bezeichnet|empfohlen|gelobt)|(?:is|are)\s+(?:often|frequently|widely|commonly|sometimes)\s+(?:mentioned|cited|touted|suggested|recommended|named|described)\s+as\s+[^,.;:]{0,40}|(?:est|sont)\s+(?:souvent|fréquemment|parfois)\s+(?:cité|présenté|recommandé|conseillé|mentionné)e?s?\s+comme\s+[^,.;:]{0,40}|se\s+(?:menciona|cita|recomienda|presenta)n?\s+(?:a\s+menudo|con\s+frecuencia)\s+como\s+[^,.;:]{0,40}/giu;
const MAY_BE_HEARSAY =
  /genannt|gehandelt|bezeichnet|empfohlen|gelobt|often|frequently|widely|commonly|sometimes|souvent|fréquemment|parfois|a menudo|con frecuencia/i;
/** "de", "of", "von" right before a name. */
const OF_BEFORE = /(?<![\p{L}])(?:de|del|d['’]|of|von|vom)\s*$/iu;
/**
 * Whether the name after this start of its sentence completes a noun after the verb: "de", "of",
 * "von" right before it, three words or more in ("No tiene la decoración árabe de Almanzor"; not
 * "L'application d'Orvia").
 */
function completesNoun(before: string): boolean {
  return OF_BEFORE.test(before) && before.split(/[\s,]+/).filter(Boolean).length >= 4;
}
/** A pick cue that ends in the reader's condition ("convient si", "makes sense if"; lexicon.ts). */
const FITS_IF = /(?<![\p{L}])(?:si|if|wenn|falls)$/iu;
/** What someone looks for ("cherchent une solution moins chère", "looking for a cheaper option"). */
const SOUGHT =
  /(?:cherch|recherch)\p{L}*\s+(?:une?|des|d['’]autres)\s[^.,;:!?\n]{0,40}|(?:looking|searching)\s+for\s+(?:an?|some|other)\s[^.,;:!?\n]{0,40}|(?:suchen|sucht|suchst)\s+(?:eine?n?|nach\s+einer?)\s[^.,;:!?\n]{0,40}|(?:buscan?|buscas|buscando)\s+(?:una?|otra|otro|otras|otros)\s[^.,;:!?\n]{0,40}/giu;
const SOUGHT_ONCE = once(SOUGHT);
/**
 * "If you ..., Acme ...", "Wenn ..., Acme ...", "Si ..., Acme ...", "...ならAcme": a conditional pick (also
 * after an item's label: "* **Sliding-scale options:** If $129 is out of reach, Acme offers …", or after
 * "Finally," or "on the other hand,": "Enfin, si vous préférez …, Acme peut …", "En cambio, si …, Acme …";
 * or in bold: "**If you just need a timer,** Acme is free").
 */
const CONDITION_OPENER =
  /^[\s;:–—-]*(?:[*_-]\s+)?(?:\*\*[^*\n]{1,60}[:：]\*\*\s*)?(?:\*\*|__)?(?:(?:finally|lastly|on\s+the\s+other\s+hand|enfin|finalement|en\s+revanche|par\s+contre|schließlich|zuletzt|dagegen|por\s+último|finalmente|en\s+cambio|por\s+otro\s+lado),?\s+)?(?:if|when|wenn|falls|sollten?\s+Sie|si|lorsque|quand|cuando)(?![\p{L}])[^,]{3,}?,[\s*_]*$/iu;
/**
 * "For a small upright …,", "Pour un petit budget,", "Para una cocina pequeña,": a need before the pick
 * (not a reference: "For a local reference point, Acme lists …", "For a sense of cost, …").
 */
const FOR_NEED_OPENER =
  /^[\s;:–—-]*(?:[*_-]\s+)?(?:\*\*[^*\n]{1,60}[:：]\*\*\s*)?(?:\*\*|__)?(?:for|pour|para|für)\s+(?:a|an|the|un|une|le|la|les|el|los|las|una|einen?|eine[nm]?|die|den|das)\s(?!(?:\p{L}+\s+)?(?:reference|sense|comparison|context|benchmark|idea|example|rough|repère|référence|comparaison|idée|exemple|ordre|referencia|comparación|ejemplo|Vergleich|Orientierung|Beispiel|Einordnung)(?![\p{L}]))(?:[^,(]|\([^()\n]{0,60}\)){3,}?,[\s*_]*$/iu;
const READER_OR_NEED =
  /(?:^|[^\p{L}])(?:you|your|you're|need|needs|want|prefer|matters?|priorit\p{L}*|budget\p{L}*|care|Sie|Ihr|Ihre|Ihnen|du|dein\p{L}*|dir|brauch\p{L}*|woll\p{L}*|wichtig|vous|votre|vos|tu|ton|ta|tes|besoin|voul\p{L}*|souhait\p{L}*|préfér\p{L}*|usted|tú|tus|necesit\p{L}*|quier\p{L}*|prefier\p{L}*|busca\p{L}*|presupuesto|importa|te|out\s+of\s+reach|too\s+(?:expensive|pricey)|zu\s+teuer|trop\s+cher|hors\s+de\s+portée|demasiado\s+car[oa]|fuera\s+de\s+(?:tu\s+)?alcance)(?![\p{L}])|^[\s;:–—-]*si\s+(?:no\s+)?(?:(?:solo|sólo|solamente)\s+)?(?:\p{L}{2,}(?:as|es)|va)\s/iu;
/**
 * A Japanese condition right before a name ("…なら、", "…場合は", "…たくなったら、"; not a time: "冬には
 * nupuriのラクレットが入る月もあります"; nor a place: "エリアには網代や…といった工房が集まり"; nor
 * "among": "練習アプリの中には、ton80.appのように…ものがあります").
 */
const CONDITION_JA =
  /(?:なら|ならば|であれば|場合は|場合には|(?<![冬夏春秋期節末月年夜朝中]|エリア|地区|地域|周辺|界隈|付近|近く|沿い|駅|市内|県内|うち)には|たら|だら)[、，:：]?[\s*_「]*$/u;
/** A condition anywhere in a passage ("…, wenn Sie nur … möchten", "not a good fit if streaming matters"). */
const READER_CONDITION = new RegExp(String.raw`(?:^|[^\p{L}])${CONDITION_WORD}\s`, 'iu');
const forSomeReaders = (passage: string) => READER_CONDITION.test(passage);
/** Warnings a condition does not soften: avoiding it, going elsewhere, advising against it, not recommending it. */
const STRONG_WARNING =
  /avoid|évit|evit|vermeid|meiden|steer\s+clear|stay\s+away|mieux\s+vaut|vaut\s+mieux|ailleurs|elsewhere|abrat|déconseill|desaconsej|recomend|recommend|recommand|empfehl|避け/iu;
/** Less suited to one use ("Als Spielzähler weniger geeignet", "less suited as a scorer", "moins adapté comme"). */
const LESS_SUITED_AS =
  /(?:^|[^\p{L}])(?:(?:als|as|comme|como)\s+(?:an?\s+|une?\s+)?[\p{L}-]+\s+(?:weniger|less|moins|menos)\s+(?:geeignet|suited|adaptée?|adecuad[oa])|(?:weniger|less|moins|menos)\s+(?:geeignet|suited|adaptée?|adecuad[oa])\s+(?:als|as|comme|como)\s)/iu;
/** The same condition inside a clause, closed by a comma ("…が好きだった方には、"). */
const CONDITION_JA_COMMA = /(?:なら|ならば|場合は|場合には|には)[、，]/u;

/**
 * A conditional pick (rule 10): the clause opens with a condition about the reader's need and the
 * one entity of the clause is the subject right after it ("if budget matters more, Acme covers the
 * essentials", "si el presupuesto es ajustado, Acme tiene un modelo..."), with no criticism.
 */
function conditionalPick(
  text: string,
  clause: Span,
  body: string,
  candidates: Occurrence[],
  facts: boolean,
): boolean {
  if (candidates.length === 0) return false;
  const first = candidates[0]!;
  // "si buscas ..., cadenas como FitBarrio o Pulso permiten ...": examples given as the subject; so are
  // names joined as the subject after looking for another option ("Si vous cherchez une autre
  // application, Respire et Ohm permettent …", or after the reader's priority: "If billing transparency
  // matters most, Acme and Globex both …"; not "If you compare prices, Acme and Globex cost …").
  const examples = EXAMPLES_BEFORE.exec(text.slice(Math.max(clause.start, first.start - 40), first.start));
  // ("Si le budget est un frein, tacto propose …, et Alphabraille.com offre …": one option per
  // coordinated clause, each for that need.)
  const eachOpensAClause = candidates.every(
    (o) =>
      o.brand === first.brand ||
      CLAUSE_AND_BEFORE.test(text.slice(Math.max(clause.start, o.start - 12), o.start)),
  );
  if (
    candidates.some((o) => o.brand !== first.brand) &&
    !examples &&
    !eachOpensAClause &&
    !(
      coordinated(text, candidates).length === candidates.length &&
      (ANOTHER_ONE.test(text.slice(clause.start, first.start)) ||
        WHAT_MATTERS_MOST.test(text.slice(clause.start, first.start)))
    )
  )
    return false;
  // Cheap exit: a condition ends in a comma (or a Japanese なら/は) right before the entity (an
  // article between allowed: "si ..., le Fourneo serait plus agréable").
  let end = first.start - 1 - (examples ? examples[0].length : 0);
  const article = ARTICLE_BEFORE.exec(text.slice(Math.max(clause.start, end - 6), end + 1));
  if (article) end -= article[0].length;
  // (A place before the name: "神戸なら、トアロードのAcmeが…".)
  const place = PLACE_OF_JA.exec(text.slice(Math.max(clause.start, end - 10), end + 1));
  if (place) end -= place[0].length;
  while (end > clause.start && /[\s*_「]/.test(text[end] as string)) end -= 1;
  // ("Si solo va a patinar algún fin de semana, no hace falta pagar: **Pista.app** es gratuita": a short
  // piece of advice and its colon after the condition's comma.)
  if (text[end] === ':') {
    const advice = ADVICE_THEN_COLON.exec(text.slice(Math.max(clause.start, end - 50), end + 1));
    if (advice && CONDITION_OPENER.test(text.slice(clause.start, end + 1 - advice[0].length)))
      end -= advice[0].length;
  }
  const last = text[end];
  if (last !== ',' && last !== '、' && last !== '，' && last !== 'ら' && last !== 'は' && last !== 'ば')
    return false;
  // (A parenthetical between dashes may hold commas: "Si tu objetivo es un certificado —por ejemplo, el
  // B2—, Acme …".)
  const lead = text.slice(clause.start, end + 1).replace(DASH_PARENTHETICAL, '');
  // ("If you still want to try Acme, …": a concession after a warning, not a pick.)
  if (CONCESSION.test(lead)) return false;
  // The Japanese test is end-anchored: on the lead's tail only, not retried along the whole lead.
  if (CONDITION_OPENER.test(lead)) {
    // The condition is the reader's situation or need ("if budget matters", "wenn Sie ...", "si
    // tienes ..."), not an event ("if the payment fails, Acme retries").
    if (!READER_OR_NEED.test(lead)) return false;
  } else if (FOR_NEED_OPENER.test(lead)) {
    // "For a grand or a restored antique, Acme focuses on grands": the need, then the one for it.
    // (In an overview of facts, only the reader's: "Pour les clients résidant en Suisse, Cycles Rayon
    // passe par un revendeur distinct" is how it sells there.)
    if (facts && !READER_OR_NEED.test(lead)) return false;
  } else if (
    !CONDITION_JA.test(lead.slice(-12)) ||
    // "ログインできない場合は、Acmeのカスタマーサポートに連絡": whom to contact, not a choice; "月謝だけなら
    // Acmeと大差ありません": a reference compared with.
    CONTACT_POINT_AFTER_JA.test(text.slice(first.end, first.end + 12)) ||
    COMPARED_AFTER_JA.test(text.slice(first.end, first.end + 6)) ||
    // "顧問先の経営者に相続が発生した場合は、Acmeは提携先を紹介する": an event, not the reader's need.
    (EVENT_CONDITION_JA.test(lead) && !READER_OR_NEED_JA.test(lead)) ||
    // (In an overview of facts, only the reader's need: "スキーシーズンの団体予約には、Acme独自の規定が
    // あります" is a rule of Acme's.)
    (facts && !READER_OR_NEED_JA.test(lead))
  )
    return false;
  // ("Si vous achetez plutôt en ligne, Cordes.fr applique le droit de rétractation de 14 jours": a term
  // that applies in that case, not a pick.)
  const predicate = body.slice(first.end - clause.start);
  if (APPLIES_TERM.test(predicate) || ITS_STRENGTH.test(predicate)) return false;
  // (A caveat conceded after it does not undo the pick: "…, Talabartería Feria vende alguna de
  // ocasión, aunque su stock es muy limitado".)
  const caveat = predicate.search(CONCESSIVE);
  return polarity(caveat > 0 ? predicate.slice(0, caveat) : predicate) >= 0;
}
/** Lower-case words of advice and their colon, after a comma (", no hace falta pagar:"). */
const ADVICE_THEN_COLON = /(?<=,)\s*\p{Ll}[\p{Ll}\s'’-]{2,40}:$/u;
/** A concessive turn after a comma: ", aunque", ", although", ", though", ", même si", ", auch wenn". */
const CONCESSIVE =
  /,\s*(?:aunque|although|though|even\s+if|même\s+si|bien\s+que|auch\s+wenn|obwohl|wenn\s+auch)\s/iu;

/** A label of whom an option suits, up to its colon ("**向いている人**:", "Best for:", "Idéal pour :"). */
const FOR_WHOM_LABEL =
  /^[\s*_-]*(?:向いている(?:人|方)|おすすめ(?:の人|な人|の方)|こんな人(?:に|向け)?|best\s+for|ideal\s+for|good\s+for|idéale?\s+pour|pour\s+qui|ideal\s+para|para\s+quién|ideal\s+für|geeignet\s+für|für\s+wen)[\s*_]*[:：]/iu;
/** Only markers, maybe with an article, between an item's head and a name ("**: Die **"). */
const ARTICLE_AT_BODY_START =
  /^[\s*_:：–—?？-]*(?:(?:der|die|das|the|le|la|les|el|los|las)\s+|l['’])?[\s*_]*$/iu;
/** A coordinated clause opening right before a name (", et Alphabraille.com offre …", ", and Acme …"). */
const CLAUSE_AND_BEFORE =
  /,\s*(?:et|and|y|e|und)\s+(?:l['’]|le\s+|la\s+|the\s+|el\s+|die\s+|der\s+|das\s+)?(?:\*\*)?$/iu;
/**
 * "…, the jong app's social tables are its strongest feature": a strength of the entity's for that
 * need, not a pick of it.
 */
const ITS_STRENGTH =
  /^['’]s\s[^,.;:!?\n]{1,50}?\s(?:is|are)\s+(?:its|their)\s+(?:strongest|best|biggest|main)\s+(?:feature|point|asset|strength|selling\s+point)s?(?![\p{L}])/iu;
/** A rule that applies ("applique le droit de rétractation", "applies a 14-day return window"). */
const APPLIES_TERM =
  /^[\s*_]*(?:applique|appliquent|applies|apply|aplica|aplican|wendet|wenden|gewährt|gewähren)(?![\p{L}])/iu;
/** A condition on something happening ("…が発生した場合は", "…があった場合には"). */
const EVENT_CONDITION_JA = /(?:発生|起き|起こ|あった|生じ)\p{Script=Hiragana}{0,3}場合/u;
/** The reader or a need in a Japanese condition ("方", "予算", "重視", "…したい"). */
const READER_OR_NEED_JA = /方|人|あなた|予算|重視|希望|たい|求め|必要|探し|優先|こだわ/u;

const DASH_PARENTHETICAL = /\s?[—–][^—–\n]{1,120}[—–]/gu;
/**
 * A condition conceding the reader may go ahead anyway ("If you still want to try Acme", "Wenn Sie es
 * trotzdem …", "Si vous tenez quand même à …", "Si aun así quieres …", "それでも…なら").
 */
const CONCESSION =
  /(?:^|[^\p{L}])(?:if\s+you\s+(?:still|nevertheless|do\s+decide)|(?:if|wenn|falls)\s[^,.!?\n]{0,40}(?:anyway|trotzdem|dennoch)|si\s[^,.!?\n]{0,40}(?:quand\s+même|malgré\s+tout|tout\s+de\s+même|aun\s+así|de\s+todos\s+modos|igualmente))(?![\p{L}])|それでも[^。\n]{0,20}(?:なら|場合)/iu;

/**
 * Nothing but an article before a name opening a sentence ("Le ", "L'", "The "), or "then it is" ("Dann
 * ist **flino** interessant", "Then **Acme** is the one").
 */
/**
 * A short phrase and its comma opening a sentence ("Moins connu du grand public, "); not one setting
 * up a comparison or reference point ("Por comparación, ", "Como punto de referencia, ").
 */
const PHRASE_THEN_COMMA =
  /^(?![^,]*(?:compar|referen|référen|Vergleich|Bezug|repère|context))[^\p{L}]*\p{L}[^,.;:!?\n]{1,40},[^,]*$/iu;
/** An imperative sending the reader to the name ("Search **WeaveMaine.com**", "Consultez Acme"). */
const IMPERATIVE_LEAD =
  /^[^\p{L}]*(?:search|browse|visit|use|check(?:\s+out)?|head\s+to|go\s+to|schau\s+(?:bei|auf)|besuche|nutze|consultez|visitez|utilisez|consulta|visita|usa|busca\s+en)[^\p{L}]*$/iu;
const ARTICLE_ONLY =
  /^[^\p{L}]*(?:(?:dann\s+(?:ist|sind)|then|alors|entonces)\s+)?(?:(?:le|la|les|the|el|los|las|der|die|das|den)\s+|l['’])?(?:(?:atelier|studio|shop|store|app|application|appli|workshop|taller|tienda|estudio|boutique|Werkstatt|Manufaktur|Laden)\s+)?[^\p{L}]*$/iu;
/** "Chez **", "Bei **", "At **": at a bold name opening the sentence. */
const AT_LEAD = /^[^\p{L}]*(?:chez|bei|beim|at|en)\s+(?:\*\*|__)$/iu;
/** A place and の or にある before a name ("トアロードの", "ポートアイランドにある"). */
const PLACE_OF_JA = /[\p{Script=Han}\p{Script=Katakana}ー・]{1,10}(?:の|にある)$/u;
/** A condition of looking for another option ("Si vous cherchez une autre application, …", "if you're considering switching"). */
const ANOTHER_ONE =
  /(?:^|[^\p{L}])(?:another|other|alternatives?|switch(?:ing)?|autre|autres|changer|otra|otro|otras|otros|cambiar|andere[nmrs]?|Alternativen?|wechseln)(?![\p{L}])/iu;
/** A condition naming the reader's priority ("If billing transparency matters most, Acme and Globex both …"). */
const WHAT_MATTERS_MOST =
  /(?:^|[^\p{L}])(?:matters?\s+(?:most|more)|(?:is|are)\s+(?:your|a)\s+(?:top\s+)?priority|am\s+wichtigsten|compte\s+le\s+plus|(?:te|le|les)\s+importa\s+más|lo\s+más\s+importante)(?![\p{L}])|を重視/iu;
/** A contact point of the entity after it ("のカスタマーサポート", "の窓口"). */
const CONTACT_POINT_AFTER_JA =
  /^の(?:カスタマー|サポート|窓口|コールセンター|公式サイト|問い合わせ|お問い合わせ|ヘルプ|マイページ)/u;
/** A comparison with the entity after it ("と大差ありません", "と同程度", "に比べ"): a reference point. */
const COMPARED_AFTER_JA = /^(?:と|に)(?:大差|同じ|同程度|ほぼ同じ|変わら|比べ)/u;

/**
 * The names given as examples ("such as", "comme", "como", "wie etwa") of a kind of provider in a
 * sentence that tells the reader what to do or where to go ("you need", "il faut", "puedes", "go to").
 */
function examplesForReader(text: string, sentence: Span, candidates: Occurrence[]): Occurrence[] {
  const first = candidates[0]!;
  const lead = text.slice(Math.max(sentence.start, first.start - 40), first.start);
  if (!MAY_BE_EXAMPLE.test(lead) || !EXAMPLE_MARKER.test(lead.replace(NAMES_FIRST, ''))) return [];
  const before = text.slice(sentence.start, first.start);
  if (!READER_ADDRESSED.test(before) && !IMPERATIVE_OPENING.test(before)) return [];
  return coordinated(text, candidates);
}
/** A sentence opening with an imperative to the reader ("Demandez plusieurs devis …", "Ask for quotes …"). */
const IMPERATIVE_OPENING =
  /^[\s*_]*(?:\p{Lu}\p{Ll}+ez|Ask|Get|Request|Compare|Contact|Call|Check|Use|Try|Pide|Solicita|Consulta|Compara|Llama|Contacta|Usa|Usad|Utiliza|Utilizad|Prueba|Probad)(?![\p{L}])/u;
// (An article may follow: "bei Direktbanken wie der **Vireo Bank**".)
const EXAMPLE_MARKER =
  /(?:such\s+as|like|comme|tels?\s+que|telles?\s+que|como|wie(?:\s+etwa|\s+z\.\s*B\.)?)(?:\s+(?:der|die|das|dem|den|le|la|les|l['’]|el|los|las|the))?\s*(?:\*\*)?$/iu;
/** Untracked names listed first after the marker: "una app como Splitwise, tikk o Gastón". */
const NAMES_FIRST = /(?:\p{Lu}[\p{L}\p{N}.]*,\s+){1,2}$/u;
/** A literal pre-check for EXAMPLE_MARKER (end-anchored, so slow to retry along the lead). */
const MAY_BE_EXAMPLE = /such|like|comme|que|como|wie/i;
const READER_ADDRESSED =
  /(?:^|[^\p{L}])(?:you|your|wer|il\s+(?:vous\s+|te\s+)?faut|vous|votre|tu|ton|ta|puedes|podéis|conviene|necesitas|necesita|busca|acude|ve\s+a|du|dein\p{L}*|brauchst|go\s+to|try)(?![\p{L}])|(?:^|[^\p{L}])(?:Sie|Ihr\p{L}*)(?![\p{L}])/iu;

/**
 * The name opening a sentence, followed by "for example" ("Acme, por ejemplo, cobra …"), after advice
 * to the reader in the same paragraph ("Demandez deux autres devis :", "Mi sugerencia sería …"),
 * with no criticism: an example of the kind of provider advised.
 */
function exampleAfterAdvice(
  text: string,
  line: Line,
  sentence: Span,
  first: Occurrence,
): Occurrence | undefined {
  const lead = text.slice(sentence.start, first.start);
  const advice = text.slice(line.start, first.start);
  // "…業者を選ぶのが一番確実です。たとえばドライブワンは、…": a Japanese example opening the sentence after
  // advice on what to choose.
  if (FOR_EXAMPLE_BEFORE_JA.test(lead)) {
    const said = text.slice(sentence.start, sentence.end);
    const before = text.slice(line.start, Math.max(line.start, sentence.start));
    return ADVICE_JA.test(before) && polarity(said) >= 0 ? first : undefined;
  }
  if (!FOR_EXAMPLE_AFTER.test(text.slice(first.end, first.end + 22))) return undefined;
  // (Opening the sentence, or the part after its colon: "Demandez deux autres devis : Acme, par exemple, …".)
  if (/\p{L}/u.test(lead.slice(lead.lastIndexOf(':') + 1))) return undefined;
  if (!READER_ADDRESSED.test(advice) && !ADVICE_WORDS.test(advice)) return undefined;
  // (Not advice the entity gives: "Escoba Express, por ejemplo, recomienda …".)
  if (MAY_ADVISE.test(text.slice(first.end, first.end + 40))) return undefined;
  // (Nor terms set against another's: "qwrty, por ejemplo, no cobra el presupuesto, mientras que
  // Ferrer cobra 15 €".)
  if (WHEREAS.test(text.slice(first.end, sentence.end))) return undefined;
  const said = text.slice(sentence.start, sentence.end);
  return polarity(said) >= 0 && !isReference(said) ? first : undefined;
}
/** A kind of option to choose ("…お店を選ぶ", "業者を選び"), not a named one. */
const KIND_CHOSEN_JA = /(?:店|業者|施設|アプリ|サービス|ところ|教室|会社)を選[ぶびん]/u;
/** "たとえば" opening a sentence, right before the name. */
const FOR_EXAMPLE_BEFORE_JA = /^[\s*_]*(?:たとえば|例えば)[、，]?[\s*_]*$/u;
/** Advice on what to choose, in the sentence before ("…業者を選ぶのが一番確実です"). */
const ADVICE_JA =
  /(?:選ぶ|選び|選んで|頼む|依頼する|使う)(?:の|と|こと)?(?:が|は)?[^。\n]{0,12}(?:確実|安心|おすすめ|お勧め|無難|よい|良い|いい)/u;
/** A contrast with what follows ("whereas", "mientras que", "alors que", "während"). */
const WHEREAS =
  /(?:^|[^\p{L}])(?:whereas|while|mientras\s+que|alors\s+que|tandis\s+que|während|wohingegen)\s/iu;
/** "beispielsweise", "for instance", "par exemple", "por ejemplo". */
const FOR_EXAMPLE =
  '(?:beispielsweise|zum\\s+Beispiel|for\\s+example|for\\s+instance|par\\s+exemple|por\\s+ejemplo)';
const FOR_EXAMPLE_AFTER = new RegExp(`^[*_]*\\s*,\\s*${FOR_EXAMPLE}\\s*,`, 'iu');
/** Words of advice to the reader ("pide" only as an imperative, not "la mayoría pide fotos"). */
const ADVICE_WORDS =
  /suger|suggest|conseil|consej|recomend|recommand|empfehl|advice|devis|presupuesto|quote|Angebot|demandez|pedir|pide(?<=(?:^|[.:!¡]|\*\*)\s*pide)/iu;

/** A condition or need opening a sentence and ending in a colon ("Wenn du … legst:", "If you need X:"). */
const NEED_THEN_COLON = new RegExp(
  String.raw`^[\s*_-]*(?:${CONDITION_WORD}|para|pour|für|for)\s[^:：\n]{3,160}[:：][\s*_]*$`,
  'iu',
);
const ARROW = /\s(?:→|->|=>|⇒|➔|➜)\s/u;
const MAY_HAVE_ARROW = /→|->|=>|⇒|➔|➜/;
/**
 * A rank opening a heading: "1.", "#2", "Nr. 3 –", "1er :", "1位：", "第2位"; also before classes held
 * at the name ("**3. Workshops on weavemaine.com**").
 */
const RANK_BEFORE = new RegExp(
  `^[\\s#*_]*(?:(?:#|No\\.?\\s*|Nr\\.?\\s*|Platz\\s*|n[°º]\\s*)?\\d{1,2}(?:[.):：]|er|e|º|ª)?|第?\\d{1,2}位)[\\s*_]*(?:[–—:：-][\\s*_]*)?(?:${CLASSES_AT})?$`,
  'iu',
);
const ARROW_BEFORE = /\s(?:→|->|=>|⇒|➔|➜)[\s*_]*$/u;

/**
 * Whether a paragraph (line) holds a warning before a position ("Je ne signerais pas en l'état. …"),
 * reading each paragraph once as the sentences advance (a cue never spans two sentences).
 */
function paragraphWarnings(text: string, lines: Line[]) {
  let line = -1;
  let readTo = 0;
  let warned = false;
  return {
    before(lineIndex: number, at: number): boolean {
      if (lineIndex !== line) {
        line = lineIndex;
        readTo = (lines[lineIndex] as Line).start;
        warned = false;
      }
      if (!warned && at > readTo) {
        const passage = text.slice(readTo, at);
        warned = cuesFor(passage).againstOnce.test(passage);
        readTo = at;
      }
      return warned;
    },
  };
}

/**
 * The entity an answer is about: the one named, alone, in its first sentence ("**Atelier Lumière**
 * est un atelier ...", "Zu **Honigtau** gibt es ...").
 */
function topicOf(text: string, sentences: Span[], occurrences: Occurrence[]): number | undefined {
  const first = sentences.find((s) => /\p{L}/u.test(text.slice(s.start, s.end)));
  if (!first) return undefined;
  const named = new Set(
    occurrences.filter((o) => o.start >= first.start && o.start < first.end).map((o) => o.brand),
  );
  return named.size === 1 ? [...named][0] : undefined;
}

/** A literal pre-check for WARNED_BEFORE (end-anchored, so slow to run on every name). */
const MAY_WARN = /cautious|careful|wary|méfiez|prudence|cuidado|orsicht/i;
/** A demonstrative object right after a cue ("try these", "probad estas"). */
const DEMONSTRATIVE_AFTER_CUE =
  /^\s+(?:these|those|them|ces|celles-ci|ceux-ci|estas|estos|esas|esos|diese)(?![\p{L}])/iu;
/** An example marker right after a name ("X verlangt beispielsweise", "X, for instance, charges", "Xのように"). */
/** Cited as an example ("X est souvent cité en exemple", "X is often cited as an example", "wird oft als Beispiel genannt"). */
const CITED_AS_EXAMPLE =
  '^\\s+(?:est|is|wird|es)\\s+(?:(?:souvent|often|oft|häufig|a\\s+menudo|frecuentemente)\\s+)?(?:cité|cited|mentioned|given|genannt|angeführt|citad[oa]|mencionad[oa]|puest[oa])\\s+(?:en|as\\s+an?|als|como)\\s+(?:exemple|example|Beispiel|ejemplo)(?![\\p{L}])';
const EXAMPLE_AFTER = new RegExp(
  `^[\\s,*_]*(?:[\\p{L}-]+\\s+)?${FOR_EXAMPLE}(?![\\p{L}])|^(?:のように|のような)|${CITED_AS_EXAMPLE}`,
  'iu',
);
/** One right before it ("Par exemple, X …", "例えばXは"). */
const EXAMPLE_BEFORE = new RegExp(`(?:(?<![\\p{L}])${FOR_EXAMPLE}|例えば|たとえば)[\\s,、*_]*$`, 'iu');
/**
 * "there are", "here are", "il existe", "es gibt", "hay", "you still have … options", "…, hat mehrere gute
 * Optionen": the clause brings in things of its own.
 */
const EXISTENTIAL =
  /(?:^|[^\p{L}])(?:there\s+(?:are|is)|here\s+are|il\s+(?:existe|y\s+a)|voici|es\s+gibt|gibt\s+es|hier\s+sind|hay|existen|aquí\s+tienes|(?:you\s+(?:still\s+|also\s+)?have|vous\s+avez|tienes|(?<=[,–—]\s*)hat|hast\s+du|haben\s+Sie)(?=\s+(?:[\p{L}-]+\s+){0,3}(?:options|alternatives|choices|Optionen|Alternativen|opciones|alternativas)(?![\p{L}])))(?![\p{L}])/iu;
/**
 * What opens the object of a verb of recommending: an article, a gerund or an infinitive ("a clinic",
 * "registering", "los cursos recomiendan dominar antes el grado 1").
 */
const OBJECT_AFTER_CUE =
  /^\s+(?:a|an|the|some|another|\p{L}+ing|\p{Ll}{2,}(?:ar|er|ir)|ein|eine|einen|einem|einer|un|une|des|una|unos|unas)(?![\p{L}])/iu;

/** "…かどうかは": whether something is done, the question a sentence weighs. */
const WHETHER_JA = /かどうか(?:は|を|、)/u;
/** Something better to do ("es mejor invertir", "it's better to start", "il vaut mieux prendre"). */
const BETTER_TO_DO =
  /(?<![\p{L}])(?:es\s+mejor|es\s+preferible|better\s+to|vaut\s+mieux|est\s+préférable\s+de|mieux\s+vaut)\s+\p{Ll}{2,}(?![\p{L}])/u;
/** A turn that rules the option out for the reader's need: ", but not for what you need". */
const NOT_FOR_THE_NEED = /^,\s*(?:but|pero|mais|aber|doch)\s+(?:not|no|pas|nicht)\s+(?:for|para|pour|für)\s/u;
/** A turn to the other side: "but", "pero", "mais", "aber", "しかし", "ですが". */
const TURN = /,\s*(?:but|pero|mais|aber|doch|sin\s+embargo|cependant)\s|(?:しかし|ですが|けれど|一方)/u;

/** A name followed by the need it is for ("**Voilure** pour l'enfant", "Acme for beginners"). */
const FOR_NEED_AFTER = /^[*_]*\s*(?:pour|for|für|para)\s/iu;
/** A need followed by the name it is met at ("rituel à l'ancienne chez Maison Duval", "Haarschnitt bei Acme"). */
const NEED_AT_BEFORE = /\p{Ll}\s+(?:chez|bei|beim)\s+[*_]*$/u;
/**
 * The verdict's picks: its first name, and when that is the pick for one need, every name after it
 * picked for another ("En résumé : **Voilure** pour l'enfant, **kalon** pour le sportif", "En résumé :
 * rituel à l'ancienne chez Maison Duval, dégradé rapide chez kut").
 */
function picksPerNeed(
  text: string,
  first: Occurrence,
  occs: Occurrence[],
  demoted: Set<Occurrence>,
): Occurrence[] {
  const forNeed = (o: Occurrence) => FOR_NEED_AFTER.test(text.slice(o.end, o.end + 12));
  const needAt = (o: Occurrence) => NEED_AT_BEFORE.test(text.slice(Math.max(0, o.start - 40), o.start));
  const perNeed = forNeed(first) ? forNeed : needAt(first) ? needAt : null;
  if (!perNeed) return [first];
  return [first, ...occs.filter((o) => o.start > first.end && !demoted.has(o) && perNeed(o))];
}
/** A "go elsewhere" cue in a sentence: a warning about the name before it, a pick of the names after it. */
function lookElsewhere(
  text: string,
  occs: Occurrence[],
  demoted: Set<Occurrence>,
  from: number,
  to: number,
  evidence: Evidence[],
  against: Set<number>,
  sentence: Span,
): void {
  const before = occs.filter((o) => o.end <= from && !demoted.has(o));
  const warned = before[before.length - 1];
  if (warned) {
    const e = evidence[warned.brand]!;
    // ("Acme is fine for a first lesson, but there are better options": the turn is the verdict.)
    if (e.picked?.start === sentence.start) e.picked = undefined;
    e.against ??= sentence;
    against.add(warned.brand);
  }
  const after = occs.filter((o) => o.start >= to && !against.has(o.brand));
  if (after.length > 0 && to + 60 >= after[0]!.start)
    for (const o of coordinated(text, after)) evidence[o.brand]!.listed ??= sentence;
}

/** The first of the names and the ones joined to it by "and", "or", "et", "y", "und". */
function coordinated(text: string, names: Occurrence[]): Occurrence[] {
  const out = names.slice(0, 1);
  for (let i = 1; i < names.length; i += 1) {
    if (!COORDINATION.test(text.slice(names[i - 1]!.end, names[i]!.start))) break;
    out.push(names[i]!);
  }
  return out;
}

const settled = (e: Evidence) => e.picked !== undefined || e.listed !== undefined || e.against !== undefined;

/** The name opening the words right after a cue (up to two words between), if any. */
function objectAfter(text: string, pool: Occurrence[], from: number): Occurrence | undefined {
  const next = pool.find((o) => o.start >= from);
  if (!next || next.start - from > 30) return undefined;
  return OBJECT_GAP.test(text.slice(from, next.start)) ? next : undefined;
}
/**
 * The entity an avoided action is done with ("éviter de se réabonner à Lotus", "avoid signing up with
 * Acme", "evitar contratar con Acme"): a name right after the action's preposition, within a few words.
 */
function actionObject(text: string, pool: Occurrence[], from: number): Occurrence | undefined {
  const next = pool.find((o) => o.start >= from);
  if (!next || next.start - from > 45) return undefined;
  return ACTION_THEN_OBJECT.test(text.slice(from, next.start)) ? next : undefined;
}
const ACTION_THEN_OBJECT =
  /^\s+(?:de\s+|d['’])?(?:(?:se|s['’]|vous|te)\s*)?\p{Ll}+(?:\s+\p{Ll}+)?\s+(?:à|au|chez|with|to|on|at|con|en|a|bei|mit)\s+(?:la\s+|le\s+|l['’]|el\s+|the\s+)?(?:\*\*)?$/u;
/** Verbs of avoiding something, whose object may be a thing rather than an entity ("rule out the toxic species"). */
const AVOIDING =
  /(?:^|[^\p{L}])(?:avoid|rule\s+out|éviter|évitez|évite|écarter|evitar|evita|evite|descartar|vermeiden|vermeide|meiden)/iu;
/** A noun phrase of its own after a warning verb, up to a comma or a sentence end. */
const OWN_OBJECT =
  /^\s+(?:(?:ce|cet|cette|ces|this|these|that|those|such|diese[nmrs]?|solche[nmrs]?|este|esta|estos|estas|ese|esa|esos|esas)\s+[\p{Ll}\s'’-]{2,40}|(?:les|the|los|las|die|la|le|el|un|una|a|an)\s+[\p{Ll}\s'’-]{2,60})[,.;:]/u;
/** An action or a thing avoided ("avoids having to", "évite de se déplacer", "evita desplazarse", "evita sorpresas"). */
const AVOIDED_ACTION =
  /^\s+(?:\p{Ll}+ing|(?:de|d['’])\s*\p{Ll}+|\p{Ll}{2,}(?:ar|er|ir)(?:se|te|me|nos)?|(?!(?:los|las|les|des|dans|sans|vers|plus|puis|mais|alors|après|depuis|this|these|those|unless|always|perhaps)\s)\p{Ll}{3,}s)(?![\p{L}])/u;
/** The reader's aim in German, the object before the verb: "wenn Sie Kostenfallen vermeiden wollen". */
const AIM_AFTER = /^\s+(?:wollen|möchten|willst|möchtest|will|möchte|wollt|möchtet)(?![\p{L}])/u;
/** A thing avoided by its examples ("copycat sites such as", "des sites comme", "sitios como"). */
const EXAMPLES_OBJECT =
  /^\s+(?!(?:it|them|her|him|ihn|sie|es|ihm|ihr|le|la|les|lo|los|las)\s)(?:["“«„]?\p{Ll}[\p{L}-]*["”»“]?\s+){1,3}(?:such\s+as|like|comme|tels?\s+que|telles?\s+que|como|wie)\s+/u;
/** Views said to be mixed ("mixed feedback", "durchwachsen", "avis mitigés", "opiniones divididas", "賛否両論"). */
const MIXED_VIEWS =
  /(?:^|[^\p{L}])(?:mixed\s+(?:feedback|reviews|opinions|reputation)|gemischte\s+(?:Bewertungen|Kritiken|Rückmeldungen)|durchwachsen\p{L}*|(?:avis|retours)\s+(?:\p{L}+\s+){0,2}mitigé\p{L}*|opiniones\s+(?:mixtas|divididas|encontradas)|reseñas\s+mixtas)(?![\p{L}])|賛否(?:両論|が分かれ)|評価が分かれ/iu;
/** A heading asking about one name ("¿Y Cejilla.com?", "What about Acme?", "Et Acme ?"): before the name. */
const WHAT_ABOUT_HEADING =
  /^[\s*_#]*(?:¿\s*)?(?:and|what\s+about|how\s+about|et|und|was\s+ist\s+mit|y|y\s+qué\s+(?:hay\s+)?de|qu['’]en\s+est-il\s+de)\s+(?:(?:the|la|le|l['’]|el|die|der|das)\s*)?$/iu;
/** A Japanese clause opening an item before a name ("公開データでは、", "調査によると、"). */
const JA_CLAUSE_LEAD =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]{2,}(?:では|によると|によれば|について(?:は)?|としては)[、，]\s*$/u;
/** "also" right after a name, a verb between: "Lutherie Grandemange propose aussi …". */
const ALSO_AFTER =
  /^[\s*_]*(?:[\p{Ll}'’]+[ \t]+){0,2}(?:also|too|as\s+well|aussi|également|auch|ebenfalls|también|igualmente)(?![\p{L}])|^[*_]*も/u;
/** A bold need, its colon and what meets it: "**If you tie your own flies: Mosquero.com.**". */
const NEED_THEN_NAMES = /^(\s*\*\*)([^*\n:：]{1,90})[:：]([^*\n]{1,60}?)[.!]?\*\*/u;
/** A cue of avoiding whose object is a thing or an action of its own, not an entity. */
const avoidsAThing = (cue: string, after: string) =>
  AVOIDING.test(cue) && (OWN_OBJECT.test(after) || AVOIDED_ACTION.test(after) || AIM_AFTER.test(after));
const OBJECT_GAP = /^[\s*_«"“„]*(?:[\p{Ll}'’]+[\s*_«"“„]+){0,2}$/u;

function nearest(pool: Occurrence[], at: number): Occurrence | undefined {
  let best: Occurrence | undefined;
  let distance = Infinity;
  for (const o of pool) {
    const d = o.start >= at ? o.start - at : at - o.end;
    if (d < distance) {
      distance = d;
      best = o;
    }
  }
  return best;
}

function verdictOf(e: Evidence): EntityVerdict {
  const squash = (x: number) => Math.round((x / Math.sqrt(x * x + 15)) * 1000) / 1000;
  // A pick in words and a warning in words conflict; a warning outweighs a place in a list or table
  // ("| Vozmi | 3 | 60 GB |" ... "Vozmi, en cambio, no te lo recomendaría").
  if (e.picked && e.against)
    return {
      recommended: false,
      sentiment: 'unknown',
      score: 0,
      evidence: e.against,
      basis: 'conflict',
      praise: e.praise,
      criticism: e.criticism,
    };
  const picked = e.picked ?? e.listed;
  if (e.against)
    return {
      recommended: false,
      sentiment: 'negative',
      score: squash(Math.min(-2, e.polarity - 2)),
      evidence: e.against,
      basis: 'against',
      praise: e.praise,
      criticism: e.criticism,
    };
  if (e.mixed && !picked) return balanced(e);
  if (picked)
    return {
      recommended: true,
      sentiment: 'positive',
      score: squash(Math.max(2, e.polarity + 2)),
      evidence: picked,
      basis: e.picked ? 'picked' : 'listed',
      praise: e.praise,
      criticism: e.criticism,
    };
  const sentiment = e.polarity >= 1 ? 'positive' : e.polarity <= -1 ? 'negative' : 'neutral';
  return {
    recommended: false,
    sentiment,
    score: sentiment === 'neutral' ? 0 : squash(e.polarity),
    evidence: (sentiment === 'neutral' ? e.first : e.polarityAt) ?? e.first ?? null,
    basis: e.polarity !== 0 ? 'polarity' : 'mention',
    praise: e.praise,
    criticism: e.criticism,
  };
}
