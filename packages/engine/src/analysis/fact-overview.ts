/**
 * An answer that lays out facts about the providers and suggests none: a price table ("How much does
 * detailing cost?"), a fee overview, return policies side by side. Its list items and table rows are
 * facts, not suggested options (rule 10), unlike a list of options that happen to show prices.
 * Read once per answer by the verdict rules (verdict.ts).
 */
import { isPointsHeading, offersOptions, RECOMMEND } from './lexicon';
import type { Occurrence } from './matcher';
import { spanIndexAt, type Line } from './structure';

const RECOMMEND_ALL = new RegExp(RECOMMEND.source, 'giu');
/**
 * Words that rank or single out what an answer names ("best", "cheapest", "worth a quote", "die
 * günstigste", "les moins chères", "人気"): an answer using them selects options.
 */
const RANKING =
  /(?:^|[^\p{L}])(?:best(?!\s+(?:time|way|moment|sources?)(?![\p{L}]))|top(?:[\s-]+(?:\d+|picks?|choices?|rated|options?))|recommended|favou?rite|popular|worth(?!\s+(?:knowing|noting|mentioning|asking|questioning|checking|double-checking|verifying|confirming))|cheapest|lowest(?!\s+(?:plan|tier))|mejores|(?:el|la|lo)\s+mejor|recomendad\p{L}*|populares|(?:el|la|los|las|lo)\s+más\s+barat\p{L}*|meilleur\p{L}*(?!\s+(?:\p{L}+\s+)?qu(?:e|['’])|\s+(?:moment|moyen|façon)(?![\p{L}]))|recommandé\p{L}*|populaires|moins\s+chers?|moins\s+chères?|(?<!am\s)beste[nr]?|empfohlen\p{L}*|empfehlenswert\p{L}*|beliebt\p{L}*|bewährt\p{L}*|günstigste\p{L}*|preiswerte\p{L}*|affordable|asequibles?|abordables?|where\s+to(?!\s+(?:check|read|complain|report|compare|cancel|unsubscribe|request|claim|ask))|dónde\s+(?!(?:consultar|revisar|mirar|reclamar|informar|comparar|cancelar|solicitar|pedir)\p{L}*)\p{L}+(?:ar|er|ir)(?:l[oae]s?|se|me|te)?|où\s+(?:aller|faire|trouver)|wo\s+(?:Sie|man|du)(?!\s+(?:kündig\p{L}*|widerruf\p{L}*|reklamier\p{L}*|nachles\p{L}*|nachseh\p{L}*)(?![\p{L}]))(?!(?:\s+\p{L}+){0,3}\s+(?:abgeschlossen|gekauft|gebucht|bestellt|angemeldet|registriert)(?![\p{L}]))|Auswahl|selection|sélection|selección|destacad\p{L}*|gut\s+bewertet\p{L}*|well[\s-]reviewed|well[\s-]rated|highly\s+rated|bien\s+not(?:é|ée|és|ées)|bien\s+valorad\p{L}*|featured|notable|remarquables?|good\s+value|(?:buena|mejor)\s+relación\s+calidad|rapport\s+qualité|Preis-Leistung\p{L}*|puntos?\s+fuertes?|strong\s+points?|points?\s+forts?|Stärken?|conviene\s+tener\s+en\s+cuenta)(?![\p{L}])|(?<!のが|ことを)おすすめ|(?<!のが|ことを)お勧め|人気|評判|評価の高い|強み|相談先|問い合わせ先|最安|一番安/iu;
/** Popular dates or slots ("土日や連休の枠は人気が高い"): demand, not a ranking of providers. */
const POPULAR_SLOT_JA = /(?:枠|日程|時期|時間帯|土日|週末|連休|シーズン)(?:は|が|も)?人気/gu;
/** Popular ones compared ("how the most popular ones compare", "les plus populaires comparées"). */
const POPULAR_COMPARED =
  /(?:popular|populaires|populares|beliebtest\p{L}*|人気)[^.!?。\n]{0,40}(?:compar\p{L}*|vergleich\p{L}*|比較)/iu;
/** A verb's nominaliser right before a recommending cue: "…するのがおすすめ", "…のが無難", "…することを". */
const ACTION_BEFORE = /(?:のが|ことを).$|の(?=が$)/u;
/** A heading naming an overview of prices ("Preisübersicht", "Price overview", "料金一覧"). */
const PRICE_OVERVIEW =
  /(?:preis|kosten|gebühren)(?:übersicht|vergleich|beispiel\p{L}*)|price\s+examples|exemples\s+de\s+(?:prix|tarifs)|ejemplos\s+de\s+precios|(?:price|fee|cost)s?\s+(?:overview|at\s+a\s+glance)|overview\s+of\s+(?:prices|fees|costs)|(?:aperçu|récapitulatif)\s+des\s+(?:prix|tarifs|frais)|resumen\s+de\s+(?:precios|tarifas)|(?:料金|価格|費用)(?:一覧|比較)/iu;
/** Providers vouched for ("seriöse Anbieter", "reputable companies", "des artisans sérieux"). */
const VOUCHED_FOR =
  /(?<![\p{L}])(?:seriös\p{L}*|renommiert\p{L}*|reputable|trusted|trustworthy|sérieu(?:x|se|ses)|fiables?|de\s+confianza|serios|serias)(?![\p{L}])/iu;
/**
 * A heading or intro on what providers' terms provide or publish ("Ce que prévoient les plateformes",
 * "Was die Anbieter vorsehen", "Here is what the main services publish:"), or what they list, charge
 * or quote ("## What local companies list", "Was die Betriebe verlangen", "Ce que facturent les
 * ramoneurs", "Lo que cobran las tiendas").
 */
const TERMS_PROVIDED =
  /(?<![\p{L}])(?:prévoi\p{L}*|prevén|prevé|vorsehen|sieht\s+vor|provide\s+for|publish|publient|publican|veröffentlichen|(?:list|post|charge|quote)(?<=what\s+(?:\p{L}+\s+){0,2}\p{L}+)|(?:verlangen|berechnen)(?<=was\s+(?:\p{L}+\s+){0,3}\p{L}+)|(?:affichent|facturent|demandent)(?<=ce\s+que\s+(?:\p{L}+\s+){0,3}\p{L}+)|(?:cobran|piden)(?<=lo\s+que\s+(?:\p{L}+\s+){0,3}\p{L}+))(?![\p{L}])/iu;
/**
 * A heading of examples ("Exemples de prestataires", "Examples of local companies", "Beispiele",
 * "Published examples") or of reference figures ("Quelques valeurs de référence publiées", "Richtwerte").
 */
const EXAMPLES_HEADING =
  /^[*_#\s]*(?:exemples|examples|beispiele|ejemplos|例)(?![\p{L}])|(?:機能|対策|設定|方法|手順|工夫)の(?:具体)?例[*_:：\s]*$|^[*_#\s]*(?:published|real|current|typical|veröffentlichte|aktuelle|typische)\s+(?:examples|beispiele)(?![\p{L}])|^[*_#\s]*(?:some|quelques|einige|algunos)\s+(?:exemples|examples|beispiele|ejemplos)(?![\p{L}])|^[*_#\s]*(?:(?:some|quelques|einige|algunos|algunas)\s+)?(?:(?:valeurs|chiffres|valores|cifras)\s+(?:de\s+r[ée]f[ée]rence|publi\p{L}+)|(?:published|reference|veröffentlichte)\s+(?:values|figures|numbers|Werte|Zahlen)|Richtwerte|Referenzwerte)(?![\p{L}])/iu;
/** A heading on how the reader paid or signed up ("Si pagaste …", "If you subscribed …", "Wenn du … abgeschlossen hast"). */
const HOW_READER_PAID =
  /^[*_#\s]*(?:si|if|wenn|falls)\s+(?:[\p{L}-]+\s+){0,3}(?:pagaste|compraste|contrataste|suscribiste|paid|bought|subscribed|signed\s+up|bezahlt|gekauft|abgeschlossen|payé|acheté|souscrit)(?![\p{L}])/iu;
/** A disclaimer that the answer recommends nothing. */
const NO_RECOMMENDATION =
  /(?:keine|kein|no|not\s+an?|pas\s+une|ninguna)\s+(?:\p{L}+\s+)?(?:Empfehlung|recommendation|recommandation|recomendación)|(?:Empfehlung|recommendation|recommandation|recomendación)\s+(?:\p{L}+\s+){0,4}?(?:nicht|not|pas|no)(?![\p{L}])/iu;
/** A Japanese disclaimer: "おすすめするものではありません", "推奨するわけではない". */
const JA_NO_RECOMMENDATION = /(?:おすすめ|お勧め|推奨)する(?:もの|わけ)では(?:ありません|ない)/gu;
/** Registered mail in French ("par courrier recommandé", "lettre recommandée avec accusé de réception"). */
const REGISTERED_MAIL = /(?:courrier|lettre|envoi|pli)\s+recommandée?|en\s+recommandé/giu;
/** Words of comparing ("compare", "im Vergleich", "comparatif", "比較"). */
const COMPARING = /(?<![\p{L}])(?:compar\p{L}*|\p{L}*vergleich\p{L}*)|比較/iu;
/** A figure: an amount, a rate or a period ("$219", "29,99 €", "6%", "14 días", "月1回"). */
const FIGURE = /\p{N}/u;
/** "how the main apps handle", "comment les ateliers gèrent", "wie die Anbieter es regeln". */
const HOW_THEY_HANDLE =
  '(?:how\\s+(?:[\\p{L}-]+\\s+){1,6}handles?|comment\\s+(?:[\\p{L}-]+\\s+){1,6}gèrent|cómo\\s+(?:[\\p{L}-]+\\s+){1,6}(?:manejan|gestionan)|wie\\s+(?:[\\p{L}-]+\\s+){1,6}(?:handhaben|regeln))(?![\\p{L}])';
const HOW_THEY_HANDLE_WORDS = new RegExp(HOW_THEY_HANDLE, 'iu');
/**
 * An opening that states what things typically cost or where published prices come from ("Mobile
 * detailing typically costs $150 to $350", "Les tarifs dépendent surtout de …", "月謝は…が一般的な目安
 * です", "Estos son los precios publicados por …", "Las tres tiendas permiten devolver … con plazos y
 * costes distintos", "Here is how the main apps handle cancellation and refunds:", "…puis la politique
 * propre à chaque atelier"): the answer is about prices or terms, not a choice.
 */
const TYPICAL = `(?<![\\p{L}])(?:overview|Überblick|aperçu|récapitulatif|resumen|typical|typically|usually|normally|generally|average|depends?|in\\s+der\\s+Regel|most(?=\\s+(?!often|likely)\\p{L})|la\\s+plupart|die\\s+meisten|la\\s+mayoría|presque\\s+tou(?:s|tes)|almost\\s+all|nearly\\s+all|fast\\s+alle|almost\\s+always|fast\\s+immer|presque\\s+toujours|casi\\s+siempre|casi\\s+tod[oa]s|constatés?|relevé(?:e|s|es)?|observed|as\\s+(?:listed|advertised|posted|quoted)|observad[oa]s|etwa|circa|environ|aproximadamente|roughly|Richtwert\\p{L}*|üblich|durchschnittlich|liegen|hängt|hängen|unterscheid\\p{L}*|unterschiedlich\\p{L}*|differ\\p{L}*|diffèr\\p{L}*|différente?s|difier\\p{L}*|diferentes|généralement|en\\s+général|en\\s+moyenne|dépend|dépendent|habituellement|suele|suelen|normalmente|habitualmente|por\\s+lo\\s+general|en\\s+general|depende|dependen|distint[oa]s|vary|varies|varían|varía|según|selon|varient|varie|je\\s+nach|schwank\\p{L}*|change|changent|cambian|ändern|published|publicad[oa]s|publiés|affichés|veröffentlicht\\p{L}*|orientativ[oa]s|indicatifs?|approximate|aproximad[oa]s|ungefähr|gesetzlich\\p{L}*|legal(?:ly)?|légale?s?|by\\s+law|por\\s+ley|(?:its|their|sus|ses|leurs|seine|ihre)\\s+(?:own|propias|propios|propres|eigenen)|chaque|cada|each|jede[nrsm]?|dieselben|die\\s+gleichen|the\\s+same|les\\s+mêmes|las\\s+mismas|los\\s+mismos|similar|similaires?|similares|ähnlich\\p{L}*|vergleichbar\\p{L}*|proches|parecid[oa]s)(?![\\p{L}])|相場|一般的|目安|平均|水準|差が出|違い|異な|(?:によって|で)(?:大きく)?変わ|${HOW_THEY_HANDLE}|ごとに|公開|一覧に|ほとんど|大半|多くの場合|が基本|基本的に|さまざま|様々|まちまち`;
// (Wider than the price words of a short heading, lexicon.ts isPriceHeading: an opening may be about
// plans, returns or cancellation, and German compounds count, "Versandkosten"; not "les retours sur X",
// "retours d'expérience": feedback.)
const COST =
  '(?<![\\p{L}])(?:costs?|prices?|fees?|rates?|\\p{L}*preise?|preis\\p{L}+|\\p{L}*kosten|kostet|AGB|Haftung|liability|\\p{L}*gebühr\\p{L}*|tarif(?:s|e)?|prix|frais|coûts?|coûte(?:nt)?|cuesta(?:n)?|precios?|costes?|tarifas?|comisi\\p{L}+|plazos?|plans?|cuotas?|widerruf\\p{L}*|rückgabe\\p{L}*|returns?|refunds?|devoluci\\p{L}+|rétractation|retours?(?!\\s+(?:sur|d.expérience|des\\s+(?:clients|utilisateurs|acheteurs)|clients))|cancel+ation\\p{L}*|cancelaci\\p{L}+|cancel(?:s|led|ed|ling|ing)?|cancela\\p{L}*|annuler|résilier|kündigen|kündbar|annulation|résiliation|kündigung\\p{L}*|conditions|condiciones|(?<!in\\s)terms|\\p{L}*bedingungen|\\p{L}*regelungen|\\p{L}*regeln|règles|reglas|konditionen|polic(?:y|ies)|políticas?|politiques?|modalités|rembours\\p{L}*|reembols\\p{L}*|erstatt\\p{L}*|majorations?|surcharges?|recargos?|\\p{L}*zuschl(?:ag|äge)\\p{L}*)(?![\\p{L}])|\\p{N}[ \\u00a0]?(?:€|円|Euro(?![\\p{L}]))|[$£€][ \\u00a0]?\\p{N}|料金|費用|手数料|月謝|価格|金額|報酬|顧問料|プラン|返品|返金|解約|キャンセル|条件|規約|規定|割増';
/**
 * Guarantees, warranties and privacy policies: terms, but not words of a heading or intro that offers
 * options ("**Anbieter in Köln mit Garantie:**").
 */
const POLICY_WORDS =
  'guarantees?|warrant(?:y|ies)|garanties?|garantías?|\\p{L}*garantie\\p{L}*|gewährleistung\\p{L}*|privacy|datenschutz\\p{L}*|confidentialité|privacidad';
/** Terms rather than prices: an overview of them needs no figures ("Les modalités d'annulation …"). */
const TERMS = new RegExp(
  `(?<![\\p{L}])(?:cancel+ation\\p{L}*|cancela\\p{L}*|annulation|rembours\\p{L}*|reembols\\p{L}*|refunds?|règlements?|résiliation|kündigung\\p{L}*|widerruf\\p{L}*|rétractation|modalités|polic(?:y|ies)|políticas?|politiques?|(?<!in\\s)terms|AGB|Haftung|liability|condiciones|conditions|\\p{L}*bedingungen|\\p{L}*regelungen|responsabilidad|responsabilité|indemnizaci\\p{L}*|indemnisation|${POLICY_WORDS})(?![\\p{L}])|解約|規約|規定|約款|条件`,
  'iu',
);
const COST_WORD = new RegExp(COST, 'iu');
const TYPICAL_WORD = new RegExp(TYPICAL, 'iu');
/** Offers ("Angebote", "offres", "ofertas"): what a heading over options names. */
const OFFERS = /(?<![\p{L}])(?:angebot\p{L}*|offers?|offres?|ofertas?)(?![\p{L}])/iu;
/**
 * A heading of examples of something other than options ("### Quelques exemples" in an explainer,
 * "**Examples of time zone features**"; not "**Exemples d'offres à comparer :**").
 */
export const examplesOfPoints = (heading: string) =>
  EXAMPLES_HEADING.test(heading) && !offersOptions(heading) && !OFFERS.test(heading);
/** A heading of facts at a glance ("Serverstandorte im Überblick", "… at a glance", "一覧"). */
const AT_A_GLANCE =
  /im\s+Überblick|auf\s+einen\s+Blick|at\s+a\s+glance|en\s+un\s+coup\s+d['’]œil|de\s+un\s+vistazo|一覧|早見表/iu;
/**
 * An intro that opens on such a word: "Condiciones de las principales plataformas:", "Published
 * policies of local companies:", "The terms at the main local studios and services:".
 */
const COST_FIRST = new RegExp(
  `^[*_\\s]*(?:(?:the|les?|la|los|las|die|der)\\s+)?(?:(?:published|current|typical|standard)\\s+)?(?:${COST})`,
  'iu',
);
/**
 * Subscriptions: an opening on them is one on prices ("Die meisten Angel-Apps arbeiten mit einem
 * Freemium-Modell: … gibt es nur im Abo"); like POLICY_WORDS, words of an opening only.
 */
const SUBSCRIPTION = 'abo|abos|abonnements?|freemium\\p{L}*|subscriptions?|suscripci\\p{L}+';
/** What an opening on typical terms or prices names: COST, POLICY_WORDS or SUBSCRIPTION. */
const TERMS_OR_COST = `${COST}|(?<![\\p{L}-])(?:${POLICY_WORDS}|${SUBSCRIPTION})(?![\\p{L}])`;
const TERMS_OR_COST_WORD = new RegExp(TERMS_OR_COST, 'iu');
const TYPICAL_COST = new RegExp(
  `(?:${TYPICAL})[^]*?(?:${TERMS_OR_COST})|(?:${TERMS_OR_COST})[^]*?(?:${TYPICAL})`,
  'iu',
);

/** An intro of a few of a kind ("Voici quelques clubs où le réserver :", "Algunas escuelas con cursos …:"). */
const A_FEW =
  /^(?:[\p{L}]+[ \t]+){0,2}(?:quelques|plusieurs|algunas|algunos|varias|varios|einige|mehrere|some|a\s+few|several)[ \t]+(?!(?:details?|things|notes|tips|points|questions|factors|détails|choses|conseils|remarques|observations|précisions|facteurs|detalles|cosas|consejos|puntos|preguntas|factores|observaciones|notas|aclaraciones|remarks|comments|Details|Dinge|Hinweise|Anmerkungen|Bemerkungen|Tipps|Punkte|Fragen|Faktoren)(?![\p{L}]))\p{L}/iu;

/** A Japanese sentence of an intro on the options it presents ("代表的な選択肢をまとめました。", "次のような選択肢があります。"). */
const JA_OPTIONS_SENTENCE = /(?:候補|選択肢)(?!との)[^。\n]*。/u;

/** The sentences of a line before its last one. */
const LEADING_SENTENCES =
  /^[^]*[.!?。](?:\s+|(?=\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}))(?=\S)/u;

/** An intro about typical or published prices or terms ("estas son las tarifas publicadas por …:"). */
export const isPriceIntro = (line: string) => TYPICAL_COST.test(line.replace(LEADING_SENTENCES, ''));

/** Whether the nearest heading above a line is about terms ("**Résiliation**", "### Cancellation"). */
/**
 * Where a subscription was taken out, heading its terms ("**Abo direkt beim Anbieter**", "Subscriptions
 * through the App Store", "**Abonnement pris sur le site de l'éditeur**").
 */
const SUBSCRIPTION_CHANNEL =
  /(?<![\p{L}])(?:abos?|abonnements?|subscriptions?|suscripci(?:ón|ones))\s+(?:(?:pris|souscrits?|taken\s+out|bought|abgeschlossen|contratad[oa]s?)\s+)?(?:über|via|through|direkt|directly|direct|beim|bei|par|por|sur|en|on)(?![\p{L}])/iu;
function underTermsHeading(text: string, lines: Line[], at: number): boolean {
  for (let i = at - 1; i >= 0; i -= 1) {
    const line = lines[i] as Line;
    if (line.kind === 'heading') {
      const heading = text.slice(line.bodyStart, line.end);
      return TERMS.test(heading) || SUBSCRIPTION_CHANNEL.test(heading);
    }
  }
  return false;
}

/** A paragraph led by a bold label naming an entity ("**Tiza:** permite cancelar …"). */
const BOLD_LEAD = /^[ \t]*(?:\*\*|__)[^*_\n]+(?:\*\*|__)/;

/**
 * The lines that present tracked entities one by one: list items, table rows (not the header) and
 * paragraphs led by a bold label naming one.
 */
function entriesNaming(text: string, lines: Line[], occurrences: Occurrence[]): Set<number> {
  const entries = new Set<number>();
  for (const o of occurrences) {
    const at = spanIndexAt(lines, o.start);
    const line = lines[at] as Line;
    if ((line.kind === 'item' || line.kind === 'row') && !line.tableHeader) entries.add(at);
    else if (
      line.kind === 'text' &&
      o.start < line.start + (BOLD_LEAD.exec(text.slice(line.start, line.end))?.[0].length ?? 0)
    )
      entries.add(at);
  }
  return entries;
}

/**
 * Whether the answer is such an overview: an opening, the entries' intro or a title about prices or
 * terms, no ranking word (but in an item or row about something else), no recommending cue where it
 * could be about an option, no heading or intro offering options, and entries (list items, table rows
 * or paragraphs led by a bold name) naming tracked entities, nearly all of them or at least two and at
 * least half of them stating figures (none needed in an overview of terms: an opening or intro about
 * cancellation or policies, most entries under such a heading, or entries that all state terms).
 */
export function isFactOverview(text: string, lines: Line[], occurrences: Occurrence[]): boolean {
  const entries = entriesNaming(text, lines, occurrences);
  if (entries.size < 2) return false;
  // (Or a title about prices: "## Tarifs et remboursement d'une séance de kiné à Nantes"; or the intro
  // of the entries: "Les conditions varient selon les contrats :".)
  const opening = lines.find((line) => line.kind === 'text');
  const title = lines.find((line) => line.kind !== 'blank');
  const priceTitle = title?.kind === 'heading' && COST_WORD.test(text.slice(title.bodyStart, title.end));
  const intros = [...new Set([...entries].map((at) => (lines[at] as Line).context))]
    .map((at) => lines[at])
    .filter((line): line is Line => line?.kind === 'text');
  const about = (pattern: RegExp) =>
    [opening, ...intros].some((line) => !!line && pattern.test(text.slice(line.start, line.end)));
  // (Or an overview of prices heading all the entries: "## Preisübersicht ausgewählter Anbieter".)
  const headings = new Set([...entries].map((at) => (lines[at] as Line).context));
  const [only] = headings;
  const heading = headings.size === 1 && only !== undefined ? lines[only] : undefined;
  // (The one heading over all the entries, '' when there is none.)
  const headingText = heading?.kind === 'heading' ? text.slice(heading.bodyStart, heading.end) : '';
  const vouched = VOUCHED_FOR.test(headingText);
  // (Not of vouched-for providers: "**Preisbeispiele seriöser Anbieter:**" presents picks.)
  const overviewHeading = PRICE_OVERVIEW.test(headingText) && !vouched;
  // (Or facts at a glance under an opening on how they typically differ: "Die meisten … Apps speichern
  // … in der EU; Unterschiede gibt es …" over "## Serverstandorte im Überblick"; no figures needed.)
  const glance =
    AT_A_GLANCE.test(headingText) &&
    // (Not of the options themselves: "**Angebote im Überblick:**".)
    !offersOptions(headingText) &&
    !OFFERS.test(headingText) &&
    !vouched &&
    about(TYPICAL_WORD);
  if (
    !about(TYPICAL_COST) &&
    !overviewHeading &&
    !glance &&
    // (Or one heading over all the entries about terms: "**Condiciones de algunas lavanderías**",
    // "**Beispiele aus den Bedingungen einzelner Apps**"; not about prices, "料金を抑えやすい主な相談所"
    // presents picks.)
    !TERMS.test(headingText) &&
    // (Or what the providers' terms provide: "**Ce que prévoient souvent les ateliers bretons**".)
    !TERMS_PROVIDED.test(headingText) &&
    !priceTitle
  )
    return false;
  let withFigures = 0;
  for (const at of entries) {
    const line = lines[at] as Line;
    if (FIGURE.test(text.slice(line.bodyStart, line.end).replace(/\[\d+\]/g, ''))) withFigures += 1;
  }
  // (Nearly all of them, or two or more and at least half: a table of figures, with notes that may
  // state none, "**Lauscher:** monatlich kündbar".)
  const figures =
    withFigures >= entries.size - 1 ||
    (withFigures >= 2 && withFigures * 2 >= entries.size) ||
    about(TERMS) ||
    glance ||
    [...entries].filter((at) => underTermsHeading(text, lines, at)).length * 2 > entries.size ||
    // (Or entries that all state terms: "- **myko:** Kündigung im Nutzerkonto …", "- **Schwammerl.de:**
    // … monatlich kündbar".)
    [...entries].every((at) =>
      TERMS_OR_COST_WORD.test(text.slice((lines[at] as Line).bodyStart, (lines[at] as Line).end)),
    );
  if (!figures) return false;
  const lastEntryEnd = Math.max(...[...entries].map((at) => (lines[at] as Line).end));
  // ("par courrier recommandé": registered mail, not a recommendation; "特定の宿をおすすめするものではありません":
  // a disclaimer; "連休の枠は人気": popular dates.)
  const said = text
    .replace(REGISTERED_MAIL, (m) => ' '.repeat(m.length))
    .replace(JA_NO_RECOMMENDATION, (m) => ' '.repeat(m.length))
    .replace(POPULAR_SLOT_JA, (m) => ' '.repeat(m.length));
  // (Not in a list item or table row about something else: "spinets and consoles are the cheapest";
  // tested per line only when the answer has a ranking word at all.)
  if (
    RANKING.test(said) &&
    lines.some(
      (line) =>
        RANKING.test(said.slice(line.start, line.end)) &&
        // ("Here's how the most popular ones compare:": the ones an overview compares, no pick.)
        !(line.kind === 'text' && POPULAR_COMPARED.test(said.slice(line.start, line.end))) &&
        !(
          (line.kind === 'item' ||
            (line.kind === 'row' && !line.tableHeader) ||
            (line.kind === 'text' && line.start > lastEntryEnd)) &&
          !occurrences.some((o) => o.start < line.end && o.end > line.start)
        ),
    )
  )
    return false;
  // A recommending cue counts in a heading, an intro or a line naming a tracked entity; elsewhere it
  // is advice about something else ("lo más fiable es pedir presupuesto", "Vor dem Kauf lohnt ein Blick
  // in die AGB").
  RECOMMEND_ALL.lastIndex = 0;
  for (let m = RECOMMEND_ALL.exec(said); m; m = RECOMMEND_ALL.exec(said)) {
    // ("比較するのがおすすめです", "問い合わせるのが無難です", "比較することをおすすめします": an action
    // recommended, not an option.)
    if (ACTION_BEFORE.test(text.slice(Math.max(0, m.index - 3), m.index + 1))) continue;
    // ("有料版を検討したいケース": a tier of every app considered, not an option.)
    if (/(?:版|プラン)$/u.test(text.slice(Math.max(0, m.index - 2), m.index))) continue;
    // ("Eine Empfehlung ist die Tabelle nicht", "This is not a recommendation": a disclaimer.)
    if (NO_RECOMMENDATION.test(text.slice(Math.max(0, m.index - 12), m.index + 60))) continue;
    const line = lines[spanIndexAt(lines, m.index + m[0].length - 1)] as Line;
    if (
      line.kind === 'heading' ||
      /[:：]\s*$/u.test(text.slice(line.start, line.end)) ||
      occurrences.some((o) => o.start < line.end && o.end > line.start)
    )
      return false;
  }
  // Nor a heading or intro offering options ("**Opciones asequibles en Valencia:**", "Zu den bekannten
  // Anbietern gehören:"), unless a heading about prices ("### Published prices from local providers"),
  // an intro opening on prices or terms ("Condiciones de las principales plataformas:") or one
  // introducing a comparison ("Here is how the main options compare:").
  // (Of an intro, its last sentence: "Most … companies reschedule for free … Common terms include:".)
  // (Nor an opening on a few of a kind: "Several Portland groomers … offer walk-in nail trims".)
  // (Unless under a title about prices: "## Stages … à Biot : tarifs 2025" over "Plusieurs ateliers
  // de Biot proposent des initiations …".)
  if (opening && !priceTitle && A_FEW.test(text.slice(opening.bodyStart, opening.end))) return false;
  // (In an overview that opens on terms, a heading is a section of them: "**Single classes and booking
  // platforms**" under "Most pottery studios … set their own cancellation rules"; not one announcing a
  // list with its colon, "**Anbieter in Köln mit Garantie:**".)
  const termsOpening = !!opening && TERMS.test(text.slice(opening.bodyStart, opening.end));
  return !lines.some((line) => {
    // (Only headings and intros; the sentence split runs on those alone.)
    if (line.kind !== 'heading' && line.kind !== 'text') return false;
    // (Nor one with no tracked name after it: "## Plataformas entre particulares", on others, after the
    // table.)
    if (!occurrences.some((o) => o.start >= line.end)) return false;
    // (A Japanese intro needs no colon: "…さまざまです。代表的な選択肢をまとめました。", in any of its sentences.)
    if (line.kind === 'text' && JA_OPTIONS_SENTENCE.test(text.slice(line.bodyStart, line.end))) return true;
    if (line.kind === 'heading' && termsOpening && !/[:：][*_\s]*$/u.test(text.slice(line.start, line.end)))
      return false;
    const body = text.slice(line.bodyStart, line.end).replace(LEADING_SENTENCES, '');
    return (
      (line.kind === 'heading' || /[:：]\s*$/u.test(body)) &&
      (offersOptions(body) || (line.kind === 'text' && A_FEW.test(body))) &&
      // ("## Wie die Anbieter es regeln": how each one handles it, points.)
      !isPointsHeading(body) &&
      !(line.kind === 'heading' ? COST_WORD : COST_FIRST).test(body) &&
      // ("### Ce que prévoient les principales plateformes": what their terms provide or publish.)
      !TERMS_PROVIDED.test(body) &&
      // ("## Exemples de prestataires" over their prices: examples, not picks; "**Si pagaste a través de
      // la tienda de aplicaciones**": how the reader paid.)
      // (Nor an intro of examples in a paragraph on terms: "Wer Abos … verkauft, muss … einen
      // Kündigungsbutton anbieten. Beispiele aus dem Bereich Angel-Apps:".)
      !(
        (line.kind === 'heading' || TERMS.test(text.slice(line.bodyStart, line.end))) &&
        (EXAMPLES_HEADING.test(body) || HOW_READER_PAID.test(body))
      ) &&
      // ("Casi todas las apps … y cómo se cancela depende de …:": an intro about terms.)
      // ("Here is how the main providers handle it:" in an opening on cancellation rules.)
      !(
        line.kind === 'text' &&
        (TYPICAL_COST.test(body) || (termsOpening && HOW_THEY_HANDLE_WORDS.test(body)))
      ) &&
      !COMPARING.test(body)
    );
  });
}
