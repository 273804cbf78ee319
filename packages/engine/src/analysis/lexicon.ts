/**
 * Cue words of the five answer languages (en, de, fr, es, ja), one regex per kind for all languages
 * together: an answer's own language rarely uses another's cue words, and mixed answers exist.
 * Latin-script cues need a letter boundary on both sides ("\b" is ASCII-only); a trailing * is a stem
 * ("avoid*" matches "avoiding"). Japanese cues match as substrings.
 */
import { DETERMINERS, FUNCTION_WORDS } from './words';

interface Trie {
  end: boolean;
  next: Map<string, Trie>;
}

/** The regex atoms of one cue: runs of spaces match any whitespace, ' either apostrophe, * a stem. */
function atomsOf(term: string): string[] {
  const atoms: string[] = [];
  const t = term.trim().toLowerCase();
  for (let i = 0; i < t.length; i += 1) {
    const ch = t[i] as string;
    if (/\s/.test(ch)) {
      while (i + 1 < t.length && /\s/.test(t[i + 1] as string)) i += 1;
      atoms.push('\\s+');
    } else if (ch === "'" || ch === '’') atoms.push("['’]");
    else if (ch === '*' && i === t.length - 1) atoms.push('\\p{L}*');
    else atoms.push(ch.replace(/[.+?^${}()|[\]\\/*]/g, '\\$&'));
  }
  return atoms;
}

function emit(node: Trie): string {
  const branches = [...node.next].map(([atom, child]) => atom + emit(child));
  if (branches.length === 0) return '';
  const body = branches.length === 1 ? (branches[0] as string) : `(?:${branches.join('|')})`;
  return node.end ? `(?:${body})?` : body;
}

/**
 * One alternation of words or phrases ("a | b | c" or "a|b|c"), factored into a prefix tree
 * ("avoid|avis" -> "av(?:oid|is)"): V8 then tests a few first characters at each position instead
 * of every alternative, which keeps a long cue list fast. Match with the i flag.
 */
export function alternation(list: string): string {
  const root: Trie = { end: false, next: new Map() };
  for (const term of list.split('|')) {
    if (!term.trim()) continue;
    let node = root;
    for (const atom of atomsOf(term)) {
      let child = node.next.get(atom);
      if (!child) {
        child = { end: false, next: new Map() };
        node.next.set(atom, child);
      }
      node = child;
    }
    node.end = true;
  }
  return `(?:${emit(root)})`;
}

function cues(latin: string, japanese = '', extra: string[] = []): RegExp {
  // A consumed boundary character instead of a lookbehind: V8 runs this form about 3x faster.
  // (No word list, only patterns: an empty alternation would match everywhere.)
  const latinAlternatives = [...(latin.trim() ? [alternation(latin)] : []), ...extra].join('|');
  const parts = [`(?:^|[^\\p{L}\\p{N}-])(?:${latinAlternatives})(?![\\p{L}\\p{N}])`];
  if (japanese) parts.push(`(?:${japanese})`);
  return new RegExp(parts.join('|'), 'giu');
}

const W = '[\\p{L}\\p{N}-]+';
/** A word of a name, dots inside it allowed ("BakeTimer.io"), not the sentence's closing one. */
const TOKEN = '[^\\s.,;:!?]+(?:\\.[^\\s.,;:!?]+)*';
/**
 * Evaluative predicates about a subject, in the five languages: an approving adjective (or an
 * ordinal) with a head noun of choosing, one free word allowed between them ("a good pick", "the
 * safer bets", "a reasonable budget choice", "meine zweite Wahl", "eine gute, etwas günstigere
 * Alternative", "une autre bonne option", "un choix judicieux", "una buena alternativa", "la opción
 * más sensata").
 */
const GOOD_EN =
  'practical|handy|convenient|affordable|cheaper|pragmatic|good|great|solid|safe|safer|valid|viable|safest|smart|smarter|sound|reasonable|excellent|strong|stronger|strongest|better|best|better-value|best-value|natural|obvious|sensible|decent|wise|wiser|viable|worthy|logical|reliable|fine|perfect|clear|sure|ideal|preferred|consistent|dependable';
const CHOICE_EN =
  'pick|picks|bet|bets|choice|choices|option|options|alternative|alternatives|candidate|candidates|buy|fit|step up|upgrade|way to go|way to see|way to try|way to test|way to start|way to check|way to find out|route|investment|move|fallback|backup';
const GOOD_DE =
  'pragmatische|praktische|praktischere|bequeme|bequemere|entspanntere|angenehmere|ruhigere|passendere|passende|geeignetere|geeignete|sinnvollere|klügere|stärkere|stärkste|gut|gute|guter|gutes|guten|solide|solider|sichere|sicherer|starke|starker|bessere|besserer|erste|zweite|dritte|richtige|naheliegende|naheliegenden|naheliegendere|naheliegendste|sicherere|einfachere|flexiblere|zuverlässigere|verlässliche|verlässlichere|solidere|naheliegendsten|empfehlenswerte|klare|kluge|vernünftige|sinnvolle|preiswerte|günstige|günstigere|interessante|attraktive|echte';
const ORDINAL =
  'first|second|third|erste|zweite|dritte|premier|second|deuxième|troisième|primera|segunda|tercera';
const CHOICE_DE =
  'Wahl|Option|Optionen|Alternative|Alternativen|Empfehlung|Kandidat|Kandidaten|Kauftipp|Griff|Adresse|Lösung|Anlaufstelle|Ergänzung|Investition';
const GOOD_FR =
  'valable|valables|envisageable|pertinent|pertinente|bon|bons|bonne|bonnes|excellent|excellente|solide|solides|meilleur|meilleure|sûr|sûre|sage|judicieux|judicieuse|intéressant|intéressante|sérieux|sérieuse|autre bonne|autre bon';
const CHOICE_FR =
  'choix|option|options|alternative|alternatives|pari|compromis|candidat|solution|adresse|adresses|piste|pistes|investissement';
const GOOD_ES =
  'buen|buena|buenas|buenos|excelente|excelentes|gran|sólida|sólido|segura|seguro|acertada|acertado|sensata|sensato|interesante|otra buena|mejor';
const CHOICE_ES =
  'opción|opciones|alternativa|alternativas|elección|apuesta|compra|candidata|candidato|solución|inversión';
const alt = Object.fromEntries(
  Object.entries({
    GOOD_EN,
    CHOICE_EN,
    GOOD_DE,
    CHOICE_DE,
    GOOD_FR,
    CHOICE_FR,
    GOOD_ES,
    CHOICE_ES,
    ORDINAL,
  }).map(([k, v]) => [k, alternation(v)]),
) as Record<string, string>;
const gap = (n: number) => `(?:\\s+${W}){0,${n}}\\s+`;
/** German stacks adjectives with commas ("eine gute, etwas günstigere Alternative"). */
const gapDe = (n: number) => `(?:[\\s,]+${W}){0,${n}}[\\s,]+`;
const EVALUATIVE = [
  `${alt.GOOD_EN}${gap(1)}${alt.CHOICE_EN}`,
  // (Not "am wenigsten verlässliche Option", the least reliable one.)
  `${alt.GOOD_DE}(?<!wenigsten\\s+\\p{L}+)${gapDe(2)}${alt.CHOICE_DE}`,
  `(?:meine|unsere)\\s+(?:${W}\\s+)?(?:Wahl|Empfehlung|Favorit\\p{L}*)`,
  `${alt.GOOD_FR}${gap(1)}${alt.CHOICE_FR}`,
  `${alt.CHOICE_FR}\\s+(?:${W}\\s+)?(?:moins\\s+chère|moins\\s+cher|plus\\s+économique|pratique|fiable|économique|raisonnable|solide|judicieux|judicieuse|idéal|idéale|sûr|recommandé|évident|valable|envisageable|pertinente|pertinent|intéressante|intéressant|sensée|sensé|logique)`,
  `valeur\\s+sûre`,
  `${alt.ORDINAL}\\s+(?:[\\p{L}-]+\\s+)?(?:choice|pick|Wahl|choix|elección|opción)`,
  `${alt.GOOD_ES}${gap(1)}${alt.CHOICE_ES}`,
  `${alt.CHOICE_ES}\\s+(?:más\\s+|muy\\s+|bastante\\s+)?(?:barata|barato|práctica|fiable|económica|razonable|sensata|segura|acertada|recomendable|interesante|equilibrada|completa|sólida|natural)`,
];

const RECOMMEND_TERMS = [
  `go with | pick | choose | opt for | go for | top pick* | top choice* | top-rated |
   best overall | best choice | best option | best fit | best bet | best deal | my pick | my choice |
   my recommendation | our pick | our choice | our recommendation | worth considering | worth a look |
   worth a quote | worth a call | worth a visit | worth a try | worth a trial | better served | besser aufgehoben | gut aufgehoben |
   would book with | I'd book with | narrow it down to | narrowed it down to | I'd shortlist | I would shortlist |
   conviendra mieux | conviendra davantage | convient mieux | convient davantage | conviendront mieux |
   eignet sich besser | eignen sich besser | eignet sich gut | eignen sich gut | eignet sich besonders |
   eignen sich besonders | passt besser zu | encaja mejor | se adapta mejor |
   suits you better | will suit you better |
   worth trying | worth checking | the one to choose | ideal for | ideal choice | sound choice | solid choice | solid option | good option | great option | strong option | strong choice |
   solid pick* | good choice | great choice | safe choice | safer purchase | smart choice | better choice |
   better deal | better option | better fit | steer you toward | strongest option | highest-rated |
   stand out | stands out | consider | suggest | suggestion | check out | hard to beat | tough to beat |
   can't go wrong | cannot go wrong | close second | runner-up |
   no-brainer | gets my vote | my vote goes | my money's on | my money is on | my money would go |
   would buy | would get | would pick | would choose | stick with | settle on | plump for | wins |
   comes out ahead | comes out on top | can't beat | grab | edges out | beats | outperforms |
   outshines | worth it | worth the money | worth your money | worth paying | worth the extra | go-to | I'd go for | I would go for |
   I'd choose | I would choose | where I'd start | where I would start | I'd take | I'd buy | I'd start with |
   commencez par | beginnen Sie mit | fangen Sie mit | yo miraría | miraría | echa un vistazo a | I'd look at | I would look at |
   je regarderais | best suited | best-suited |
   most suitable | schwer zu schlagen | kaum zu schlagen | am besten geeignet | bestens geeignet |
   am geeignetsten | difficile à battre | imbattable | imbattables | le plus adapté | la plus adaptée |
   les plus adaptés | les plus adaptées | le plus indiqué | la plus indiquée | le plus sûr | la plus sûre |
   difícil de superar | difícil de batir | imbatible | insuperable | la más adecuada | el más adecuado |
   la más indicada | el más indicado | la más recomendable | el más recomendable |
   empfehle* | empfehlen | empfohlen | empfiehlt | empfiehlt sich | empfehlenswert* | Empfehlung |
   nehmen Sie | greifen Sie zu | wählen Sie | entscheiden | beste Wahl | richtige Wahl |
   bessere Wahl | gute Wahl | lohnt sich | lohnen sich | solide Option* | Top-Option* |
   stärkste Option | beliebteste* | bessere Angebot | deutlich besser | probieren Sie |
   greifen Sie | zugreifen | wähle | würde ich nehmen | gut beraten | bestens beraten | nehmt |
   setze auf | setzen Sie auf | hol dir | holen Sie sich | kaufen Sie |
   Kaufempfehlung |
   gut bedient | besser bedient | wende dich an | wenden Sie sich an | punktet | punkten | überzeugt | überzeugen | sticht heraus | Favorit | Testsieger |
   empfehle ich | lohnt* | kommt in Frage | kommen in Frage | kommt infrage | kommen infrage | ans Herz |
   recommand* | choisissez | choisirais | optez | privilégiez | je préférerais | prenez | meilleur choix | bon choix |
   option à retenir | valent le détour | vaut le détour | mon choix | notre choix | idéal pour |
   meilleure affaire | orienterais vers | allez chez | adressez-vous à | est plus adapté | est plus adaptée |
   sont plus adaptés | sont plus adaptées | serait plus adapté | serait plus adaptée | options solides | option solide | l'option la plus solide | le mieux noté |
   à considérer | nettement meilleur | meilleur | essayez | suggère | vaut le coup |
   valent le coup | vaut la peine | valent la peine | penche pour | pencherais pour | partirais sur |
   prends | choisis | privilégier | passez par | passez chez | passez directement chez | misez sur | miserais sur | passerais par | je passerais par |
   Preis-Leistungs-Tipp | Spartipp | Geheimtipp | Tipp für |
   tournez-vous vers | tourne-toi vers | orientez-vous vers | orientez-vous plutôt vers | oriente-toi vers | foncez | je prendrais |
   prendrais | opterais | se démarque | se démarquent | se distingue | se distinguent | convient bien |
   conviennent bien | conviene bien | encaja bien | sort du lot | tirer son épingle | coup de cœur |
   elige | quédate con | opta por | optaría | elegiría* | elegid | escoged | optad por |
   escogería* | me quedo con | iría con | iría por | me decantaría | me inclino por | me inclinaría |
   considerar | considéralo | destaca | destacan | se destaca |
   merece la pena | vale la pena | valen la pena | no falla | apuesta segura | apostaría por |
   apuesten por | apostad por | me convence | decántate por | decantaría | hazte con | yo iría |
   mejor opción | buena opción | merece la pena | merecen la pena | vale la pena | mi elección |
   nuestra elección | me quedaría con | opciones sólidas | opción sólida | la opción más sólida |
   ideal para | mejor compra | orientaría hacia | acude a | tiene sentido mirar | tiene sentido elegir |
   makes sense to look at | it makes sense to go with | is another option | are other options |
   me cambiaría a | me pasaría a | I'd switch to | I would switch to | I'd move to | je passerais chez |
   eine Überlegung wert | einen Blick wert | encajará mejor | te encajará | encajaría mejor |
   es otra opción | est une autre option | ist eine weitere Option | ist eine andere Option | lohnt sich ein Blick auf | vaut la peine de regarder | es más adecuad* | resulta más adecuad* | mejores valoraciones | opción adecuada | mejor valorado | más fiable | claramente mejor | a elegir |
   pruebe | sugiero | aconsejo | fait l'affaire | fera l'affaire | faire l'affaire | font l'affaire |
   feront l'affaire | does the trick | do the trick | I'd register with | I would register with |
   I'd sign up with | I'd book | empezaría con | empezaría por | empezaría en | comenzaría con | comenzaría por | comenzaría en |
   commencerais par | je commencerais avec | mis en avant | mise en avant | works fine for | works well for | work well for |
   fonctionne bien pour | funciona bien para | funktioniert gut für | is fine | are fine | I'd try |
   I would try | je tenterais | j'essaierais | je regarderais en premier | regarderais en premier |
   probaría | yo probaría | me haría socio | me haría socia | me haría cliente | bien plus adapté |
   bien plus adaptée | nettement plus adapté | nettement plus adaptée | much better suited |
   would call first | I'd call first | worth a serious look | worth a closer look | place to start | closest match | best match | regardez aussi | regardez du côté de |
   jetez un œil à | jetez un œil aux | jetez un coup d'œil à | einen Blick wert | einen Besuch wert |
   einen Versuch wert | mérite un essai | mérite le détour | colle le mieux | correspond le mieux |
   convient le mieux | passt am besten | fits best | best fits |
   far better suited | mucho más adecuado | mucho más adecuada | viel besser geeignet |
   buena sustituta | buen sustituto | good substitute | good replacement | guter Ersatz`,
  'などが(?:よく)?挙げられ|選びやすい|のほうが合って|の方が合って|候補に加え|などがあります|(?<!の)併用|一つの方法です|(?<!こと|の)を勧めます|ひとつの方法です|一つの手です|がいいと思|がいいでしょう|選択肢になり|選択肢に入|任せられます|現実的な選択肢|有力な選択肢|良い選択肢|よい選択肢|第一候補|第1候補|候補に挙げ|候補になり|候補に入|候補です|候補として|おすすめ|お勧め|向いて|を推します|推しです|イチ推し|オススメ|推奨します|選んでください|選びましょう|を選び|を選ぶ(?!とき|時|際|場合|前|うえで|上で)|選択肢です|最適(?!化)|最も有力|がよいでしょう|が良いでしょう|とよいでしょう|のがよい|のが良い|のがいい|がベスト|が無難|が一番|がいちばん|一押し|イチオシ|を検討(?!する場合|するなら|中|している|していた)|お得|試す価値|検討の価値|価値があります|価値はあります|検討する価値|適しています|優れています|信頼できます',
] as const;
const SUFFICIENT = [
  // German verbs of choosing around their object: "würde ich Acme wählen", "zu Acme greifen".
  `würde\\s+ich\\s+(?:${W}\\s+){0,8}?(?:wählen|nehmen|kaufen|greifen|bevorzugen|nutzen|setzen|anschauen|ansehen|testen|ausprobieren|abschließen|buchen|versuchen|anrufen|beauftragen|wenden|gehen)`,
  `zu\\s+(?:${W}\\s+){1,4}?(?:greifen|greife|griffe)`,
  `(?:tendiere|tendieren|tendiert)\\s+(?:${W}\\s+){0,4}?zu`,
  // "Acme will suit your workflow better".
  `suits?\\s+(?:${W}\\s+){1,2}?better`,
  // "I would call Acme first", "I'd contact Acme first".
  `(?:I['’]d|I\\s+would)\\s+(?:call|contact|ring)\\s+(?:${W}\\s+){1,5}?first`,
  // "sollte sich Acme ansehen", "solltet ihr Acme testen": a pick for the reader.
  `(?:sollte|solltest|sollten|solltet)\\s+(?:${W}\\s+){0,4}?(?:ansehen|anschauen|wählen|nehmen|buchen|testen|ausprobieren|anfragen|kontaktieren|beauftragen)`,
  // "yo gastaría un poco más en la Acme", "I'd spend a bit more on Acme": worth paying for.
  `(?:gastaría|invertiría|spend)\\s+(?:${W}\\s+){0,4}?(?:en|on)`,
  // "Häufig genannte Alternativen mit stabileren Beiträgen sind Pfote und Vetolia", "alternatives include".
  // (Not what they are like: "las alternativas anteriores son más cortas".)
  `(?:alternatives|Alternativen|alternativas|options|Optionen|opciones)\\s+(?:${W}\\s+){0,5}?(?:are|include|sind|wären|sont|seraient|son|serían|incluyen)(?!\\s+(?:más|menos|plus|moins|more|less|mehr|weniger|muy|très|very|sehr|usually|generally|often|souvent|meist|meistens|suelen)(?![\\p{L}]))`,
  // "Acme suffit", "Acme reicht völlig", "con Acme basta": enough for the need (not "il suffit de").
  // (Not negated: "supprimer l'appli ne suffit pas", "no basta".)
  `(?<!il\\s)(?:suffit|suffisent|suffira)(?<!ne\\s+(?:suffit|suffisent|suffira))(?!\\s+pas(?![\\p{L}]))`,
  `(?:reicht|reichen)\\s+(?:(?:(?!(?:nicht|kaum)\\s)${W}\\s+){0,3}?(?:völlig|vollkommen)(?:\\s+aus)?|aus)|genügt(?!\\s+nicht)|basta(?<!no\\s+basta)|bastará(?<!no\\s+bastará)|es\\s+suficiente(?<!no\\s+es\\s+suficiente)|(?:is|may\\s+be|might\\s+be|could\\s+be|should\\s+be|would\\s+be)\\s+enough|will\\s+do|does\\s+the\\s+job|covers\\s+the\\s+(?:essentials|basics)`,
];

/**
 * Picks worded around their object or only at a clause start (version 13), in the four Latin-script
 * languages.
 */
const PICK_PATTERNS = [
  // "picks" as a noun ("our picks", "Staff picks"), not the verb before what is picked ("Each teacher
  // picks one of three policies").
  `picks(?!\\s+(?:one|a|an|the|their|its|his|her|from|between|which|what)(?![\\p{L}]))`,
  // "Maison Rossi reste l'adresse la plus régulière": the most … place to go (not the dearest one).
  `l['’](?:adresse|option)\\s+la\\s+plus\\s+(?!(?:chère|coûteuse|lente|éloignée|risquée|proche|similaire|ressemblante)(?![\\p{L}]))\\p{L}+`,
  // "bekommst du bei Glut mehr Sauna fürs Geld", "more app for your money": the better value.
  `mehr\\s+[\\p{L}-]+\\s+(?:fürs|für\\s+(?:das|dein|Ihr))\\s+Geld|more\\s+[\\p{L}-]+\\s+for\\s+(?:the|your)\\s+money`,
  // "confiez-les au Grenier", "confiez-lui vos meubles": entrust them to Acme.
  `confiez-(?:les|le|la|lui|leur)(?:\\s+\\p{L}+){0,3}?\\s+(?:à|au|aux)`,
  // "mira Riego" (look at a name), not "mira si hace guest spots" or "mira la fecha".
  `mira(?=\\s+(?:\\*\\*)?(?!(?:si|la|el|los|las|lo|que|qué|cómo|cuál|cuánto|dónde|bien|antes|primero|también|a|al|en|de|del|por|tu|tus|su|sus|esto|eso|este|esta|estos|estas|un|una|unos|unas|y|o|con|hacia|cuando)(?![\\p{L}]))\\p{L})`,
  // "Wir raten zu Acme", not "in zwei Raten fällig" (instalments) nor "Zeitangaben und Raten" (rates).
  // (Nor "zu einem anderen Anbieter raten", a warning about the one named.)
  `raten(?<!(?:^|[^\\p{L}\\p{N}])(?:in|\\p{N}+|zwei|drei|vier|fünf|sechs|zehn|zwölf|monatliche|monatlichen|mehreren|gleichen|kleinen|und|oder|die|den|der|ihre|seine|hohe|höhere|niedrige|niedrigere)\\s+raten)(?<!anderen\\s+Anbieter\\s+raten)`,
  // "rendez-vous chez Acme" (go to Acme), not "la prise de rendez-vous chez le coiffeur" (a noun).
  `rendez-vous\\s+chez(?<!(?:^|[^\\p{L}])(?:de|un|le|les|des|du|au|aux|votre|vos|ton|tes|mon|mes|son|ses|d['’])\\s*rendez-vous\\s+chez)`,
  // "Try Acme", not "the Mini tier lets you try the service" (what a product allows).
  // (Nor the reader's wish in a condition: "If you still want to try fibr, …".)
  `try(?<!(?:let|lets|letting|allow|allows|allowing|enable|enables|help|helps)\\s+(?:you|users|people|customers|members|newcomers|beginners)\\s+(?:to\\s+)?try)(?<!(?:want|wants|wish|decide|decides)\\s+to\\s+try)`,
  // "Ich würde Acme nehmen", not "als grobe Orientierung nehmen" (take as) or "… die man nehmen
  // sollte" (a relative clause), nor a separable verb ("nehmen Lindemann und Elbklang nur aus Kulanz
  // zurück": take back).
  `nehmen(?<!(?:^|[^\\p{L}])als\\s+(?:${W}\\s+){0,3}nehmen)(?!\\s+(?:sollte|sollten|kann|könnte|können|muss|müssen|darf|dürfen|will|wollen)(?![\\p{L}]))(?![^.,;:!?\\n]{0,60}?\\s(?:zurück|entgegen|teil)(?![\\p{L}]))`,
  // "Bas de Casse serait une solution de repli raisonnable", "Acme is a sensible fallback": the one to
  // take if the pick cannot (not "demandez s'il prévoit une solution de repli").
  // (Also "Acme peut servir de solution de dépannage", "Acme can serve as a backup".)
  `(?:est|serait|reste|constitue|constituerait|is|would\\s+be|makes|ist|wäre|bleibt|es|sería|sigue\\s+siendo|(?:peut|pourrait|can|could|puede|podría)\\s+(?:servir\\s+de|serve\\s+as|servir\\s+(?:de|como)))\\s+(?:${W}\\s+){0,3}?(?:(?:solution|option)\\s+de\\s+(?:repli|dépannage|secours)|fallback|backup|Ausweich(?:option|möglichkeit)|(?:opción|alternativa)\\s+de\\s+respaldo)(?![\\p{L}])`,
  // "Book a visiting technician through Acme", "Order the strings from Acme": an imperative opening its
  // clause, with the name after its preposition.
  `(?:book|order|buy|schedule|get)(?<=(?:^|[,:;.!]|\\*\\*)\\s*(?:book|order|buy|schedule|get))\\s+(?:[\\p{L}-]+\\s+){1,4}?(?:through|via|from)(?![\\p{L}])`,
  // "If budget matters, start with Acme": the imperative opens its clause; "if you start with complex
  // designs" and "most courses start with" describe.
  `start\\s+with(?<=(?:^|[,:;.!]|\\*\\*|(?:^|[^\\p{L}])(?:and|then|so|just|simply))\\s*start\\s+with)`,
  // "Si tu presupuesto es ajustado, empieza por Acme": the imperative opens its clause; "el curso
  // empieza por la fila central", "(empieza por …" and "alguien que empieza con" describe.
  `empieza\\s+(?:por|con)(?<=(?:^|[,:;.!¡]|\\*\\*|(?:^|[^\\p{L}])y)\\s*empieza\\s+(?:por|con))`,
  // "Considera Acme si …", "También considere Acme", not "nutri las considera productos …" (it
  // considers them).
  `(?:considera|considere)(?<=(?:^|[,:;.!¿¡(]|\\*\\*)\\s*(?:(?:también|y|o|entonces|tú|usted)\\s+)?consider[ae])`,
  // "Si lo que necesitas es gastar poco, ve a Acme", "**Solo la transferencia:** ve con Acme", "id a por
  // Acme": a Spanish imperative of going to it, opening its clause ("se ve a simple vista" is no pick).
  `(?<=(?:^|[,:;.!]|\\*\\*)\\s*)(?:ve|vete|id|acude|acudid)\\s+(?:a\\s+por|a|con)`,
  // "Lleva la guitarra a **Acme**", "Take it to Acme": an imperative of bringing the thing there,
  // opening its clause.
  `(?:lleva|llevad|llévala|llévalo)(?<=(?:^|[,:;.!]|\\*\\*)\\s*ll[eé]v\\p{L}+)\\s+(?:(?:la|el|las|los|tu|tus)\\s+${W}\\s+)?a`,
  `take(?<=(?:^|[,:;.!]|\\*\\*)\\s*take)\\s+(?:it|them|the\\s+${W})\\s+to`,
  // "I'd lean toward Acme", not "I'd lean toward not mailing it to Acme" (a warning).
  `(?:lean|leaning)\\s+towards?(?!\\s+(?:not|against|avoiding|skipping)(?![\\p{L}]))`,
  // "Préférez un fourgon récent, par exemple chez Acme": the imperative, not "si vous préférez".
  `(?<!vous\\s)préférez`,
  // "Hier passt Acme.", "Dann passt Acme gut", "gehen Sie zu Acme", "kommt auch Acme in Plagwitz infrage".
  `(?:hier|dann|da)\\s+passt(?!\\s+(?:${W}\\s+){0,3}?(?:nicht|kaum|weniger))`,
  `passt\\s+(?:${W}\\s+){0,4}?(?:gut|besser|am\\s+besten|perfekt|ideal)(?![\\p{L}])`,
  `(?:geh|geht|gehen\\s+Sie)\\s+zu`,
  // "If you mostly want somewhere quiet, look at Acme or a day pass instead".
  `look\\s+at(?=[^.!?\\n]{1,80}\\sinstead(?![\\p{L}]))`,
  // "Als Alternativen bieten sich in Ihrer Region zum Beispiel Acme oder Globex an".
  `(?:bietet|bieten)\\s+sich\\s+(?:${W}\\s+){0,10}?an(?![\\p{L}])`,
  `(?:kommt|kommen)\\s+(?:auch\\s+)?(?:die|der|das)\\s+(?:${W}\\s+){1,4}?(?:in\\s+Frage|infrage)`,
  // "recommend", "je conseillerais", "recomiendo" — not of avoiding: "I'd recommend avoiding Acme", "je
  // vous conseillerais d'éviter Acme", "te recomiendo evitar Acme" advise against it; nor others'
  // advice: "older posts recommending Acme's tours".
  `(?:recommend|conseill|recomiend|recomend)\\p{L}*(?!\\s+(?:(?:you|vous|te|le|les|os)\\s+)?(?:avoiding|against|steering|staying\\s+away|skipping|d['’]éviter|de\\s+ne\\s+pas|evitar|no\\s|buscar\\s+(?:en\\s+)?otr))(?<!recommends(?=\\s+\\p{Ll}+ing\\s))(?<!(?:posts|threads|articles|reviews|guides|sites|blogs|people|users|others|forums)\\s+recommending)`,
  // "**If your tank failed today**, call Acme": an imperative opening its clause.
  `(?<=(?:^|[,:;.!]|\\*\\*)\\s*)call`,
  // "**If US taxes are the priority, take Margin.**", "…, use Brooks Ledger.", "…, usa Vuelta.": an
  // imperative opening its clause with the name, and nothing else, as its object.
  `(?<=(?:^|[,:;]|\\*\\*)\\s*)(?:take|use|get|hire|book|usa|elige|contrata|prends|prenez|choisis|choisissez|nimm)(?=\\s+${TOKEN}(?:\\s+${TOKEN}){0,2}\\s*[.!](?:\\*\\*)?(?:\\s|$))`,
  // "**Para la mesa de diseño, Mueblia.com.**", "**For the sofa, Acme.**": a need, then the name alone
  // closing the sentence (not "For reference, Gallatin Guitar Co. currently lists …").
  `(?<=(?:^|\\*\\*)\\s*)(?:para|for|pour|für)\\s+(?!(?:reference|context|comparison|example|instance|référence|comparaison|exemple|referencia|comparación|ejemplo|contexto|Vergleich|Beispiel)(?![\\p{L}]))[^,.!?\\n]{2,60},(?=\\s+\\S+?(?:\\s+\\S+?){0,2}\\s*[.!](?:\\*\\*)?(?:\\s|$))`,
  // "se tournent souvent vers Acme", "je pencherais assez nettement pour Acme", "des artisans mieux notés
  // comme Acme". (Not the participle alone: "d'autres applis, comme PIAF, sont davantage tournées vers
  // la tenue d'un carnet" says what they are for.)
  `se\\s+(?:${W}\\s+){0,2}?tourn\\p{L}*\\s+(?:${W}\\s+){0,2}?vers|tourn(?!(?:é|ée|és|ées)(?![\\p{L}]))\\p{L}*\\s+(?:${W}\\s+){0,2}?vers`,
  `pencher\\p{L}*\\s+(?:(?:${W}\\s+){1,3}?pour|(?:${W}\\s+){0,3}?(?:vers|du\\s+côté\\s+(?:de|d['’]))(?![\\p{L}]))`,
  // "würde ich zu Acme tendieren", "ich tendiere klar zu Acme".
  `würde\\s+ich\\s+(?:${W}\\s+){1,4}?tendieren|tendiere\\s+(?:ich\\s+)?(?:${W}\\s+){0,2}?zu`,
  `mieux\\s+not(?:é|ée|és|ées)`,
  // "À votre place, je demanderais d'abord un devis à Acme", "If I were you, I'd ask Acme" (not "… je ne
  // signerais pas").
  `(?:à\\s+(?:votre|ta)\\s+place|in\\s+your\\s+shoes|if\\s+I\\s+were\\s+you|an\\s+(?:Ihrer|deiner)\\s+Stelle),?\\s+(?:je|j['’]|I['’]d|I\\s+would|würde\\s+ich|ich\\s+würde)(?![^.!?\\n]*(?:\\sne\\s|\\sn['’]|\\snot\\s|n['’]t\\s|\\snicht\\s|\\skein))`,
  // "Freelancers who leave often switch to Acme".
  `(?:often|usually|typically|generally|mostly)\\s+(?:switch|move|turn)\\s+to`,
  // "Acme is another reputable option", "ist auch Acme eine Option".
  `(?:is|are)\\s+(?:another|also\\s+an?)\\s+(?:${W}\\s+){0,2}?(?:option|choice|pick|alternative)s?(?![\\p{L}])`,
  `ist\\s+(?:auch|ebenfalls)\\s+(?:${W}\\s+){1,4}?eine\\s+(?:\\p{L}+\\s+)?(?:Option|Alternative|Wahl)(?![\\p{L}])`,
  // "I'd move your HTTP checks to Acme", "my first call would be Acme".
  `(?:I['’]d|I\\s+would)\\s+(?:move|switch|migrate|shift)\\s+(?:${W}\\s+){1,5}?(?:over\\s+)?to`,
  `my\\s+first\\s+(?:call|choice|pick|stop)\\s+(?:would\\s+be|is)`,
  // "Dann schau dir Acme an", "Schau dir [Acme](https://acme.de) an".
  `(?:schau|schaut|schauen\\s+Sie)\\s+(?:dir|euch|sich)\\s+(?:\\S+\\s+){0,5}?an(?![\\p{L}])`,
  // "Acme est probablement l'option la plus efficace", "La piste la plus intéressante me semble être
  // Acme", "La más parecida en precio y trato es Acme": the superlative of a need.
  `(?:l['’]option|le\\s+choix|la\\s+solution|la\\s+piste|l['’]adresse)\\s+la\\s+plus\\s+(?:efficace|adaptée|adapté|sûre|sûr|simple|complète|complet|fiable|intéressante|intéressant|solide|économique|rapide|souple|pertinente|pertinent|pratique|équilibrée|équilibré|raisonnable|sérieuse|sérieux)`,
  `(?:la|el)\\s+más\\s+(?:parecid[oa]|cercan[oa]|similar)\\s+(?:${W}\\s+){0,4}?es`,
  // "La plus proche est sans doute Acme", "Am nächsten an dem, was Sie suchen, ist vermutlich Acme", "the
  // closest one is Acme".
  `(?:la|le)\\s+plus\\s+proche\\s+(?!de\\s|du\\s|d['’])(?:${W}\\s+){0,3}?(?:est|serait)|am\\s+nächsten\\s+(?:an\\s+[^.!?\\n]{0,40}?)?(?:ist|kommt|wäre)|the\\s+closest\\s+(?:one\\s+|option\\s+|thing\\s+)?(?:is|would\\s+be)`,
  // "Si tuviera que quedarme con una sola, te diría Acme", "If I had to pick one, …", "Si je devais n'en
  // choisir qu'une, …", "Wenn ich mich für eine entscheiden müsste, …".
  // (Also "If I had to keep only one", "Si je ne devais en garder qu'une", "Wenn ich nur eine behalten
  // müsste", "Si solo pudiera quedarme con una", "Si je devais n'en retenir qu'un".)
  `si\\s+(?:tuviera\\s+que|(?:solo|sólo)\\s+pudiera)\\s+(?:quedarme\\s+con|elegir|escoger|recomendar)|if\\s+I\\s+(?:had|were)\\s+to\\s+(?:pick|choose|recommend|keep)|si\\s+je\\s+(?:ne\\s+)?devais\\s+(?:n['’]en\\s+|en\\s+)?(?:choisir|garder|retenir|conserver|recommander|trancher)|wenn\\s+ich\\s+(?:mich\\s+)?(?:für\\s+(?:eine|einen|ein)\\s+)?(?:nur\\s+(?:eine|einen|ein)\\s+)?(?:entscheiden|wählen|aussuchen|behalten|empfehlen)\\s+(?:müsste|dürfte)`,
  // "Eine Alternative zu Ruhepol, die in Bonn häufig genannt wird, ist Acme", "An alternative to X is Acme".
  `(?:an|one|eine|une|una)\\s+(?:alternative|Alternative|alternativa)\\s+(?:to|zu[rm]?|à|a)\\s[^.!?\\n]{1,60}?\\s(?:is|ist|est|es)(?![\\p{L}])`,
  // "La plus évidente est Acme", "La opción más evidente es Acme", "The most obvious one is Acme".
  `(?<=(?:^|[,:;.!]|\\*\\*)\\s*)(?:la|le|el|the)\\s+(?:(?:opción|option|alternativa|alternative|choice)\\s+)?(?:plus\\s+|más\\s+|most\\s+)?(?:évidente?|logique|naturelle?|obvia|obvio|lógica|lógico|evidente|obvious)\\s+(?:one\\s+|choice\\s+|pick\\s+)?(?:est|serait|reste|es|sería|is|would\\s+be)`,
  // "te convendrá una específica como Acme".
  `(?:te|le|os|les)\\s+(?:conviene|convendrá|convendría)`,
  // "La alternativa más parecida es Acme", "die naheliegende Alternative ist Acme": one alternative named.
  `(?:the|la|l['’]|die)\\s*(?:${W}\\s+){0,2}?(?:alternative|alternativa|Alternative)\\s+(?:${W}\\s+){0,2}?(?:is|es|est|ist|wäre|sería|serait|would\\s+be)`,
  // "Eine Alternative ist Rückenwind", "Another option is Acme", "Otra alternativa es Acme" (not "An
  // alternative is to call …").
  `(?<=(?:^|[,:;.!]|\\*\\*)\\s*)(?:an|another|one|eine|eine\\s+weitere|une|une\\s+autre|una|otra)\\s+(?:alternative|alternativa|Alternative|option|Option|opción)\\s+(?:is|es|est|ist|wäre|sería|serait|would\\s+be)(?!\\s+(?:to|de|d['’]|zu|que|of)\\s)`,
  // "las agencias que mejor gestionan … son Acme", "celles qui gèrent le mieux … sont", "the ones that
  // handle it best are".
  // "Acme is the simpler choice", "a safer bet", "the more flexible option" (not "the other option").
  `(?<![\\p{L}])(?:the|a|an)\\s+(?:(?!(?:other|former|latter|older|newer|under|over|outer|inner|upper|lower|later|earlier|never|either|neither|rather|whether|riskier|worse|poorer|weaker|slower|pricier|costlier|harder|tougher|shakier)\\s)\\p{L}{3,}er|more\\s+\\p{L}+)\\s+(?:choice|option|pick|bet|fit)(?![\\p{L}])`,
  `(?:los|las)\\s+(?:\\p{L}+\\s+){0,2}que\\s+mejor\\s+[^.!?\\n]{1,80}?\\s+son`,
  // (One: "la plataforma que mejor encaja según las valoraciones es Acme", "celle qui correspond le
  // mieux … est", "the one that fits your schedule best is".)
  `(?<![\\p{L}])(?:el|la|lo)\\s+(?:\\p{L}+\\s+){0,2}que\\s+mejor\\s+[^.!?\\n]{1,80}?\\s+es(?![\\p{L}])`,
  `(?<![\\p{L}])(?:celui|celle|(?:le|la|l['’])\\s*\\p{L}+)\\s+qui\\s+[^.!?\\n]{1,60}?\\s+le\\s+mieux(?:\\s+[^.!?\\n]{0,60}?)?\\s+est(?![\\p{L}])`,
  `(?<![\\p{L}])the\\s+(?:one|\\p{L}+)\\s+that\\s+[^.!?\\n]{1,60}?\\s+best(?:\\s+[^.!?\\n]{0,40}?)?\\s+is(?![\\p{L}])`,
  `(?:ceux|celles|les\\s+\\p{L}+)\\s+qui\\s+[^.!?\\n]{1,60}?\\s+le\\s+mieux(?:\\s+[^.!?\\n]{0,60}?)?\\s+sont`,
  `(?:the\\s+(?:ones|\\p{L}+s)\\s+that|those\\s+that)\\s+[^.!?\\n]{1,60}?\\s+best(?:\\s+[^.!?\\n]{0,40}?)?\\s+are`,
  // "Wer Wert auf Verlässlichkeit legt, findet mit Acme eine Alternative".
  `(?:findet|finden\\s+Sie|findest\\s+du)\\s+(?:mit|bei|in)\\s[^.!?\\n]{1,40}?\\s(?:eine|die)\\s+(?:\\p{L}+\\s+)?Alternative`,
  // "señalan como alternativas la Escuela Clave o …", "named as alternatives".
  `(?:como|as|comme|als)\\s+(?:\\p{L}+\\s+)?(?:alternativas?|alternatives?|Alternativen?)(?![\\p{L}])(?!\\s+(?:a|to|à|zu)\\s)`,
  // "Tipp: Tarife ohne … bieten unter anderem Acme, …": a tip naming providers.
  `(?<=(?:^|\\n)[\\s*_-]*)(?:Tipp|Tip|Astuce|Consejo)(?:\\*\\*)?\\s*:(?=[^.!?\\n]*(?:bieten|anbieten|offer|offers|proposent|ofrecen))`,
  // "hay dos que encajan bien. La primera es Pedalia … La segunda es …": enumerated options.
  `(?<=(?:^|[,:;.!]|\\*\\*)\\s*)(?:la|le|el|the|die|der)\\s+(?:primera|segunda|tercera|primero|segundo|tercero|first|second|third|erste|zweite|dritte|première|premier|seconde|deuxième|troisième)\\s+(?:option\\s+|opción\\s+)?(?:es|is|ist|est)(?=\\s+\\p{Lu})`,
  // "look at Tallyo", "take a look at Tallyo" (not "look at its admin controls", "look at the reviews",
  // nor the noun of an overview: "Here's a side-by-side look at Tallyo and Acme").
  `(?:take\\s+a\\s+(?:closer\\s+)?look|(?<!(?:^|[^\\p{L}])(?:a|an)\\s+(?:[\\p{L}-]+\\s+)?)look)\\s+at(?!\\s+(?:its|their|the|your|his|her|this|that|these|those)(?![\\p{L}]))`,
  // "Dann probier Caruso Coach", "Nimm Acme" (not "probier den Matcha zuerst", "Nimm deine
  // Lieblingssorte von Acme als Referenz mit": an object of their own).
  // "…, ergänze dein Fangbuch mit knotr", "kombinieren Sie es mit Acme": an imperative adding it.
  `(?<=(?:^|[,:;.!]|\\*\\*)\\s*)(?:ergänze|ergänzen\\s+Sie|kombiniere|kombinieren\\s+Sie)\\s+(?:${W}\\s+){0,3}?(?:mit|um)(?=\\s)`,
  `(?:probier|nimm)(?!\\s+(?:den|die|das|dem|der|ein|eine|einen|einem|es|ihn|sie|dein\\p{L}*|mal|doch|zuerst|erst|aus|mit)(?![\\p{L}]))`,
  // "**Harmonia** convient si votre chœur veut aussi …", "Acme encaja si tu prioridad es …", "Acme makes
  // sense if you …", "Acme passt, wenn Sie …": the one that fits the reader's need.
  `(?:convient|conviennent|conviendra|conviendront|encaja|encajan|encajará|conviene|convienen|passt|passen|suits\\s+you|makes\\s+sense)(?:\\s+(?:surtout|plutôt|sobre\\s+todo|vor\\s+allem|mainly|mostly|especially))?,?\\s+(?:si|if|wenn|falls)(?=\\s[^.!?\\n]{0,40}?(?<![\\p{L}])(?:vous|votre|vos|tu|tus|te|you|your|Sie|Ihr|Ihre|du|dein\\p{L}*)(?![\\p{L}]))`,
  // "Ritmo Sur es la referencia en salsa", "c'est la référence pour": the go-to (not a baseline).
  `(?:es|est|ist|is)\\s+(?:la|el|die|the)\\s+(?:referencia|référence|Referenz|benchmark)\\s+(?:en|para|pour|en\\s+matière\\s+de|für|bei|for|in)`,
];

/** The answer suggests the entity in the same clause: a pick, a choice, a recommendation. */
export const RECOMMEND = cues(...RECOMMEND_TERMS, [...EVALUATIVE, ...SUFFICIENT, ...PICK_PATTERNS]);
/** RECOMMEND without the evaluative predicates, for a passage with no head noun of choosing. */
export const RECOMMEND_PLAIN = cues(...RECOMMEND_TERMS, [...SUFFICIENT, ...PICK_PATTERNS]);

const AGAINST_TERMS = [
  // ("avoids the lookup-table habit": what the subject spares the reader, not a warning.)
  `avoid | avoiding | avoided | avoidance | steer clear | would not recommend | wouldn't recommend | don't recommend | do not recommend |
   nur eingeschränkt zu empfehlen | nur bedingt zu empfehlen | nur bedingt empfehlenswert |
   eignet sich höchstens | eignen sich höchstens | eignet sich allenfalls | eignen sich allenfalls |
   not recommended | can't recommend | cannot recommend | skip it | rule it out | rule out |
   not a good idea | no es buena idea | no es una buena idea | pas une bonne idée | keine gute Idee |
   advise against | stay away | steering clear | steering away | staying away | pass on | wouldn't bother |
   would not bother | look elsewhere | think twice | real drawbacks for | serious drawbacks for | echte Nachteile für | de vrais inconvénients pour | serias desventajas para | steer away | hard to recommend | wouldn't choose |
   harder to recommend | difficile à recommander | difícil de recomendar | no encaja aquí | doesn't fit here | passt hier nicht | ne convient pas ici |
   no encaja con lo que pides | no encaja con lo que buscas | no encaja con lo que necesitas | doesn't fit what you need | doesn't fit what you're looking for |
   no me la jugaría | no me arriesgaría | wouldn't risk it | would not risk it |
   ne referais pas appel | ne ferais pas appel | ne ferais plus appel | ne referais plus appel |
   plus difficile à recommander | más difícil de recomendar | schwerer zu empfehlen |
   ungeeignet | nicht geeignet | weniger geeignet | unsuitable | not suitable | inadapté | inadaptée | no apto | no apta |
   not what I'd choose | not what I would choose | no es lo que yo elegiría | no es lo que elegiría |
   pas l'option que je | pas la solution que je | not the option I'd | not the one I'd | no es la opción que | nicht die Option, die ich |
   not ideal | pas idéal | pas idéale | nicht ideal | no es ideal | no es la ideal |
   zu einem anderen Anbieter raten | nicht raten | nicht dazu raten | nicht zu raten | recommend a different provider | recommend another provider |
   ce n'est pas ce que je choisirais |
   wouldn't pick | wouldn't go with | would not choose | give it a miss | not a good fit |
   advise against | stay away | lean toward not | lean towards not | abraten | abzuraten | abgeraten | rate ich ab | rate ab | raten ab |
   rät ab | raten wir ab | rate davon ab | meiden | nicht zu empfehlen | die Finger lassen |
   Finger davon lassen |
   la prudence s'impose | niemandem empfehlen | niemandem raten | nicht empfehlenswert | weniger empfehlenswert | weniger zu empfehlen | Finger weg | Hände weg | ausschließen | vermeiden | lohnt sich nicht |
   lohnt nicht | würde ich nicht | eher nicht | Abstand nehmen | kaum empfehlen |
   évitez | éviterais | à éviter | à fuir | fuyez | passez votre chemin | passer son chemin |
   passe ton chemin | ne vaut pas |
   ne recommande pas | ne recommanderais pas | déconseill* | pas recommandé | écarterais | écarter |
   evitaría | evita | evite | evitad | no recomiendo | no recomendaría | no lo recomendaría |
   menos recomendable | moins recommandable | less advisable | no te recomendaría |
   no incluiría | no la incluiría | no lo incluiría | wouldn't include | would not include | n'inclurais pas |
   no te lo aconsejo | no lo aconsejo | no te la aconsejo | no la aconsejo | no me apuntaría |
   desaconsej* | no creo que te compense | no creo que compense | no te compensa | no le compensa | no compensa pagar | no vale la pena | no merece la pena | no se recomienda | no lo recomiendo | descartaría |
   descartar | nicht aufgenommen | bewusst weggelassen | deliberately left out | deliberately excluded |
   volontairement écarté | he dejado fuera | dejé fuera | laisserais de côté | laisser de côté |
   mettrais de côté | passerais mon tour | dejaría de lado | dejaría fuera | would leave out | I'd leave out |
   isn't made for | is not made for | not built for | isn't built for | not designed for | isn't designed for |
   not meant for | isn't meant for | not the right fit | doesn't fit your | does not fit your |
   not what you need | isn't what you need | wrong choice | n'est pas fait pour | n'est pas faite pour |
   pas conçu pour | pas conçue pour | ne correspond pas à votre | ne correspond pas du tout à votre |
   ne correspond pas à vos | pas adapté à votre | pas adaptée à votre | pas le bon choix |
   no está pensado para | no está pensada para | no está hecho para | no está hecha para |
   no encaja con tu | no encaja con su | no se ajusta a tu | no se ajusta a su | no es lo que necesitas |
   nicht das Richtige | passt nicht zu Ihrem | passt nicht zu deinem | passt nicht zu Ihren |
   wäre ich vorsichtig | wäre ich skeptisch | I'd be careful | I would be careful | I'd be wary | I'd be cautious | I would be cautious |
   I would be wary | plus réservé sur | plus réservée sur | je serais réservé | je serais réservée |
   I'd hold off on | I would hold off on | no longer works for | no longer work for | no longer fits |
   no longer suits | risky choice | risky pick | risky option | riskier choice | riskier option | riskier bet | choix risqué | opción arriesgada | elección arriesgada | riskante Wahl | ya no te compensa | ya no encaja | ne convient plus | passt nicht mehr | je serais prudent | je serais prudente | je me méfierais | tendría cuidado | yo tendría cuidado`,
  // (Not inside 向き不向き or 向き・不向き, "suitability"; nor 外し for a pause, "新規のオーダーを停止して
  // いるため、今回は候補から外しています": left out, not advised against.)
  '(?<!向き・?)不向き|選ぶ理由は(?:以前より|前より)?少な|(?:使う|選ぶ)?メリットは(?:小さ|少な|あまりな)|選ぶ理由はな|選ぶ理由は見当たら|選ぶ理由は乏し|選ぶ理由は薄い|選ぶ理由はあまりな|選ぶ理由はあまりあり|選ぶ理由はありません|選ぶ理由はほとんど|合いません|には合わない(?!かもしれ)|に合わない(?!かもしれ)|避け(?!たい|られ)|向きません|向かない|向いていない|向いていません|適していません|適さない|選ばない|選びません|選ぶべきではない|勧めない|勧めません|おすすめしません|おすすめできません|おすすめしにく|おすすめできな|お勧めしません|お勧めしにく|お勧めできな|推奨できません|推奨しません|推奨しにく|(?<!(?:停止|休止|終了|休業|閉店|満席|受け付けていない|受け付けていません)[^。]{0,30})外し|控えた|見送|急がないほうが|急がない方が',
] as const;
/** Warnings worded around their object (version 13), in the four Latin-script languages. */
const AGAINST_PATTERNS = [
  // "not worth it" (not "if something isn't worth fixing": a thing, not an entity).
  // (The lookbehind after the words, so that it only runs where they matched.)
  `(?:not|isn['’]t|aren['’]t)(?<!(?:something|anything|everything|nothing|whatever)\\s+(?:not|isn['’]t|aren['’]t))\\s+worth`,
  // "Éviter", "evitar": a warning, except in a purpose clause ("para evitar los no-shows", "afin
  // d'éviter les frais": in order to avoid) or with the person spared ("peut vous éviter une
  // estimation ratée").
  `(?<!(?:(?:para|pour|sin|vous|te|nous|leur|lui|os|nos)\\s|afin\\s+d['’]))(?:éviter|evitar\\p{L}*)`,
  // "I'd steer you away from Acme", "I wouldn't make Acme your first choice", "je vous conseillerais
  // d'éviter Acme".
  `steer\\s+(?:${W}\\s+){1,2}?away`,
  // "One to skip", "it makes sense to skip Acme", "I'd skip Acme" (not "easy to skip or swap a
  // shipment", "rather skip an integration").
  `(?:to|I['’]d|would|should)\\s+skip(?!\\s+(?:or|and|a|an|the|your|ahead|over|past|straight|to|week\\p{L}*|deliver\\p{L}*|ship\\p{L}*|order\\p{L}*|month\\p{L}*|meal\\p{L}*|box\\p{L}*)(?![\\p{L}]))`,
  // An imperative opening a sentence, a verdict or a second clause: "Bottom line: Skip Acme for your
  // first kite", "start with Globex and skip Acme for now".
  // (The literal first, its lookbehind after it: a lookbehind opening an alternative runs at every position.)
  `skip(?<=(?:^|[:.!;—]|(?<![\\p{L}])and)[\\s*_]*skip)(?=\\s+(?!(?:or|and|a|an|the|your|ahead|over|past|straight|to|this|that|these|those)(?![\\p{L}]))\\S)`,
  `(?:I['’]d|I\\s+would|I\\s+am|I['’]m)\\s+(?:be\\s+)?hesitant\\s+to\\s+(?:choose|pick|recommend|go\\s+with|sign\\s+up|book)`,
  `(?:wouldn['’]t|would\\s+not|don['’]t|do\\s+not)\\s+make\\s+(?:${W}\\s+){1,4}?(?:your|my|the)\\s+(?:first|top|main|go-to)\\s+(?:choice|pick)`,
  `(?:wouldn['’]t|would\\s+not)\\s+rely\\s+on`,
  // "I wouldn't take a Husky to Acme for a full groom".
  `(?:wouldn['’]t|would\\s+not)\\s+(?:take|bring|send)\\s+(?:${W}\\s+){1,3}?to`,
  // A verdict column: "| Acme | … | ❌ Skip for this goal |".
  `(?<=[❌✗✘🚫]\\s*)(?:skip|avoid|pass)`,
  // "for a cracked cello it is not the option I would choose", "ce n'est pas l'atelier que je choisirais".
  `(?:is\\s+not|isn['’]t|it['’]s\\s+not)\\s+(?:the|an?|my)\\s+(?:${W}\\s+){0,2}?(?:option|choice|pick|one|shop|app|service)\\s+I(?:['’]d|\\s+would)\\s+(?:choose|pick|recommend|go\\s+with|use)`,
  `(?:n['’]est|ne\\s+sont)\\s+pas\\s+(?:l['’]|le\\s+|la\\s+|les\\s+|un\\s+|une\\s+)(?:${W}\\s+){0,2}?que\\s+je\\s+(?:choisirais|recommanderais|conseillerais|prendrais)`,
  // "je ne la recommanderais plus", "je ne le conseillerais pas", "no la recomendaría".
  `ne\\s+(?:l['’]|la\\s+|le\\s+|les\\s+|vous\\s+)?(?:recommanderais|recommanderai|conseillerais|choisirais)\\s+(?:plus|pas|guère)`,
  `no\\s+(?:la|lo|las|los|te|os)\\s+(?:recomendaría|recomendaria|recomiendo|aconsejaría)`,
  // "no es una escuela que recomendaría".
  `no\\s+es\\s+(?:una?|el|la)\\s+(?:${W}\\s+){0,2}?que\\s+(?:yo\\s+)?(?:recomendaría|elegiría|escogería|contrataría)`,
  `(?:recommend|conseill|recomiend|recomend)\\p{L}*\\s+(?:(?:you|vous|te|le|les|os)\\s+)?(?:avoiding|steering\\s+clear|staying\\s+away|skipping|d['’]éviter|de\\s+ne\\s+pas|evitar)`,
  `(?:appellent|appelle|invitent|invite)\\s+à\\s+la\\s+prudence`,
  // "Vorsicht ist dagegen bei Acme angebracht", "würde ich dort kein Abo abschließen".
  `Vorsicht\\s+(?:${W}\\s+){0,5}?(?:angebracht|geboten)`,
  `würde\\s+ich\\s+(?:${W}\\s+){0,4}?(?:kein|keine|keinen|nicht)\\s+(?:${W}\\s+){0,2}?(?:abschließen|buchen|kaufen|bestellen|unterschreiben)`,
  // "Acme würde ich in eurem Fall eher auslassen".
  `würde\\s+ich\\s+(?:${W}\\s+){0,6}?(?:auslassen|weglassen|links\\s+liegen\\s+lassen)`,
  // "Je mettrais en revanche de côté ResaFlow", "yo dejaría por ahora de lado Acme".
  `(?:mettrais|laisserais)\\s+(?:${W}\\s+){1,3}?de\\s+côté|dejaría\\s+(?:${W}\\s+){1,3}?de\\s+lado`,
  // "wäre ich bei diesem Anbieter vorsichtig", "sollte bei Acme derzeit vorsichtig sein".
  `wäre\\s+ich\\s+(?:${W}\\s+){1,4}?(?:vorsichtig|skeptisch|zurückhaltend)`,
  `(?:sollte|solltest|sollten|solltet)\\s+(?:${W}\\s+){1,5}?(?:vorsichtig|skeptisch|zurückhaltend)\\s+sein`,
];
const SEPARABLE = [
  // German separable verbs split around their object: "rate ich Ihnen davon ab", "rät Ihnen ab",
  // "Von Acme raten mehrere aktuelle Bewertungen auf Google und Trustpilot eher ab", "Weniger gut
  // schneidet Acme ab", "Acme schneidet bei den Preisen schlechter ab".
  `weniger\\s+gut\\s+(?:schneidet|schneiden)`,
  `(?:schneidet|schneiden)\\s+(?:${W}\\s+){0,6}?(?:schlecht|schlechter|schwach|schwächer|am\\s+schlechtesten)\\s+ab(?![\\p{L}])`,
  `(?:rate|raten|rät|ratet)\\s+(?:${W}\\s+){0,9}?(?:davon\\s+)?ab(?![\\p{L}])`,
];
/**
 * A negated verb of choosing: "I would not pick", "never choose", "je ne la prendrais pas", "je ne
 * choisirais pas", "no la recomendaría", "No me decantaría por", "nicht nehmen", "wähle ich nicht" (not
 * what a business does: "le studio ne prend pas les grandes pièces").
 */
const NEGATED_CHOOSING = [
  `(?:(?:would|wo|should|could|do|does|did|ca)n['’]t|not|never)\\s+(?!(?:only|just|merely|the|a|an|my|our|your)(?![\\p{L}]))(?:${W}\\s+)?(?:pick|choose|start\\s+with|go\\s+with|recommend|buy|book|hire|order\\s+from|sign\\s+up|bother\\s+with)`,
  `(?:ne|n['’])\\s*(?:l['’]|la\\s+|le\\s+|les\\s+|me\\s+|vous\\s+|te\\s+|lui\\s+)?(?:${W}\\s+)?(?:prend(?=s|r)|prenez|choisi|conseill|recommand|opte|opter|penche|pencher|partir|orient|tourne|mise|irai|achèter|ferai|paierai|utiliser|signer|confier|commanderai|réserverai)\\p{L}*\\s+(?:${W}\\s+)?pas(?!\\s+(?:toujours|forcément|nécessairement)(?![\\p{L}]))`,
  `no\\s+(?:(?:l[oa]s?|les?|me|te|se|nos|os)\\s+){0,2}(?:recomend|recomiend|eleg|elij|escog|escoj|decant|apost|opt|quedar|compr)\\p{L}*`,
  // First-person conditionals of doing, buying or ordering: "yo no me haría el blanqueamiento en Acme",
  // "yo no encargaría ahora mismo un cuadro a Acme".
  `no\\s+(?:l[oa]s?\\s+|les?\\s+|me\\s+)?(?:haría|iría|contrataría|usaría|utilizaría|pagaría|confiaría|encargaría|reservaría)`,
  // "yo no empezaría por Acme", "je ne commencerais pas par Acme".
  `no\\s+(?:empezaría|comenzaría)\\s+(?:por|con)|ne\\s+commencerais\\s+pas\\s+par`,
  `(?:nicht|nie|niemals)\\s+(?:${W}\\s+)?(?:nehmen|wählen|empfehlen|kaufen|greifen|buchen|beauftragen|versuchen|anrufen|bestellen)`,
  // "würde ich nicht in die engere Wahl nehmen".
  `nicht\\s+in\\s+die\\s+(?:engere\\s+)?(?:Wahl|Auswahl)\\s+(?:nehmen|ziehen)`,
  `(?:nehme|wähle|empfehle|kaufe|buche|nähme)\\s+ich\\s+(?:${W}\\s+){0,2}?nicht`,
];
/**
 * Not for this need: "ce n'est pas le cabinet qu'il vous faut", "no es la marca más recomendable",
 * "ist nicht für Großkunden gedacht".
 */
const NOT_FOR_NEED = [
  // "Not one I'd recommend", "not something we would pick".
  `not\\s+(?:one|something|a\\s+${W})\\s+(?:I|we)(?:['’]d|\\s+would)\\s+(?:recommend|pick|choose|go\\s+with)`,
  `n['’]est\\s+pas\\s+(?:le|la)\\s+${W}\\s+qu['’]il\\s+(?:vous|te|nous)\\s+faut`,
  // "ce n'est pas le cabinet que je retiendrais".
  `n['’]est\\s+pas\\s+(?:le|la)\\s+${W}\\s+que\\s+je\\s+(?:retiendrais|choisirais|prendrais|recommanderais|conseillerais)`,
  // "n'est pas le choix le plus sûr", "no es la opción más fiable": not the pick for this need.
  `n['’]est\\s+pas\\s+(?:le|la)\\s+(?:choix|option|solution|adresse)\\s+(?:le|la)\\s+plus\\s+(?!économique|abordable)${W}`,
  // (Not a price: "no es la opción más barata de Málaga" states a fact.)
  `no\\s+es\\s+(?:la|el)\\s+(?:opción|elección|alternativa)\\s+más\\s+(?!barat|económic|asequibl)${W}`,
  `no\\s+es\\s+(?:la|el)\\s+(?:${W}\\s+)?(?:más\\s+(?:recomendable|indicad[oa]|adecuad[oa])|que\\s+necesitas?)`,
  `nicht\\s+(?:für|auf)\\s+(?:${W}\\s+){0,3}?(?:gedacht|gemacht|ausgelegt)`,
  // "lohnt sich Acmes Abo deshalb kaum noch", "lohnt sich Acme nicht mehr".
  `(?:lohnt|lohnen)\\s+sich\\s+(?:${W}\\s+){0,7}?(?:kaum|nicht|nie)(?:\\s+(?:mehr|noch))?(?![\\p{L}])`,
  // Not standing out for the need: "no destaca por precio", "doesn't stand out on price", "ne se
  // démarque pas par ses prix".
  `no\\s+(?:se\\s+)?destaca(?:n)?\\s+(?:por|en)`,
  `(?:doesn['’]t|does\\s+not|don['’]t|do\\s+not)\\s+stand\\s+out\\s+(?:on|for|in)`,
  `ne\\s+se\\s+(?:démarque|distingue)(?:nt)?\\s+pas\\s+(?:par|pour|sur)`,
  // No longer, or not, a reasonable choice, the adjective after the noun: "n'est plus un choix
  // raisonnable", "ya no es una opción recomendable"; "no longer a sensible option".
  `n['’]est\\s+(?:plus|pas)\\s+(?:un|une)\\s+(?:choix|option|solution)\\s+(?:raisonnable|judicieu(?:x|se)|pertinente?|recommandable|sûre?|intéressante?)`,
  `no\\s+es\\s+(?:una|un)\\s+(?:opción|elección|alternativa)\\s+(?:razonable|recomendable|sensata|acertada|interesante)`,
  `no\\s+longer\\s+(?:a|an)\\s+(?:good|reasonable|sensible|safe|smart)\\s+(?:choice|option|pick|bet)`,
];
const NEGATED_PICK = [
  // A negated evaluation: "not a good choice", "keine gute Wahl", "pas un bon choix", "no es una buena
  // opción", "n'est pas le meilleur choix", "no es la mejor opción".
  `${alternation("not|isn't|aren't|wasn't|weren't|don't|doesn't|won't|wouldn't|can't|couldn't|shouldn't|never|hardly|no|nicht|keine|kein|pas|jamais|nunca")}\\s+(?:${alternation('really|wirklich|vraiment|realmente|es|sont|est|ist|sind|a|an|the|un|une|una|eine|die|der|das|le|la|el|als|as|comme|como|my|our|meine|mein|unsere|ma|mon|notre|mi|nuestra')}\\s+){0,2}${alternation(`${GOOD_EN}|best|better|right|ideal|top|${GOOD_DE}|beste|richtige|ideale|${GOOD_FR}|idéal|idéale|meilleur|meilleure|${GOOD_ES}|ideal|mejor`)}${gap(1)}${alternation(`${CHOICE_EN}|${CHOICE_DE}|${CHOICE_FR}|${CHOICE_ES}`)}`,
];

/**
 * Go elsewhere: "consider another provider", "there are better options", "mieux vaut privilégier un
 * autre caviste", "hay opciones mejores", "es gibt bessere", "他の業者を検討". A warning about the
 * entity named before it in the sentence (or the answer's topic); names after it are the better options.
 */
const ELSEWHERE_TERMS = [
  `consider another | consider a different | choose another | choose a different | go with another |
   go with a different | better off elsewhere | better off going elsewhere | better off with another |
   better served elsewhere | better served by another | there are better options | there are better choices |
   there are better alternatives | better options exist | better alternatives exist | you'll find better |
   you will find better | es gibt bessere | gibt es bessere | gibt es deutlich bessere | woanders umsehen |
   anderweitig umsehen | nach Alternativen umsehen | einen anderen Anbieter |
   eher eine andere | eher einen anderen | eher ein anderes | lieber eine andere | lieber einen anderen |
   lieber ein anderes | besser eine andere | besser einen anderen | besser ein anderes | privilégier un autre |
   privilégier une autre | choisir un autre | choisir une autre | se tourner vers un autre |
   se tourner vers une autre | tournez-vous vers un autre | tournez-vous vers une autre | voir ailleurs |
   il existe de meilleures | il y a de meilleures | de meilleures options | de meilleures alternatives |
   hay opciones mejores | hay mejores opciones | hay alternativas mejores | hay mejores alternativas |
   existen opciones mejores | existen mejores opciones | elegir otra | elegir otro | buscar otra opción |
   buscar otro | busca otra opción | busca otro | buscaría otra | buscaría otro | buscar en otro sitio | buscar en otra parte | mirar otras opciones`,
  // (を may come blanked: a cue's object that is no entity.)
  '(?:他の|ほかの|別の)[^、。]{0,8}(?:を|も| )(?:検討|選|探)|他社(?:を| )(?:検討|選)',
] as const;
// "or consider a workshop with a better service record".
const ELSEWHERE_LATIN = [
  alternation(ELSEWHERE_TERMS[0]),
  `(?:consider|choose|try|pick|find)\\s+(?:a|an|another)\\s+${W}\\s+with\\s+(?:a\\s+)?(?:much\\s+)?better`,
];
/** One "go elsewhere" cue (non-global: tells a matched warning cue apart). */
export const ELSEWHERE = new RegExp(cues('', ELSEWHERE_TERMS[1], ELSEWHERE_LATIN).source, 'iu');

/** The answer advises against the nearest entity. */
export const AGAINST = cues(AGAINST_TERMS[0], `${AGAINST_TERMS[1]}|${ELSEWHERE_TERMS[1]}`, [
  ...ELSEWHERE_LATIN,
  ...AGAINST_PATTERNS,
  ...SEPARABLE,
  ...NEGATED_CHOOSING,
  ...NOT_FOR_NEED,
  ...NEGATED_PICK,
]);
/** AGAINST without the negated evaluations, for a passage with no head noun of choosing. */
export const AGAINST_PLAIN = cues(AGAINST_TERMS[0], `${AGAINST_TERMS[1]}|${ELSEWHERE_TERMS[1]}`, [
  ...ELSEWHERE_LATIN,
  ...AGAINST_PATTERNS,
  ...SEPARABLE,
  ...NEGATED_CHOOSING,
  ...NOT_FOR_NEED,
]);

/**
 * Whether a passage holds a head noun of choosing ("pick", "Wahl", "choix",
 * "opción"): only then can an evaluative predicate match, so the plain cue regexes do otherwise.
 */
export function mayEvaluate(passage: string): boolean {
  return HEAD_NOUN.test(passage);
}
// A plain case-insensitive literal scan without the u flag and without word boundaries (a few
// spurious hits, "better" for "bet", only cost a full test): several times faster than a word regex.
const HEAD_NOUN = new RegExp(
  `${CHOICE_EN}|${CHOICE_DE}|${CHOICE_FR}|${CHOICE_ES}|favorit|sûre`.replace(/\s+/g, '\\s+'),
  'i',
);

/** Words right before an entity that make it the thing replaced or compared against. */
export const DEMOTED_BEFORE = new RegExp(
  `^[^\\p{L}]*(?:alternatives?\\s+to|alternatives?\\s+for|substitutes?\\s+for|replacements?\\s+for|sustitut[oa]s?\\s+(?:de|del|para)|Ersatz\\s+für|instead\\s+of|over|rather\\s+than(?:\\s+(?:with|at|to|from))?|compared\\s+(?:to|with)|comparisons?\\s+(?:to|with)|` +
    `unlike|than|vs\\.?|(?:se\\s+(?:distingue|démarque)\\p{L}*|stands?\\s+out|destaca|sobresale)\\s+(?:\\p{L}+\\s+)?(?:de|d['’]|from|sobre)|versus|similar\\s+(?:[\\p{L}-]+\\s+){0,2}to|(?:closest|nearest|best)\\s+match\\s+to(?:\\s+what)?|(?:if|since|because)\\s+you\\s+(?:chose|picked|booked|went\\s+with)|(?:if|since|because)\\s+you\\s+(?:used|were\\s+using)|si\\s+(?:usabas|utilizabas|pagabas|querías|buscabas)|si\\s+vous\\s+(?:utilisiez|vouliez)|si\\s+tu\\s+(?:utilisais|voulais)|if\\s+you\\s+wanted|(?:si\\s+vous\\s+(?:aimiez|appréciiez)|si\\s+tu\\s+(?:aimais|appréciais)|si\\s+te\\s+gustaban?|if\\s+you\\s+(?:liked|loved|enjoyed))(?:(?:\\s+[\\p{L}'’-]+){0,4}?\\s+(?:de|del|du|des|of|d['’]))?|similaire\\s+à|ähnlich\\s+wie|parecid[oa]s?\\s+(?:al|a)(?:\\s+del?)?|similar\\s+(?:al|a)(?:\\s+del?)?|ahead\\s+of|outgrowing|outgrow|against|edges\\s+out|beats|outperforms|outshines|übertrifft|schlägt|surpasse|devance|supera\\s+a|Alternativen?\\s+zu[rm]?|` +
    `Vergleich\\s+(?:zu[rm]?|mit)|comparaisons?\\s+avec|comparativa\\s+con|verglichen\\s+mit|statt|anstelle\\s+(?:von|vom|der|des)|vor|alternatives?\\s+à|par\\s+rapport\\s+à|` +
    `comparé\\s+à|plutôt\\s+que(?:\\s+(?:vers|chez|par|avec))?|au\\s+lieu\\s+de|qui\\s+dépassent|devant|alternativas?\\s+a|` +
    `comparación\\s+con|a\\s+diferencia\\s+de|anders\\s+als(?:\\s+beim?)?|im\\s+Gegensatz\\s+zu[rm]?|contrairement\\s+(?:à|aux?)|(?:cambiado|cambiaron|cambió)\\s+(?:desde|de)|en\\s+lugar\\s+de|frente\\s+a|por\\s+delante\\s+de|` +
    `quedan\\s+pequeños\\s+con|(?:liked|loved|like|love|miss|missed)\\s+about|(?:liked|loved|enjoyed|missed)\\s+at|lo\\s+que\\s+(?:más\\s+)?te\\s+gusta(?:ba)?n?\\s+(?:de|del)|ce\\s+que\\s+(?:vous|tu)\\s+(?:aimiez|aimais|appréciiez|appréciais)\\s+(?:chez|dans|de|du|d['’])|was\\s+(?:dir|Ihnen|euch|du|Sie|ihr)\\s+an|(?:wenn|falls)\\s+(?:dir|Ihnen|euch)\\s+an|bisher\\s+bei|wie\\s+beim?|(?:step\\s+up|upgrade|improvement)\\s+(?:from|over|on)|(?:moving|move|moved)\\s+off|switched\\s+from|moved\\s+from|migrated\\s+from|(?:moving|move|moved)\\s+away\\s+from|switching\\s+from|passée?\\s+de|` +
    `gewechselt\\s+von|(?:empfehlen|empfehle|nehmen|nehme|wählen|wähle|raten)\\s+als|umgestiegen\\s+von|cambié\\s+de|pasé\\s+de|cambiar\\s+de|migrar\\s+de|changer\\s+de|raus\\s+aus|weg\\s+von|` +
    // ("schneidet … deutlich besser ab als **Grünwerk**", "mieux que", "mejor que"; "kleiner und
    // ruhiger als ein Tag in der Hanse Therme")
    `(?:besser|schlechter|günstiger|billiger|teurer|schneller|langsamer)\\s+(?:ab\\s+)?als|\\p{Ll}{3,}er\\s+als(?:\\s+(?:ein|eine|einen|das|der|die)\\s+\\p{L}+\\s+(?:in|im|bei|beim|von|vom)(?:\\s+(?:der|dem|den|die|das))?)?|mieux\\s+que|moins\\s+cher\\s+que|mejor\\s+que|más\\s+barat[oa]\\s+que|(?:plus|moins|más|menos)\\s+[\\p{L}-]+\\s+(?:que\\s+|qu['’]))` +
    // ("por delante de opciones como ScootFix", "instead of big chains like Acme")
    `(?:(?:\\s+[\\p{L}-]+){0,2}\\s+(?:like|such\\s+as|como|comme|tels?\\s+que|wie))?` +
    // ("par rapport à l'offre d'AccordPro", "compared with the prices of Acme")
    `(?:\\s*(?:l['’]|the\\s+|le\\s+|la\\s+|les\\s+|el\\s+|los\\s+|die\\s+|den\\s+)?(?:offre|offres|offer|prices?|prix|tarifs?|ofertas?|precios?|Angebot|Preisen?)\\s+(?:de\\s+|d['’]|du\\s+|des\\s+|of\\s+|von\\s+|vom\\s+|del\\s+))?` +
    // ("moitié moins cher que celui de Surcouf", "más barato que el de Acme", "cheaper than that of Acme")
    `(?:\\s*(?:(?:celui|celle|ceux|celles)\\s+(?:de|du|des|d['’])|(?:el|la|los|las)\\s+del?|(?:that|those)\\s+of))?` +
    `\\s*(?:the\\s+|l['’]|le\\s+|la\\s+|el\\s+|die\\s+|der\\s+|dem\\s+|den\\s+|das\\s+)?(?:\\*\\*)?$`,
  'iu',
);

/**
 * Words right before an entity that warn about it ("I'd be cautious about Acme", "cuidado con Acme");
 * only right before it: "cuidado con sitios como acme-ofertas.net" warns about the sites.
 */
export const WARNED_BEFORE =
  /(?:cautious\s+(?:about|with)|careful\s+with|wary\s+of|méfiez-vous\s+(?:de|d['’])|prudence\s+avec|cuidado\s+con|Vorsicht\s+bei|vorsichtig\s+bei)\s*(?:the\s+|l['’]|le\s+|la\s+|el\s+)?(?:\*\*)?$/iu;

/**
 * Words right after an entity that make it the thing replaced or compared against ("Acmeに近い体験",
 * "Acmeと同じように"; or a taste it stands for: "Acmeの深煎りが好きな人にも").
 */
export const DEMOTED_AFTER =
  /^(?:\*\*)?\s*(?:\((?:current|your\s+current|aktuell|actuel|actual)(?![\p{L}])|(?:alternatives?|Alternativen)(?![\p{L}])|-(?:style|like|type|Stil|artig)(?![\p{L}])|zu klein wird|weg\s+(?:möchten|möchtest|möchte|wollen|willst|will)|auf\s+(?:ein|eine|einen)\s+(?:anderes|andere|anderen)\s|の代替|の代わり|で(?:買った|購入した|契約した|使っていた)|からの乗り換え|から乗り換え|からの移行|以外|を除いて|と比べ|と比較|では物足りな|(?:で?の[^、。\sはが]{1,12})?より(?!も?良)|を基準|に近い|と同じ|(?:の[^、。\s]{1,8})?が好き(?:な|だった)(?:人|方))/u;

/** Words right before an entity that make it the reader's current one ("今のミナモ", "お使いの Acme"). */
export const CURRENT_BEFORE_JA = /(?:今|いま|現在|お使い|ご利用中|利用中|使用中)の\s*(?:\*\*)?$/u;

/** The entity is a reference point or baseline in this clause, not a pick. */
export const REFERENCE = cues(
  `reference | reference point | benchmark | baseline | Referenz | Maßstab | référence | referencia |
   for comparison | by comparison | à titre de comparaison | par comparaison | pour comparaison | zum Vergleich |
   a modo de comparación | como comparación | para comparar`,
  '比較の基準|基準として',
);

/** A verdict line: its first entity is the answer's pick ("Fazit: Acme ist ...", "結論：..."). */
const VERDICT_WORDS =
  '(?:verdict|bottom line|conclusion|in short|in summary|overall|my recommendation|our recommendation|mi recomendación|nuestra recomendación|meine empfehlung|unsere empfehlung|ma recommandation|notre recommandation|fazit|zusammenfassend|unterm strich|en résumé|en conclusion|en bref|conclusión|en resumen|veredicto|en definitiva|結論|まとめ|my take|my verdict|mon avis|notre avis|mi valoración|nuestra valoración|meine einschätzung|unsere einschätzung|総評)';
export const VERDICT_OPENER = new RegExp(`^\\W*${VERDICT_WORDS}\\s*[:：,、]`, 'iu');
/** A heading that is the verdict's label alone ("### Verdict", "## Fazit", "### 結論"). */
export const VERDICT_HEADING = new RegExp(`^\\W*${VERDICT_WORDS}\\W*$`, 'iu');

/** Headings of sections that list what to avoid. */
export const AVOID_HEADING = cues(
  `avoid | not recommended | zu vermeiden | nicht empfohlen | à éviter | déconseillé* | evitar | no recomendad* |
   nicht zu empfehlen | nicht empfehlenswert | weniger empfehlenswert | pas recommandé* | poco recomendable* |
   with caution | mit Vorsicht | avec prudence | con cautela | con precaución | I'd skip | I would skip | to skip |
   worth skipping | work against | works against | count against | counts against | weigh against |
   sprechen dagegen | spricht dagegen | sprechen gegen | jouent contre | joue contre | juegan en contra |
   juega en contra | no te recomendaría | no recomendaría | I wouldn't recommend | I would not recommend |
   je ne recommanderais pas | würde ich nicht empfehlen | abzuraten | abgeraten | desaconsejad*`,
  '避ける|避けるべき|おすすめしない',
);

/** A section heading that names no brand: Pros, Cons, Verdict and their translations. */
export const SECTION_WORDS = new Set(
  `pros cons verdict strengths weaknesses limitations pricing price prices summary conclusion overview
   features feature bottom line note notes tip tips why best top option options alternatives alternative
   vorteile nachteile stärken schwächen preise preis fazit zusammenfassung überblick funktionen hinweis
   tipp empfehlung unsere meine beste besten alternativen
   avantages inconvénients points forts faibles limites prix verdict résumé conclusion aperçu
   fonctionnalités meilleur meilleurs notre mon choix
   ventajas desventajas precio precios veredicto resumen conclusión características mejor mejores
   nuestra mi elección limitaciones fortalezas debilidades puntos fuertes débiles`
    .split(/\s+/)
    .filter(Boolean),
);

/** Headings of points about one product, not of options: Pros, Cons, Stärken, Points forts. */
const POINT_WORDS = new Set(
  `pros cons strengths weaknesses limitations drawbacks downsides advantages disadvantages features
   vorteile nachteile stärken schwächen grenzen funktionen
   avantages inconvénients forts faibles limites fonctionnalités
   ventajas desventajas inconvenientes fortalezas debilidades limitaciones características
   points point puntos fuertes débiles interest intérêt interés
   contra contras favor dafür dagegen contre
   メリット デメリット 長所 短所 特徴 注意点 良い点 気になる点`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Price, fee, limit and terms words: a short heading holding one ("Preise ausgewählter Fahrschulen",
 * "Comisiones habituales por plataforma", "Warranty and repairs") lists facts, not options.
 */
const PRICE_WORDS = new Set(
  `price prices pricing costs fees preise preis kosten gebühren prix tarifs tarif coûts precios precio tarifas costes
   commissions provisionen frais comisiones limits limites límites warranty warranties guarantee garantie
   gewährleistung garantía cancellation stornierung annulation cancelación refunds remboursement reembolsos`.split(
    /\s+/,
  ),
);
/** Prices or terms in a short Japanese heading ("料金の目安", "保証と修理", "キャンセルについて"). */
const JA_PRICE = /料金|価格|費用|保証|キャンセル|返品|返金|解約/u;
const GERMAN_PRICE_COMPOUND =
  /^\p{L}{3,}(?:preise?|kosten|gebühren)$|^(?:preis|kosten|gebühren)(?:übersicht|überblick|liste|tabelle|angaben)$/u;
const OPTION_WORDS = new Set(
  `providers options picks alternatives companies shops services apps platforms places anbieter anbietern optionen
   alternativen dienste plattformen prestataires alternatives entreprises applications plateformes
   proveedores opciones alternativas empresas aplicaciones plataformas adressen adresses sitios`.split(/\s+/),
);

/** "Example", "sample" in a heading of figures ("Example prices from Texas shops", "Ejemplos de precios"). */
const EXAMPLE_WORDS = new Set(
  'example examples sample beispiel beispiele exemple exemples ejemplo ejemplos'.split(' '),
);

/** Headings of notes about the options, not options ("Good to know", "Other things to know", "À savoir"). */
const NOTES_HEADING =
  /^(?:(?:good to know|things to know|à savoir|bon à savoir|gut zu wissen|a tener en cuenta|conviene saber) (?:before|avant|vor|antes)(?: \S+){1,4}|good to know|worth knowing|(?:a few |some )?(?:other )?things to (?:know|keep in mind)|key details|(?:(?:a few|some|more|other|algunos|otros|más|quelques|autres|einige|weitere) )?(?:details|detalles|détails|einzelheiten)(?: (?:que|that|qui|die)(?: \S+){1,7})?|(?:algunas |otras )?cosas (?:a tener en cuenta|que (?:conviene|hay que) saber)|(?:quelques )?(?:choses|points) à (?:savoir|retenir|garder en tête)|(?:a few )?notes?|(?:please )?note|to note|à noter|bon à savoir|à savoir|gut zu wissen|wissenswertes|(?:weitere )?hinweise?|a tener en cuenta|bueno saber|conviene saber|(?:other |otros |otras |autres |weitere )?(?:useful (?:facts|information|info|details)|datos útiles|información útil|informations utiles|infos utiles|nützliche (?:infos|informationen|hinweise|fakten))|知っておきたいこと|知っておきたい点|(?:注意|気をつけ|気を付け|確認)(?:して)?(?:おき)?たい(?:点|こと)|注意すべき(?:点|こと)|注意が必要な点|[\p{L}ー]{1,12}(?:とき|時|際|前|場合)の注意点|補足)$/u;

/**
 * Headings over what some data show ("管理アプリのデータに見る傾向", "統計から見る実態") or where they come
 * from ("データの出どころ", "Sources of the figures", "Datenquellen"), how each one implements something
 * ("主なアプリでは次のように実装されています。"), how each one supports something ("主なアプリのオフライン対応", "対応状況") or how something works ("音源を作る仕組み"):
 * points.
 */
const DATA_HEADING =
  /(?:に|から)見る(?:傾向|実態)$|(?:次|以下)のように(?:実装|対応|処理|設定)されています。?$|の[\p{Script=Katakana}ー\p{Script=Han}]{0,8}対応$|対応状況$|仕組み$|(?:での)?扱われ方$|での扱い$|^(?:(?:the |data )?sources?(?: of (?:the )?(?:data|figures|numbers))?|where (?:the|these) (?:data|figures|numbers) come from|(?:sources?|provenance) des (?:données|chiffres)|d'où viennent (?:les|ces) (?:données|chiffres)|(?:fuentes?|origen) de (?:los|las|estos|estas) (?:datos|cifras)|de dónde (?:salen|vienen) (?:los|las|estos|estas) (?:datos|cifras)|(?:daten)?quellen|woher (?:die|diese) (?:zahlen|daten) stammen|(?:データ|数字|数値)の出(?:どころ|所)|出典)$/u;

/** Headings of test results ("Ergebnisse aus Vergleichstests", "Results from field tests", "検証結果"): findings, not picks. */
const TEST_RESULTS_HEADING =
  /^(?:(?:die|the|les|los)\s)?(?:ergebnisse|results|résultats|resultados)\s(?:aus|von|from|of|des|de|du|del|der|in)\s(?:\S+\s){0,3}?\S*(?:tests?|studie|studien|study|studies|études?|étude|estudios?|essais?|pruebas?|comparativas?|comparatifs?)$|^(?:testergebnisse|test results|résultats des tests|resultados de las pruebas)$|(?:テスト|検証|調査|比較)結果$/u;

/**
 * Headings of reference figures ("Tiempos de referencia", "Valeurs de référence", "Reference times",
 * "Richtwerte", "判定精度の目安") and comparisons ("**Pour comparer**", "Zum Vergleich"): facts reported by
 * each one, not options.
 */
const REFERENCE_HEADING =
  /^(?:(?:\p{L}+ ){1,2}(?:de )?(?:referencia|référence)|(?:autres |quelques )?repères|(?:otros )?referentes|(?:weitere )?anhaltspunkte|referencias? de (?:tiempo|tiempos|precio|precios|duración)(?: \S+){0,4}|repères de (?:temps|durée|prix)(?: \S+){0,4}|(?:reference|benchmark) (?:times|figures|values|numbers)|referenz\p{L}+|richtwerte|(?:pour|for|zum|para|à titre de|por|en|im) (?:comparer|comparison|vergleich|comparar|comparaison|comparación)|for context|zur einordnung|pour (?:le )?contexte|para (?:dar )?contexto|como contexto|(?!\S*(?:評判|おすすめ|お勧め|人気|選))\S*の目安)$/u;

/**
 * Headings over what a switch costs ("What you lose when switching", "Was du beim Wechsel verlierst",
 * "Ce que vous perdez", "Lo que pierdes"): points about the one left.
 */
const LOSS_HEADING =
  /^(?:what you(?:'ll|’ll| will| would)? (?:lose|give up|miss)|was (?:du|sie|man) (?:\S+ ){0,3}(?:verlierst|verlieren|verliert|aufgibst|aufgeben|aufgibt)|ce que (?:vous|tu|l'on|l’on|on) (?:perdez|perdrez|perdriez|perds|perd|perdrait)|lo que (?:pierdes|perderás|perderías|se pierde))(?: |$)/u;

/** Glossary headings ("Key terms", "Glossar", "Lexique", "Términos clave", "用語集"): definitions. */
const GLOSSARY_HEADING =
  /^(?:key terms|(?:a )?glossary|terminology|(?:wichtige )?(?:fach)?begriffe|glossar|lexique|glossaire|vocabulaire|termes clés|glosario|términos clave|vocabulario|用語集|用語解説|用語)$/u;

/** Headings over what was left out ("Nicht in der Liste", "Not on the list", "Pas dans la liste"). */
const LEFT_OUT_HEADING =
  /^(?:not (?:on|in) (?:the|this|my) list|left out|not ranked|unranked|hors classement|fuera del (?:ranking|top)|nicht (?:im ranking|gerankt)|ランキング外|順位外|nicht (?:in|auf) (?:der|dieser|meiner) liste|pas dans (?:la|cette|ma) liste|no (?:está|están|entra|entran) en (?:la|esta|mi) lista|リスト外|今回外した(?:アプリ|もの|店)?|(?:今回の)?(?:候補|リスト)から外した(?:アプリ|もの|店)?)$/u;

/** Headings over complaints ("Common complaints", "Lo que suele fallar", "Ce qui coince"): points. */
const COMPLAINTS_HEADING =
  /^(?:(?:common|frequent|typical) (?:complaints|problems|issues)|what (?:(?:usually|often|tends to) )?goes wrong|(?:lo que )?(?:suele )?fallar?|quejas (?:habituales|frecuentes|comunes)|problemas (?:habituales|frecuentes)|ce qui (?:coince|pèche|fâche)|(?:les )?points noirs|plaintes (?:fréquentes|récurrentes)|häufige (?:beschwerden|probleme|kritikpunkte)|was (?:oft |häufig )?(?:schiefläuft|schief läuft|nervt)|よくある(?:不満|トラブル|苦情))$/u;

/** Headings over one side's strengths ("Where Acme wins", "Wo Acme punktet", "Où Acme l'emporte"): points. */
const WINS_HEADING =
  /^(?:where|when) (?:\S+ ){1,3}(?:wins|shines|excels|stands out|pulls ahead|comes out ahead)$|^wo (?:\S+ ){1,3}(?:punktet|gewinnt|vorne liegt)$|^(?:où|là où) (?:\S+ ){1,3}(?:l['’]emporte|gagne|brille)$|^(?:dónde|en qué) (?:\S+ ){1,3}(?:gana|destaca|brilla)$/u;

/**
 * Headings over notes, steps or rules per provider ("Notes per store", "Hinweise je Anbieter", "Réglages par
 * application", "Pasos en cada plataforma", "ストアごとの注意点", "施設ごとのルールの例"): points, not options.
 */
const PER_ENTITY_NOTES =
  /(?:^| )(?:notes?|tips|steps|settings|instructions|how to|rules|policies|hinweise|tipps|schritte|einstellungen|regeln|remarques|étapes|réglages|règles|notas|pasos|ajustes|configuración|reglas|normas)(?: \S+){0,2} (?:per|for each|in each|by|je|pro|bei jedem|par|pour chaque|dans chaque|por|en cada|de cada|para cada) (?:store|shop|app|provider|platform|service|bank|venue|facility|anbieter|plattform|dienst|einrichtung|application|fournisseur|plateforme|opérateur|banque|établissement|aplicación|proveedor|plataforma|servicio|operador|banco|centro|local)s?$|(?:ごと|別)の?(?:注意点|手順|設定|方法|ルール|規定|規約|決まり)(?:の例)?/u;

/**
 * Headings over what to check ("Les points à vérifier dans le contrat", "Things to check before you
 * sign", "Qué revisar", "Punkte zu prüfen", "Was beim Wechsel wichtig ist"): a checklist, not options.
 */
/**
 * Tips for protecting, saving or securing something ("Conseils pour protéger vos données", "Tips for
 * saving on fees", "Tipps zum Schutz deiner Daten"): steps to take, not options.
 */
const TIPS_HEADING =
  /^(?:(?:quelques|some|a few|einige|algunos) )?(?:conseils|tips|tipps|consejos|astuces|trucos) (?:pour|for|zum|zur|für|para) (?:protéger|protecting|protect|schutz|proteger|économiser|saving|save|sparen|ahorrar|sécuriser|securing|secure|réduire|reducing|cutting)(?: \S+){0,4}$/u;
const CHECKLIST_HEADING =
  /(?:^| )(?:points?|things|éléments|puntos|cosas|punkte|dinge|qué|what)\s(?:(?:à|to|a|zu|que|you\s+should)\s)?(?:vérifier|check|verify|revisar|comprobar|verificar|prüfen|beachten)(?: |$)|^(?:was|what|lo que|ce qui)(?: \S+){0,3} (?:wichtig ist|zählt|matters|counts|importa|cuenta|compte)(?: \S+)?$/u;

/**
 * A heading naming a period of a history ("Printed patterns (1860s–2000s)", "Subscriptions (mid-2010s
 * onward)", "Die Anfänge (1990–2005)"): its items are events, not options.
 */
const PERIOD_HEADING =
  /\([^()]*(?:1[89]|20)\d0(?:s|er)(?![\p{L}])[^()]*\)[\s*_:：]*$|\([^()]*(?:1[89]|20)\d\d\s*(?:[–—-]|to|bis|à|a|onwards?)\s*(?:(?:1[89]|20)\d\d|heute|today|aujourd['’]hui|hoy)?[^()]*\)[\s*_:：]*$/u;

/** Headings over reasons or causes ("Why prices are rising", "Gründe", "価格が上がっている理由"): points. */
const REASONS_HEADING =
  /^(?:why|reasons?|warum|wieso|gründe|pourquoi|raisons?|por qué|razones|motivos)(?: |$)|(?:理由|原因)$/u;

/**
 * Headings over how each provider handles something ("How invoicing apps handle it", "Wie die Apps
 * damit umgehen", "Comment les applis le gèrent"), how they differ ("Unterschiede zwischen den Apps")
 * or what they do or support ("Ce que font les applications", "What the apps do", "Ce que gèrent
 * quelques applications connues"), or how they compare on one point ("How apps compare on latency
 * compensation"): behaviour described, not options.
 */
const HANDLING_HEADING =
  /^(?:(?:key\s+)?differences|unterschiede|différences|diferencias)\s+(?:between|zwischen|entre)\s|^(?:how|wie|comment|cómo) (?:\S+ ){0,4}(?:handle|handles|treat|treats|deal|deals|calculate|calculates|report|reports|measure|measures|work|works|funktioniert|funktionieren|fonctionne|fonctionnent|funciona|funcionan|umgehen|handhaben|behandeln|berechnen|regeln|regelt|umsetzen|umsetzt|implement|implements|apply|applies|gèrent|gère|traitent|calculent|appliquent|applique|gestionan|gestiona|tratan|calculan|aplican|aplica)(?: |$)|^(?:what|was) (?:\S+ ){0,3}(?:do|does|support|supports|handle|handles|accept|accepts|offer|offers|report|reports|say|says|claim|claims|promise|promises|machen|macht|unterstützen|unterstützt|verarbeiten|verarbeitet|bieten|bietet|sagen|sagt|berichten|versprechen|angeben)$|^(?:ce que|lo que) (?:font|fait|gèrent|gère|acceptent|accepte|supportent|supporte|hacen|hace|gestionan|gestiona|admiten|admite|aceptan|acepta|soportan|soporta|disent|annoncent|promettent|dicen|prometen|reportan|afirman)(?: \S+){1,3}$|^(?:how|cómo|wie|comment) (?:\S+ ){0,3}(?:compare|compares|comparent|comparan) (?:on|in|for|en|sur|pour|bei|im) /u;

/** How the others fare after a pick ("Cómo quedan las demás", "How the others compare"): points. */
const OTHERS_COMPARED =
  /^(?:how|cómo|wie|comment)\s(?:\S+\s){0,3}?(?:compare|fare|stack\s+up|quedan|abschneiden|schneiden|se\s+situent|s['’]en\s+sortent)(?:\s|$)|^(?:and\s+)?the\s+others?$|^(?:y\s+)?(?:las|los)\s+demás$|^(?:et\s+)?les\s+autres$|^(?:und\s+)?die\s+anderen$/u;
/** A word for the others in such a heading ("the others", "las demás", "die anderen", "the rest"). */
const THE_OTHERS = /(?:^|\s)(?:others?|rest|demás|resto|autres|anderen|übrigen)(?:\s|$)/u;
/** The lower-case words of a heading or intro line, without markdown, colons and commas. */
function headingWords(line: string): string[] {
  return (
    line
      .replace(/[*_#:：,;、?？¿!！]/g, ' ')
      .toLowerCase()
      // (Compounds count by their parts: "Anbieter-Beispiele".)
      .split(/[\s-]+/)
      .filter(Boolean)
  );
}

/** An intro line that announces options ("tienes varias alternativas:", "Other providers to consider:"). */
export function offersOptions(line: string): boolean {
  // ("Abschluss direkt beim Anbieter": one provider, the German plural's singular twin.)
  const words = headingWords(line.replace(ONE_PROVIDER_DE, ' '));
  return (
    words.some((w) => OPTION_WORDS.has(w)) ||
    // (Not how the one picked differs from them: "## 他の選択肢との違い".)
    /(?:候補|選択肢|乗り換え先|代わり|代替)(?!との(?:違い|比較))/u.test(line) ||
    offersInstead(line) ||
    ANOTHER_OPTION.test(line)
  );
}
/** One more option ("**Une autre piste**", "Another good option", "Eine weitere Adresse", "Otra opción"). */
const ANOTHER_OPTION =
  /(?<![\p{L}])(?:another|one\s+more|une\s+autre|un\s+autre|eine\s+weitere|eine\s+andere|otra|otro)\s+(?:\p{L}+\s+)?(?:option|pick|choice|alternative|piste|possibilité|adresse|Option|Möglichkeit|Adresse|Alternative|opción|alternativa|posibilidad)(?![\p{L}])/iu;
/** A heading or intro on what to take instead of one option or if it does not suit. */
export const offersInstead = (line: string) => INSTEAD.test(line) || NOT_SUITED.test(line);
/** What to take if one option does not suit ("**Si Longe ne vous convient pas**", "Worth a look if Acme doesn't fit"). */
const NOT_SUITED =
  /(?<![\p{L}])(?:si|if|wenn|falls)\s(?:[^,.:;]*\s)?(?:ne\s+vous\s+convient\s+pas|ne\s+te\s+convient\s+pas|ne\s+convient\s+pas|doesn['’]t\s+(?:suit|fit)|does\s+not\s+(?:suit|fit)|isn['’]t\s+(?:right|for)|is\s+not\s+(?:right|for)|no\s+te\s+convence|no\s+te\s+convenc\p{L}+|no\s+encaja|no\s+te\s+encaja|nicht\s+passt|nicht\s+zusagt|nicht\s+überzeugt)(?![\p{L}])/iu;
/** What to take instead ("## Qué elegir en su lugar", "What to choose instead", "Que choisir à la place"). */
const INSTEAD =
  /(?<![\p{L}])(?:instead|stattdessen|à\s+la\s+place|en\s+su\s+lugar|qué\s+elegir|que\s+choisir|what\s+to\s+(?:choose|pick))(?![\p{L}])/iu;
const ONE_PROVIDER_DE =
  /(?<![\p{L}])(?:beim|vom|zum|dem|einem|des|eines|jedem|jeweiligen)\s+Anbieters?(?![\p{L}])/giu;

/**
 * A short heading or intro over prices, fees, limits or terms ("Prices at a glance", "Comparativa de
 * precios", "Comisiones habituales por plataforma", "Typical limits by service", "料金比較", "保証と修理").
 */
export function isPriceHeading(line: string): boolean {
  const words = headingWords(line);
  if (words.length === 0 || words.length > 5) return false;
  // "Typical costs and providers": a list of options with their prices (not "Example prices from Texas
  // shops": prices quoted as examples).
  if (words.some((w) => OPTION_WORDS.has(w)) && !words.some((w) => EXAMPLE_WORDS.has(w))) return false;
  // (A Japanese heading has no spaces: a short one, "料金比較", not "費用の安さで選ばれている主な業者".)
  return (
    // (German compounds ending in a price word too: "Beispielpreise".)
    words.some((w) => PRICE_WORDS.has(w) || GERMAN_PRICE_COMPOUND.test(w)) ||
    // (Not a need: "費用を抑えたいなら" heads the pick for it.)
    (words.length <= 2 && JA_PRICE.test(line) && words.join('').length <= 10 && !JA_NEED.test(line))
  );
}

/** "Other", "further" in a heading of points ("Other points of interest", "Weitere Nachteile"). */
const MORE_WORDS = new Set('other further more weitere andere autres otros otras'.split(' '));
/**
 * How often points are raised ("Commonly cited drawbacks", "Häufig genannte Nachteile"), and in
 * Japanese before the point word ("よく挙がるデメリット").
 */
const OFTEN_RAISED = new Set(
  'common commonly often frequently cited mentioned häufig häufige oft genannte genannten souvent cités citées fréquemment frecuentes frecuentemente citadas citados mencionadas mencionados'.split(
    ' ',
  ),
);
const OFTEN_RAISED_JA = /^(?:よく挙がる|よく挙げられる|よく聞く|よくある)(?=\S)/u;

/** A reader's need in a Japanese heading ("…したいなら", "…向け", "…重視", "…の場合"). */
const JA_NEED = /なら|たい|向け|重視|場合/u;

/** A heading or label over what was left out ("**Nicht in der Liste:** nova …"): no options. */
export function isLeftOutHeading(line: string): boolean {
  return LEFT_OUT_HEADING.test(headingWords(line).join(' '));
}

/** A heading or label of reference points ("For comparison", "For context", "Richtwerte"). */
export function isReferenceHeading(line: string): boolean {
  return REFERENCE_HEADING.test(headingWords(line).join(' '));
}

/** A heading or intro line of points ("Pros", "Stärken", "Points forts :"), not of options. */
export function isPointsHeading(line: string): boolean {
  const words = headingWords(line)
    .map((w) => w.replace(OFTEN_RAISED_JA, ''))
    .filter(Boolean);
  const joined = words.join(' ');
  if (
    NOTES_HEADING.test(joined) ||
    COMPLAINTS_HEADING.test(joined) ||
    WINS_HEADING.test(joined) ||
    PER_ENTITY_NOTES.test(joined) ||
    REASONS_HEADING.test(joined) ||
    CHECKLIST_HEADING.test(joined) ||
    TIPS_HEADING.test(joined) ||
    (words.length <= 8 && PERIOD_HEADING.test(line)) ||
    HANDLING_HEADING.test(joined) ||
    DATA_HEADING.test(joined) ||
    TEST_RESULTS_HEADING.test(joined) ||
    LEFT_OUT_HEADING.test(joined) ||
    REFERENCE_HEADING.test(joined) ||
    GLOSSARY_HEADING.test(joined) ||
    LOSS_HEADING.test(joined) ||
    (OTHERS_COMPARED.test(joined) && THE_OTHERS.test(joined))
  )
    return true;
  return (
    words.length > 0 &&
    words.length <= 4 &&
    words.some((w) => POINT_WORDS.has(w)) &&
    words.every(
      (w) =>
        POINT_WORDS.has(w) ||
        SECTION_WORDS.has(w) ||
        DETERMINERS.has(w) ||
        FUNCTION_WORDS.has(w) ||
        MORE_WORDS.has(w) ||
        OFTEN_RAISED.has(w),
    )
  );
}
