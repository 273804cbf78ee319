/**
 * Word lists shared by matching and untracked-brand discovery, in the five answer languages: function
 * words, determiners, words that introduce a name, places, standards and generic acronyms.
 */
import { PLACE_NAMES } from './place-names';

const set = (words: string) => new Set(words.split(/\s+/).filter(Boolean));

/** Short names that are also function words ('On', 'NB', 'Via'): they need clear brand evidence. */
export const FUNCTION_WORDS = set(`
  a an the on in at by to up it go do be so no nb ps via let for and or of as is us we me my
  im am um an auf aus bei mit von zu und oder der die das ein
  en et ou le la les un une de du des au sur par pour avec
  el los las y o del al con por para su sus lo
`);

/** Determiners and articles: a common word after one of these is the word, not the brand. */
export const DETERMINERS = set(`
  the a an this that these those your our their its my his her every each any some no
  der die das den dem des ein eine einen einem einer eines ihren ihrem ihrer ihres dieser diese dieses ihr ihre unser unsere kein keine
  le la les un une ce cet cette ces votre vos notre nos son sa ses leur leurs mon ma mes
  el la los las un una unos unas este esta estos estas su sus tu tus nuestro nuestra
`);

/** Words after which a following capitalised word is a name of a place or organisation's part. */
/**
 * 'a' and 'an' are English articles but a Spanish/French preposition ('frente a Pulso'), a French verb
 * ('Acme a lancé') and a German preposition ('an DATEV'): articles only in English (and Latin text in
 * a Japanese answer).
 */
export function isArticle(word: string, language: string): boolean {
  if (!DETERMINERS.has(word)) return false;
  return (word !== 'a' && word !== 'an') || language === 'en' || language === 'ja';
}

export const OF_WORDS = set('of de del des du der della di');

/** Words that may stand right before a brand name (prepositions, conjunctions, verbs of choosing). */
export const BEFORE_NAME = set(`
  from by like with to in into inside within via use using try choose pick recommend and or than over vs versus for at on as via
  of instead against vom beim zum zur am ins
  consider include including prefer about is are was were be been ist sind wäre est sont serait es son sería pay move switch outgrowing
  von bei mit zu für und oder als wie auf über in im ins gegen empfehle nehmen nutzen wählen statt
  de avec et ou que pour sur par comme chez dans en choisissez recommande prenez optez à au aux
  con y o que para por como en elige recomiendo usa prueba al
  about after before without between beyond despite regarding during through among behind unlike
  under across around near per upon toward towards beside besides onto
  laut ohne trotz neben seit durch nach vor unter zwischen dank bis
  selon vers sans sous entre contre depuis pendant malgré parmi après avant
  sobre según hacia hasta desde contra sin tras durante mediante ante bajo frente
  why pourquoi warum wieso weshalb wann quand
  liked loved tried est serait était sera es era sería será ist wäre war
`);

/**
 * Relative pronouns, conjunctions and "for example": a lower-case word that is no adjective of the name
 * after it ("which Beacon doesn't offer", "for example Beacon at the front door").
 */
export const CONNECTIVES = set(`
  which that who whose whom where when while since because unless whereas although though whether
  but so yet nor
  example instance qui que dont où lorsque quand mais cuando donde mientras porque pero
`);

/** Nouns of a company's products and channels: "the Beacon app", "a Beacon camera" name the company. */
export const PRODUCT_NOUNS = set(`
  app apps camera cameras account accounts plan plans subscription hub device devices model models
  website site store stores support membership card router doorbell kit kits box boxes service
  platform software dashboard
`);

/** Verbs that follow a brand used as a subject ("On is", "Stern bietet", "Pivot propose"). */
export const BRAND_VERB =
  /^\s*(?:['’]s\b|is|was|has|had|offers|makes|sells|provides|lets|gives|costs|ships|runs|also|auch|ebenfalls|aussi|también|aparece|ist|war|bietet|hat|liefert|kostet|wird|gilt|erreicht|landete|est|a|propose|offre|coûte|obtient|arrive|es|está|ofrece|tiene|añade|cuesta|quedó|charges|includes|publishes|bills|supports|requires|focuses|remains|facture|permet|laisse|inclut|publie|affiche|dispose|reste|publica|factura|permite|deja|incluye|cobra|dispone|destaca|berechnet|verlangt|erlaubt|lässt|bleibt|は|が|の)(?![\p{L}])/iu;

/**
 * Verbs that stand right before the name they act on ("Evitaría Acme", "Évitez Acme", "Try Acme",
 * "Nimm Acme", "je vous conseille d'installer Élan"), inflected forms included: such a word never makes
 * the name part of another company's name, nor is it an adjective making a name that is also a word
 * the word. Stems of advice, choice and use verbs in the five languages.
 */
export const VERB_BEFORE_NAME =
  /^(?:avoid\p{L}*|skip|try|pick|choose|prefer|grab|opt|recommend\p{L}*|consider|use|buy|get|go|take|evit\p{L}*|descart\p{L}*|recomiend\p{L}*|recomend\p{L}*|elij\p{L}*|elig\p{L}*|eleg\p{L}*|escoj\p{L}*|escog\p{L}*|prefier\p{L}*|prefer\p{L}*|prueb\p{L}*|prob[aeá]\p{L}*|compr[aeá]\p{L}*|usa|usad|usaría|usaríamos|toma|tomaría|quédate|qued[aá]\p{L}*|opta|optaría|évit\p{L}*|écart\p{L}*|recommand\p{L}*|choisi\p{L}*|préfér\p{L}*|essay\p{L}*|utilis\p{L}*|achet\p{L}*|prenez|prends|prendrais|optez|opterais|vermeid\p{L}*|meid\p{L}*|empfehl\p{L}*|empfiehl\p{L}*|wähl\p{L}*|bevorzug\p{L}*|nimm|nehmt|nehme|nutz\p{L}*|verwend\p{L}*|kauf\p{L}*|probier\p{L}*|teste|testet|beauftrag\p{L}*|buche|bucht|kontaktier\p{L}*|install\p{L}*|download|hire|book|contact|contactez|appelez|téléchargez|contrata|contratar\p{L}*|llama|descarga|suggest\p{L}*|suggère|sugiero|downloaded|booked|hired|chose|picked|conseill\p{L}*|télécharg\p{L}*|privilégi\p{L}*|préfère|opter|aconsej\p{L}*|instala|instalar|descarg\p{L}*|usar|utiliz\p{L}*|testen|buchen)$/iu;

/**
 * Inflections that mark a sentence-initial word as a verb or an adverb rather than a name: Spanish
 * conditionals ("Evitaría", "Elegiría"), French conditionals and imperatives ("Éviterais",
 * "Choisissez"), adverbs ("Honestly", "Sinceramente", "Franchement").
 */
export const VERB_OR_ADVERB_FORM =
  /^\p{L}{2,}(?:ría|rías|ríamos|rían|rais|rait|rions|riez|issez|ez|mente|ment|ly)$/iu;

/** Words that are never brand names, whatever their case (sentence openers, pronouns, verbs). */
export const NOT_NAMES = set(`
  the a an this that these those there here it its they their our your my we you i he she however overall
  also additionally finally first second third next then both either neither all many most some several
  if for with without in on at by from to of and or but so because while although though unlike compared
  each any one two three four five six seven eight nine ten yes no ok looking reaching watch good great
  best top try use choose pick consider get check keep teams team customers users shoes tools tool
  watch note tip what why how when which who where whose
  der die das ein eine und oder aber wenn für mit von bei auf im in ist sind es sie wir ich ihr unser unsere
  den dem des zum zur auch nur noch schon sehr mehr weniger alle beide einen teams kunden nutzer preise
  referenz maßstab wer was wie wo warum welche dieser diese dieses jeder jede man meine laut gemäß dank
  le la les un une et ou mais si pour avec dans sur par ce cette ces il elle ils elles nous vous je on
  des du au aux à plus moins tout tous toutes très aussi parmi selon voici mon ma mes notre nos votre vos
  el la los las un una y o pero si para con en por este esta estos estas ellos nosotros yo tu su sus
  más menos todo todos muy también entre según estas estos mi nuestra nuestro lo al del
  none nobody nothing neither often sometimes usually today currently meanwhile otherwise instead
  keiner keine niemand nichts oft manchmal meist meistens heute derzeit zudem außerdem trotzdem
  allerdings jedoch dagegen übrigens dort hier dann damit deshalb daher dabei dazu nun jetzt wichtig
  nein ja doch soll sollte whether ob sowohl weder entweder tanto ni
  since across near until despite beyond throughout towards toward among amid within upon download
  oui non voilà bref
  aucun aucune personne rien souvent toujours parfois ensuite enfin cependant pourtant déjà
  actuellement aujourd'hui désormais sinon
  ninguno ninguna ningún nadie nada siempre hoy actualmente además luego entonces todavía aún
  tampoco quizá quizás
`);

export const PLACES = set(`${PLACE_NAMES}
  europe europa asia america amerika amérique américa africa afrika afrique áfrica australia australien
  britain usa us uk eu germany deutschland allemagne alemania france frankreich francia spain spanien espagne españa
  italy italien italie italia japan japon japón china chine korea südkorea corée corea switzerland schweiz
  suisse suiza austria österreich autriche belgium belgien belgique bélgica netherlands niederlande
  portugal mexico mexiko mexique méxico chile colombia kolumbien colombie brazil brasilien brésil brasil
  canada kanada panama panamá ethiopia äthiopien éthiopie etiopía india indien inde
  london berlin paris madrid tokyo tokio osaka kyoto munich münchen zurich zürich vienna wien lyon marseille
  barcelona valencia sevilla seville milan leipzig hamburg köln denver boulder oregon california
  berlín múnich zúrich londres tokio texas york seattle austin monterrey bogotá lima buenos aires santiago dublin amsterdam
  north south east west nord süd ost sud est ouest norte sur este oeste
  north-east north-west south-east south-west northeast northwest southeast southwest union
  bourgogne burgund borgoña rhône beaujolais champagne loire languedoc médoc chablis jura savoie
  england scotland wales ireland irland irlande irlanda sweden schweden suède suecia norway norwegen
  norvège noruega denmark dänemark danemark dinamarca finland finnland finlande finlandia poland polen
  pologne polonia czechia tschechien greece griechenland grèce grecia turkey türkei turquie turquía
  luxembourg luxemburg luxemburgo liechtenstein monaco andorra croatia kroatien croatie croacia
  russia russland russie rusia ukraine ukraina ucrania hungary ungarn hongrie hungría romania rumänien
  argentina argentinien argentine peru perú venezuela ecuador uruguay paraguay bolivia cuba
  singapore singapur singapour taiwan taïwan taiwán thailand thailand thaïlande tailandia vietnam
  indonesia indonesien indonésie philippines philippinen filipinas malaysia israel egypt ägypten égypte egipto
  morocco marokko maroc marruecos kenya kenia nigeria zealand neuseeland zélande zelanda
  bavaria bayern bavière baviera tyrol tirol catalonia katalonien catalogne cataluña andalusia andalusien
  andalousie andalucía galicia brittany bretagne normandy normandie provence alsace île-de-france
  île-de-france occitanie corsica korsika corse córcega scandinavia skandinavien scandinavie escandinavia
  sydney melbourne brisbane perth auckland toronto vancouver montreal montréal chicago boston miami
  atlanta dallas houston phoenix portland francisco angeles diego washington philadelphia detroit
  manchester birmingham liverpool edinburgh glasgow bristol leeds oxford cambridge brighton
  frankfurt stuttgart düsseldorf dortmund essen bremen dresden hannover nürnberg nuremberg bonn
  mannheim karlsruhe freiburg augsburg innsbruck salzburg graz linz basel bern genf geneva genève
  lausanne luzern lucerne bordeaux toulouse nice nantes strasbourg lille rennes grenoble montpellier
  bruxelles brussels brüssel bruselas antwerp anvers amberes ghent gand rotterdam utrecht
  málaga malaga bilbao zaragoza alicante murcia granada córdoba cordoba cádiz cadiz valladolid vigo
  palma mallorca ibiza tenerife canarias canary asturias navarra galicia
  rome rom roma naples neapel napoli turin turin torino florence florenz firenze venice venedig venezia
  lisbon lissabon lisbonne lisboa porto oporto prague prag praga warsaw warschau varsovie varsovia
  budapest stockholm oslo copenhagen kopenhagen copenhague helsinki athens athen athènes atenas
  istanbul dubai moscow moskau moscou moscú beijing peking pékin pekín shanghai hongkong seoul séoul seúl
  bangkok singapore delhi mumbai bangalore cairo kairo caire johannesburg
  guadalajara medellín medellin cali quito caracas montevideo asunción havana habana
  hokkaido okinawa nagoya yokohama kobe fukuoka sapporo sendai hiroshima
`);

/** Regulations, standards and protocols: named, but not brands (analysis rule 13). */
export const STANDARDS = set(`
  gdpr dsgvo rgpd hipaa iso soc pci dss ccpa lgpd appi wireguard openvpn ipsec bluetooth wi-fi wifi usb
  http https ssl tls oauth saml sso api rest graphql sql csv pdf json xml html
  iec din ansi ieee etsi jis cen cenelec nist fips cefr cecrl mcer ger
  scrum kanban agile gantt lean waterfall okr okrs
  eidas pvid psd2 dsp2 mifid nis2 dora astm ul ece rohs weee fcc reach pefc fsc can-spam casl
  qualiopi qualibat demeter fogra39 verifactu abec wltp factur-x zugferd xrechnung
`);

/** Units in Latin letters, in lower case: after a number ("128kbps", "300ppi") or with a lower-case prefix ("kWh", "mAh"). */
export const UNITS = set(
  'kbps mbps gbps kib mib gib ppi dpi mah kwh mwh gwh wh mm cm km kg mg ml gb mb tb hz khz mhz ghz fps ah g p',
);
/** A number with a unit: no name ("3M" and "1Password" are). */
export const MEASURE = new RegExp(`^\\p{N}[\\p{N}.,]*(?:${[...UNITS].join('|')})$`, 'u');

/** Generic acronyms that name categories, not companies. */
export const GENERIC_ACRONYMS = set(`
  crm erp seo sem ui ux smb b2b b2c roi kpi faq hr it pm ai ml llm sla usd eur vpn saas dach pme pymes
  pyme tpe kmu gmbh ag sa sl inc ltd llc nb ps q1 q2 q3 q4
  vat gst tva iva mwst ust kb mb gb tb pb vps ci cd gps nfc lte ssd hdd ram cpu gpu sdk kyc aml iban
  bic sepa diy etf apr apy tae tin nie dni nif pc tv hd uhd led lcd oled suv ev phev dsl wlan sms mms
  qr id ip ia ki vo vost vostfr vf faqs tac dns ddos otc spf ue ent kwp usb-c uv pla fdm hepa pse voc petg tpu raw hdr jpeg png gif poe nvr
  dvr sd pd pto hiit cpf rncp opco rds sav ttc tva rgpd cnil hr ki bafin ac web cad cnc abs anc dac eq dj mp3 fps rpm ttc ht tva cgv cgu pdg ceo cto cfo pyme
  lcsw lpc lpcc lmft lmhc lcpc mft msw psyd phd dvm dds dmd bcba cfp cfa cpa esq mba
`);

/**
 * Nationality and regional adjectives: English capitalises them ("an Australian insurer", "its European
 * region"); they are not names. The other four languages write them in lower case.
 */
export const DEMONYMS = set(`
  american british european asian african australian canadian german french spanish italian japanese
  chinese korean indian dutch swiss austrian irish scottish welsh english nordic scandinavian swedish
  norwegian danish finnish polish portuguese mexican brazilian argentinian chilean colombian peruvian
  latin californian texan mediterranean baltic caribbean pacific atlantic arctic alpine balkan
  belgian greek turkish russian ukrainian israeli egyptian moroccan kenyan nigerian thai vietnamese
  indonesian filipino malaysian singaporean taiwanese czech hungarian romanian croatian icelandic
  western eastern northern southern
  victorian edwardian georgian elizabethan jacobean medieval baroque gothic romanesque
  anglo-american pan-european north-american south-american latin-american
`);

/** Last words of a landmark's name ("Oxford Canal", "St Wilfrid's Church", "Thüringer Wald"). */
export const LANDMARK_WORDS = set(`
  canal aqueduct river church cathedral abbey chapel airport stadium arena field
  kanal fluss kirche kathedrale wald gebirge
  rivière église cathédrale abbaye chapelle
  río iglesia catedral ermita
`);

/** First words of an administrative area's name ("la Comunidad Valenciana", "Region Hannover"). */
export const AREA_WORDS = set(`
  costa playa sierra isla côte lac lake monte vallée valle tal
  comunidad región region provincia province département departement région canton kanton landkreis
  bundesland county state district distrito barrio quartier arrondissement borough
`);

export const MONTHS_AND_DAYS = set(`
  january february march april may june july august september october november december
  monday tuesday wednesday thursday friday saturday sunday
  mondays tuesdays wednesdays thursdays fridays saturdays sundays weekdays weekends
  januar februar märz mai juni juli oktober dezember montag dienstag mittwoch donnerstag freitag samstag sonntag
  janvier février mars avril juin juillet août septembre octobre novembre décembre lundi mardi mercredi
  jeudi vendredi samedi dimanche
  enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre lunes martes
  miércoles jueves viernes sábado domingo
  spring summer autumn fall winter frühling frühjahr sommer herbst winter printemps été automne hiver
  primavera verano otoño invierno
`);

/** Words after a name that make it another kind of company's name ("Sora Bank", "Nova Airlines"). */
export const OTHER_COMPANY_WORDS =
  'Bank|Bancorp|Banco|Banque|Insurance|Versicherung|Assurances?|Seguros|Airlines?|Airways|Motors|Pharma|Securities|Hotels?|Records|Studios|Brewing|Brauerei|Foods|Realty|Telecom|Pilates|Boutique|Daycare|Immobilien|Fitness|Reisen|Property|Properties|Management';
