import type { Brand, PlatformId } from '../types';
import type { ClassifiedSource } from './citations';
import type { AnswerLanguage } from './language';
import type { MatchVia } from './matcher';
import type { Sentiment } from './sentiment';
import type { EntitySentiment } from './verdict';

/**
 * Version of the analysis rules. Stored with every answer's analysis; a stored analysis with an
 * older version is re-analysed from the stored answer text (never by asking the engine again).
 * 2: rules of analysis-rules.md in five languages (structure-aware verdicts, script-aware
 * boundaries, Public Suffix List domains, untracked brands, 'unknown' sentiment).
 * 3: product names reported as their company, German institution / enumerated names and katakana
 * names as untracked brands; a tracked name after a verb counts; shared fr/es language votes;
 * suggestion and inflected warning cues; "la mejor" as superlative praise.
 * 4: evaluative predicates, conditional picks, names the answer uses as words, a place gazetteer.
 * 5: negated verbs of choosing, 'best suited' picks, an entity that recommends something is not
 * picked; untracked brands without codes, plans, demonyms, places after a site, abbreviations or
 * tracked names judged as words; language-aware articles, German role nouns, Japanese mimetic words.
 * 6: bold-name paragraphs as options, price lists as facts, 'not for this need' warnings, well-known
 * brands as a list.
 * 7: Japanese two-kanji names checked against IPADIC, conditions are not picks, untracked names in
 * kanji and kana; given names are people.
 * 8: untracked brands checked against generated word lists (GeoNames places, German nouns, Hunspell
 * stems, IPADIC katakana), names the text calls brands, table-cell lists; reader-directed examples,
 * arrow picks, alternatives after a warning, verdict lines about the answer's topic.
 * 9: go-elsewhere warnings, Japanese negation, option headings under an announcing intro; German
 * compounds and places after a kind of place are no untracked brands.
 * 10: a learned verdict layer (verdict-model.ts) decides recommended and sentiment of answer-length
 * texts from the rules' verdict, the entity's place and the words around it.
 * 11: a learned untracked-brand layer (untracked-model.ts) decides among the names the rules looked at.
 * 12: Japanese untracked brands: names enumerated with や、と・／, lower-case Latin names (freee, povo),
 * branches and generic tails are no part of a name, more well-known Japanese companies.
 * 13: verdict cues worded around their object (clause-start imperatives, "raten … ab", purpose clauses
 * are no warnings), a preposition opening a sentence is no part of a name, 1,000 well-known brands.
 * 14: warnings inside an "if" clause are suppositions, a warning in an entity's own section outweighs its
 * table row, switch destinations as option headings; interrogatives before names, Japanese suru-verbs,
 * plural abbreviations, streets and standards are no untracked brands.
 * 15: a two-column comparison settled by a verdict leaves the other column compared, a verdict's turn
 * ("…, but …") picks what follows it, warnings under verdict headings are about the topic, complaints
 * headings hold points; possessives, copulas and coordination name common-word brands; well-known
 * brands written in lower case (lexoffice, italki) are untracked brands.
 * 16: more wordings of a comparison with no winner, tables set beside one subject "for context" hold
 * reference points, a table column headed "Recommended" holds picks, "Where Acme wins" heads points,
 * the name after "not to be confused with" inside a longer name is another business, known names
 * joined by "&" (Riese & Müller) are untracked brands.
 * 17: a source link's label is no subject of its sentence, a pick shared in one sentence or explained
 * after a colon picks no one else, warnings limited to some readers are caveats, offers of more help
 * pick nobody, German nouns ending like superlatives are no praise; compounds after "Grammatik und",
 * names in street names and in enumerations of lower-case words are words.
 * 18: in a comparison with no winner only conditional picks stand, more wordings of one ("No hay una
 * opción claramente superior", "keine Empfehlung für einen der beiden", "一概にどちらが…とは言えません"),
 * tables "for reference" hold reference points, "X schneidet besser ab als Y" compares against Y,
 * "nicht in die engere Wahl nehmen" warns; a tracked name before another kind of business ("Encore
 * Piano Movers", "Nexo Énergies") is that other business.
 * 19: a mild warning in an option's item under a condition ("not a good fit if …") is a caveat, a row
 * marked "(current plan)" is the baseline, "Where Acme stands out" heads points, "wie der Acme Bank"
 * gives an example; Japanese names: a one-kanji name alone in a table cell, "店の大将", "ラーメン大将",
 * a mimetic name before a kanji ("コツコツ続ける").
 * 20: an avoided action done with an entity warns about it ("éviter de se réabonner à Lotus"), names
 * joined after a condition are its picks, "pour situer ce prix" tables hold reference points, more
 * no-winner wordings; a name after "à"/"al" can be the brand.
 * 21: more no-winner wordings ("the sources don't point to a clear winner", "Eine pauschale Antwort …
 * gibt es nicht", "aucun ne se détache nettement"), bold names with a place before their period
 * ("**VetMarina (Playa de San Juan).**") are options, a settled two-column comparison's loser is not
 * suggested by its own paragraph either.
 * 22: a two-column comparison whose choice "comes down to" the reader has no pick, "hier ein Überblick
 * über Optionen" announces options, picks under a priority ("If billing transparency matters most, A and
 * B both …") or after an item's label ("**Sliding-scale options:** If $129 is out of reach, …"), "どちらを
 * 選んでも大きく失敗しない" has no winner, headings of reasons or of notes per store head points, an
 * entity advising through its guide ("La guía de Acme (…) recomienda") or in the plural is no pick, "で
 * 買った" marks the reader's old store; mentions: an acronym after a German article ("mit dem NHZ"), a
 * capitalised short name after "d'" ("l'abonnement d'Oz"), after "Under"; credentials (LCSW) are no
 * brands.
 * 23: a business named with a cue that it is unrelated ("Corvana CRM is unrelated to Corvana Health",
 * "Brisa Coworking … no tiene nada que ver con Brisa English", "「ツバサ銀行」はツバサモバイルとは無関係") or by
 * its kind ("Muddy Paws Rescue") is another one; an acronym the answer defines as a phrase ("vins doux
 * naturels (VDN)") is that phrase; "spürbaren Rückenwind", "コスパ重視" are words; "Tempo o Apple Music"
 * names; more no-winner wordings ("nehmen sich die beiden wenig", "pas de vainqueur net", "甲乙つけがたい");
 * "If you still want to try X" concedes, no pick; "Eine Alternative ist X" picks; "I'd be cautious" warns;
 * "Beispielpreise" heads prices.
 * 24: more cues that a name inside a longer one is another business ("Die Fahrradwerkstatt Speiche … mit
 * dem Versicherer Speiche hat sie nichts zu tun", "no confundas", "pour éviter une confusion", a known
 * name around it: "Guardian Life", "Onda Cero"), places after "dans le quartier", "la ribera del"; a
 * German word ending in a noun after an adjective ("steuerlichen Weitblick"); picks: "look at Tallyo",
 * "X is another option", "las agencias que mejor … son X", "me cambiaría a X", "eine Überlegung wert",
 * "te encajará mejor X"; "Good Acme alternatives" heads others; "there isn't a clear winner".
 * 25: an alias writing a kind before a kanji name ("旅館 月影") shows the kanji as the name; more kinds of
 * another business after a name ("Bloom Pediatric Therapy", "Protekta Sicherheitsdienst", "Azahar
 * Reformas, una empresa de …") and the paragraph under "**Verwechslungsgefahr**"; a place joined to a
 * place ("from Larkspur or Castle Rock"), "le marché de Talensac"; a Japanese intro ending "…を挙げます。"
 * heads its list ("参考までに" makes it reference points); "優劣をつけるのは難しい", "There isn't an
 * objectively better school", "Eine klare Empfehlung … lässt sich nicht ableiten" have no winner; "La
 * opción más evidente es X" picks.
 * 26: a katakana word written on to a kanji word is that word ("リピート率", "ミント系"; not a business
 * suffix: "ミント店"), more everyday katakana (リピート, サブスク); "Don't confuse A with B", "… Pediatric
 * Dentistry" name another business; "as recommended" picks nobody; "神戸市内であれば、ポートアイランドにある
 * Acmeは…" is a conditional pick; "I don't think there's a clear winner"; "zu einem anderen Anbieter raten"
 * warns about the one named.
 * 27: "Im Klartext", "Im Sommer" (a contraction opening the sentence before a listed German noun) are
 * words; "「ボディラボ整骨院」は別の事業者が運営", "「CORE FITNESS STUDIO」… とは別の運営会社",
 * "l'association Roulons Malin n'a aucun lien avec l'application Roulons" name another business;
 * "コア（体幹）" in running text is the word; "## 代替候補" / "## Alternatives" announce the sections named
 * after it; "どちらか一方が明確に優れているとは言い切れません" has no winner; "Raus aus Netzo" leaves it;
 * "findet mit X eine Alternative" picks X.
 * 28: a listed German noun after an adjective is the word ("eine dicke, aromatische Kruste", "leicht
 * glänzende Kruste"); Japanese lines opening with "・" are list items; "señalan como alternativas X o Y"
 * and "Tipp: Tarife … bieten unter anderem X, Y" pick them.
 * 29: "in Schwung kommen" is the idiom's noun; "It isn't connected to Bluestem Prairie Preschool" and
 * "*Colita Feliz Pet Shop*, una tienda de piensos" name another business; "Aucun des deux ne s'impose",
 * "ne surclasse l'autre" have no winner; under a need's heading, a name after an article opens the
 * paragraph's pick ("Le Cabinet Ostéo Erdre est …").
 * 30: "No debe confundirse con Sobremesa Radio", "Riegel Sicherheitstechnik" name another business; "la
 * plaza Arriaga" is a place; "neither is a clear-cut winner", "There is no objectively \"better\"
 * choice" have no winner.
 * 31: "Die Musikschule Isarklang in Pasing ist ein anderes Unternehmen" names another business; "das
 * Klangbild Ihrer Geräte" is the word (a formal "Ihrer" is no model name), as is a listed noun after
 * "andere(s)"; "La primera es Pedalia … La segunda es Ciclos Albufera" enumerate picks.
 * 32: a German noun after a preposition or an adjective is no part of the name after it ("für
 * Rückrufprobleme Kessler"); "… ist ein eigenständiger Gassi-Service" and "…とは関係のない会社" name
 * another business; a name that is also a word is the word as a bold label among labels of words
 * ("**Format:**" after "**Gestaltung:**") or before a measure ("im Format 89 × 59 mm"); a Japanese
 * item's text after its first sentence is no option's place ("…重要です。コツコツと続けて"); "I would call
 * Acme first" picks; "Aucune des deux n'est objectivement meilleure" has no winner; "no destaca por
 * precio" advises against; "月謝だけならAcmeと大差ありません" compares with a reference, no pick.
 * 33: "Inkwell Press, the paper planner company" names another business; "Notably, most of …" opening
 * a sentence is the adverb; "la autoescuela Volante" is the brand's shorter name after its kind in
 * lower case; a lower-case German use ("wer es farbenfroh mag") shows the name is a word after any
 * word; "Acmeの深煎りが好きな人にも" names a taste, no pick.
 * 34: "Das Café Auszeit … hat mit dem Studio nichts zu tun", "… is unrelated to the studio" and
 * "Signsmith Graphics, an unrelated sign-printing shop" name another business; a list under a heading
 * of fees or limits ("Comisiones habituales por plataforma", "Typical limits by service") gives facts,
 * not options.
 * 35: a name written in lower case is the word even when the word lists lack it ("por impulso",
 * "comment on respire"); マンタ and other sea-life words are everyday katakana; "「ケラマブルー」と表現される"
 * names what something is called (not a nickname right after the brand's name); "Enfin, si …" and
 * "En cambio, si …" open conditional picks.
 * 36: a cue against confusing names may open a long sentence ("Nicht zu verwechseln ist der
 * Kursanbieter übrigens mit dem Gitarrenbau Saitenwerk") or be the heading ("**Hinweis zur
 * Namensgleichheit:**"); "ne pas la confondre avec", "運営会社も別" name another business; a katakana
 * word after a verb's attributive form in -む/-ぶ/-ぬ or "同じ" is the word ("授業の進むペース"); "eignet sich
 * höchstens", "nur eingeschränkt zu empfehlen" advise against; "a side-by-side look at X" is no pick.
 * 37: a katakana name used as a na-adjective is the word ("大正レトロな柄"; not "なら", "など"); "Das Café
 * Augenblick … ist kein Fotostudio" names another business.
 * 38: a quoted longer name after a note on similar names is another business ("名前が似ている「カフェ・
 * ゾンネ」", "名前の似たサービス…「渋谷スマートクリニック」"); クラム, クラスト, ココロ, カラダ and レトロ are
 * everyday katakana ("レトロ柄プラン").
 * 39: a kana name with a number right after it is a numbered word even as an item's head ("**ステップ1：
 * …**"); "l'antique Massilia" and "the ancient …" name a place; a how-to question heading ("**Comment
 * transférer vos données ?**") states no need, so the paragraph under it names no option.
 * 40: an acronym alias written in mixed case is another abbreviation ("0,25 kW" for "KW", "Tee" for
 * "TEE"); "… ist ein unabhängiges Fahrradgeschäft" names another business; in French and Spanish a
 * name after a capitalised word and "du / des / del" is the end of another name ("Au Comptoir du
 * Levain"); a camel-case name written in lower case is still the name ("like quickbooks"), only a
 * plain capitalised one is the word whatever the word lists know (version 35).
 * 41: an answer that opens on what things typically cost and suggests nothing (no recommending cue,
 * no ranking word, no intro offering options) lists facts in its tables and items ("Published prices
 * from local providers"); a bold label with its colon outside ("**Polyglotte** :") is not among
 * labels written "**… :**"; "Oldtimer-Wagenwerk" after "nicht zu verwechseln", "Zahntechnik
 * Rheindental GmbH, ein eigenständiges Dentallabor", "Attention aux homonymes : Terravert Loisirs"
 * and "「つばさ動物病院」は名前が同じ" name other businesses; a katakana name is the word after an everyday
 * word and の even in an item ("柔軟性のバランス"), the name before 公式 ("バランス公式サイト"); "deja",
 * "laisse", "lässt" are verbs after a name; "wenn Sie Kostenfallen vermeiden wollen" is the reader's
 * aim, "sollte eher eine andere Praxis wählen" a warning, "À votre place, je …" a pick.
 * 42: a price overview may have notes that state no figures ("**Lauscher:** monatlich kündbar") or a
 * title about prices ("## Tarifs et remboursement …"), and "published", "orientativos", "cambian"
 * open one; "good value", "Punto fuerte", "Stärken", "conviene tener en cuenta" and "評価の高い" rank or
 * praise, so an answer using them still lists options; "… Glanzwerk Autopflege in Offenbach auf. Das ist
 * ein Fahrzeugaufbereiter, der mit dem Reinigungsbetrieb nichts zu tun hat", "…とは別の組織" name other
 * businesses; "中村ミナト氏" is a person; "está", "añade" are verbs after a name; "Xを検討する場合は" is no
 * pick, "入会を急がないほうがよい" a warning.
 * 43: fact overviews of plans and return policies too ("the plan you need varies", "gesetzliches
 * Widerrufsrecht"); a recommending cue counts against one only in a heading, an intro or a line
 * naming a tracked entity ("Vor dem Kauf lohnt ein Blick in die AGB" is advice about something else);
 * "worth knowing", "lowest plan", "am besten" and "más baratos" rank nothing; in a fact overview a
 * row's or a note's mild wording is no praise or criticism; a short katakana gloss in brackets after
 * another name of the entity is a mention ("LUMO（ルモ）").
 * 44: German price compounds ("Festpreise", "Versandkosten") and verbs of differing ("hängen … ab",
 * "unterscheiden sich") and cancellation terms open a fact overview; "Preiswerte …", "affordable",
 * "asequibles" keep a list of options; "比較するのがおすすめ" recommends an action, not an option; a
 * number before a katakana name makes it a counter ("3ステップ"); "別経営" names another business.
 * 45: shipping, subscription and other conditions or policies open a fact overview too, and so does
 * an intro announcing a comparison ("Here is how the main options compare:"); "worth questioning"
 * ranks nothing; "I'd move your checks to Acme" and "my first call would be Acme" are picks, "sollte
 * bei Acme vorsichtig sein" a warning; "The choice mostly depends on …" closes a comparison with no
 * winner; "…のが無難", "…することをおすすめ" recommend an action; "「マルヤマ印刷」という印刷会社" is
 * another company.
 * 46: overviews of cancellation terms need no figures, and an intro opening on such terms
 * ("Condiciones de las principales plataformas:") offers none; "Here's a balanced look" and "una
 * buena o una mala elección" give no verdict; the entity before "lohnt sich ein Blick auf andere" is
 * the thing replaced; "is another reputable option", "ist auch Acme eine Option", "のほうが合って",
 * "候補に加え" are picks, "向き・不向き" no warning; streets ("rue Montaigne", "Ludwig-Huber-Straße"),
 * nobles ("Marqués de Larios") and people ("Michel de Montaigne") are not the entity.
 * 47: a two-column comparison table with no pick or warning for either side suggests neither, and "- If
 * you need X: **Acme**." picks Acme for X; "sans vous désigner un gagnant" gives no verdict; entries
 * under a cancellation heading need no figures, "par courrier recommandé" recommends nothing, "ses
 * propres conditions" and "Published policies of …:" open an overview of terms; "the closest is Acme",
 * "Si tuviera que quedarme con una sola, …", "Eine Alternative zu X … ist Acme", "選びやすい" are picks,
 * "no longer works for" and "no empezaría por" warnings; "Heinrich von Brühl", "the Lyceum Theatre",
 * "el Jardín de Floridablanca", "la estación de metro de Goya", "北野 恵先生" are not the entity.
 * 48: an overview of terms may open on "Typical terms …" or "キャンセル", be introduced right before its
 * entries ("Les conditions varient selon les contrats :") and list them as paragraphs led by a bold
 * name; a ranking word in a list item about something else ("spinets are the cheapest") selects
 * nothing; a ranked heading ("## 1位：Acme", "**1. Acme**") lists its entity; "For a grand …, Acme …"
 * and "la plataforma que mejor encaja … es Acme" are picks, "a risky choice" a warning, "if you chose
 * Acme" names the thing replaced; "Ninguna de las dos es claramente mejor" gives no verdict; "je vous
 * conseille d'installer Élan" names Élan, while "einen kontrollierten Anschlag", "An St. Severin",
 * "Rien à voir … avec Mistral AI" and "株式会社ミナト精工" do not name the entity.
 * 49: a German price compound ("Preisbeispiele"), verbs of cancelling and Japanese amounts ("金額",
 * "顧問料") are price words of an overview; "dónde" ranks only before an infinitive of getting something
 * ("Dónde hacerlo", not "Dónde consultarlo"), "meilleur … que" compares; "**If …: Acme**" picks Acme for
 * that need, "the simpler choice" picks and "a riskier choice" warns; "le studio ne prend pas …" is no
 * warning; an event in a Japanese condition ("…が発生した場合は") is no pick; a name after an imperative
 * ("Beauftrage Spürnase", "Book Acme") is the name.
 * 50: an overview of prices or terms may open on "Richtwerte", "en général", "coûte", a sum in € or
 * 円 or the Spanish "cancelar", introduce its entries in the last sentence of a paragraph, sit under a
 * plain-text line before a list ("How individual companies handle it") or mostly under a heading of
 * rules ("規定"); an opening or intro on "a few" of a kind ("Voici quelques clubs …", "Several …
 * groomers offer") offers options, "Dónde comparar" ranks nothing, "la mejor relación calidad-precio"
 * singles one out; "…, take Acme." picks; "How … apps handle it" heads points. Names: a German noun
 * opening a sentence before a verb in -t ("Horizont setzt …"), a genitive without an article
 * ("Schäfers Team") and a label of a coined compound ("**Sprachwerk Kids:**") among labels are names;
 * a place ("Rainier Avenue", "北浜や本町方面", "サイクル北浜（北浜）", "del río Turia"), a person ("Ms.
 * Brooks", "Hortensia Soler"), another business ("Tierklinik Lindner", "l'atelier Rayon Vert", "the
 * Brooks Running app" after "don't mix it up with", "Keystone Property Management"), a lower-case
 * name written capitalised inside a sentence ("wie Kuno"), on to a hyphen ("mitome-in",
 * "profit-margin") or in a quoted phrase or example ("「ペダルを踏む…」", "「山田」のような",
 * "**ペダルの種類**") are not the entity.
 * 51: entries under one heading of a price overview ("Preisübersicht", "料金一覧") are facts, a
 * disclaimer ("Eine Empfehlung ist die Tabelle nicht") recommends nothing, and 約款 is a word of terms;
 * "die Feierabend-Box" names the brand's product, while "nach Feierabend", "durchs Nadelöhr",
 * "Kaiser-Wilhelm-Straße", "die Uhland-Apotheke", "Ribera del Duero", "タカノ不動産", "タカノ通り" and
 * "AOIさん" are not the entity.
 * 52: untracked names may be joined by "&" ("Engel & Völkers"), and a tracked name after "X &" is
 * part of that name ("Zadig & Voltaire"); a name ending in "Airport", "Stadium", "Arena" or "Field" is
 * a place, and a tracked name run together ("hinataparking") a near-miss, not an untracked brand;
 * "Elegid Acme", "escoged", "optad por" pick; "vous ne choisissez pas toujours …" is no warning.
 * 53: "etwa", "environ", "roughly", "most", "la plupart", "die meisten" are typical words of a price or
 * terms overview, refunds and "règlements" make one of terms (no figures needed), and "Ce que
 * prévoient les plateformes" heads one; "the best time", "le meilleur moment" rank nothing;
 * "Unterschiede zwischen den Apps" heads points.
 * 54: a colon intro announcing options holds over the paragraphs under the bold headings it announces;
 * bold-name paragraphs of an answer opening on "both" are the sides of a comparison; "moins cher",
 * "weniger teuer", "no es cara" criticise nothing; "what the services publish" heads terms; "**Para
 * la mesa, Acme.**" and "Si je devais trancher" pick; "Krämer Tierbedarf", "der Hansa-Park",
 * "boulevard Berthier", "Jean-Louis Graslin" and "Gobi travel" (for "Gobi Travel") are not the
 * entity, while "…なら小春、" is; a German genitive after a label ("BoulderBuddys Export") is a point.
 * 55: price examples ("Preisbeispiele", not "seriöser Anbieter"), AGB and liability, "Condiciones de
 * …" headings, facts "im Überblick" after an opening on how they differ, and a Japanese disclaimer
 * ("おすすめするものではありません") make overviews; "Wie die Anbieter es regeln" heads points; a
 * supposition ("Wenn dir Acme zu teuer geworden ist, …") judges nothing; "would be Acme" names it;
 * "Shepherd Drive" (in English) and "中庭に面した縁側" are not the entity.
 * 56: the names heading the sections of a fact overview ("**Keyhole**" over its cancellation terms)
 * and the columns of a price table ("## Typical prices") are no options; "Hier ein Überblick über …
 * Preise" opens an overview, and a heading about terms ("Beispiele aus den Bedingungen …") heads
 * one; "Cómo quedan las demás" heads points; "beim Anbieter" offers no options.
 * 57: "las considera", "als … nehmen", "lets you try" and "puede" (of a third party) pick and advise
 * nobody; "several things work against it:" opens points against the entity; checklists ("Les points
 * à vérifier …") and "Other points of interest" head points, "費用を抑えたいなら" a need; what changed
 * most is no praise; a verdict whose choice "dependerá de lo que necesite …" picks nobody; "places"
 * are options and "tools that work well for …" suggests them.
 * 58: "電動ロクロ" (a kana word after an everyday kanji word) is the word; "Regelungen" make an overview
 * of terms; "not the pick for …" limits a pick rather than warns; a possessive after a label ("…: Acme's
 * help center, for example, …") is a point; "prise de rendez-vous chez" is a noun; a cue whose choice
 * "depends on how you'd use it" picks nobody; the entity a heading names is no alternative after the
 * warning under it; "Was beim Wechsel wichtig ist" heads points.
 * 59: "Wo man kündigt" ranks nothing; "Lleva la guitarra a Acme", "Take it to Acme" pick; examples
 * after "Usad una app como" may follow untracked names; "Ce que font les applications" heads points.
 * 60: "un resumen de sus puntos fuertes y débiles" (a summary of the options' strengths and weaknesses)
 * compares without a winner; a heading naming a period ("Subscriptions (mid-2010s onward)") heads
 * the events of a history.
 * 61: guarantees and warranties make an overview of terms ("Livestock guarantees … differ a lot");
 * "in zwei Raten" is no pick and a closing "moins cher qu'une remise en état" no ranking; options
 * introduced by "代表的なものを紹介します" stand even where the choice depends; "…に見る傾向" heads points;
 * "今のX" is the reader's current app; "Yのほうが" picks Y; "テトラ系" is the word and "テトラ水産"
 * another company; "nicht raten" warns; "eine der bekanntesten" is no praise; bold names opening
 * sentences under a need heading and "Dann ist **X** interessant" are its options; "often recommended
 * for …" in an aside and "par rapport à l'offre de X" pick nobody.
 * 62: what companies "list", "Exemples de prestataires", privacy policies and "有料版を検討" keep a fact
 * overview; "How apps report …" and "publient leurs propres chiffres" head points; a cue after a
 * hyphen ("top-suggestion") is none; "pas l'option que je …", "Not ideal" and a heading "no te
 * recomendaría" warn; "plus courts que X" compares; "一番町" is a place; "besser hörbar" is the word.
 * 63: an opening on subscriptions ("Freemium-Modell … nur im Abo") is one on prices; "Si usabas X"
 * makes X the one replaced; "mira X", "die entspanntere Wahl", "confiez-les au X" and "a solid second
 * local choice" pick; "中区のX" under a heading offering options lists X.
 * 64: "wo du es abgeschlossen hast" ranks nothing; "mehr Sauna fürs Geld" picks; what readers look for
 * ("cherchent une solution moins chère") picks nobody; "l'adresse la plus régulière" picks.
 * 65: brackets after a Japanese word name gloss it only with a reading, a Latin spelling or a place
 * ("的中（例：…）" does not); 切っ先 (kanji with okurigana) is an everyday word; "…, tienes varias
 * alternativas razonables." announces options.
 * 66: an intro on known data ("los datos conocidos son estos:", "Algunos datos de contexto:") heads
 * facts; a heading on how the reader paid offers no options; "主なアプリのオフライン対応" heads points.
 * 67: a price title keeps a fact overview over an opening on several providers; "Ce que gèrent …",
 * "How … works" and "…の仕組み" head points; "X convient si vous …" (and "encaja si", "makes sense if")
 * picks X; a condition in bold before the name is one; "probier X" and "nimm X" pick (not with an
 * object of their own, nor "lass dir … empfehlen"); "lohnt sich … kaum noch" warns; "Si querías X"
 * replaces X; a name completing a noun after the verb is not praised by the next clause; "Häufig
 * genannte Nachteile" and "よく挙がるデメリット" head points.
 * 68: a one-kanji name opening the answer as its topic is a name; "X applique le droit de rétractation"
 * after a condition states a term; a pick in the closing paragraph settles a two-column comparison;
 * "Zeitangaben und Raten" are rates; "**Nicht in der Liste:**" heads no option; "buena sustituta"
 * picks, "a good substitute for X's …" demotes X; a heading of the name alone under an intro offering
 * options lists it; short headings on warranties, cancellation or refunds head facts.
 * 69: "The terms at the main … studios:" introduces facts; a Japanese opening on conditions set per
 * provider or published ("…ごとに定められています", "公開規定") is one on terms; "no compensa pagar X" warns.
 * 70: "the best source" ranks nothing in a price overview; "Here is how the apps handle cancellation
 * and refunds:" opens one on terms; "Which one suits you depends on …" closes a comparison with no
 * winner; a heading of examples (not of options) and "Otros datos útiles" head points; "If I had to
 * keep only one", "Si je ne devais en garder qu'une", "würde ich zu X tendieren", "je pencherais vers
 * X" and "use X.io." pick; "the closest match to what X offers" demotes X; "tournées vers" is no
 * pick; "どちらを重視するかで評価が分かれる" balances.
 * 71: an opening on terms set by each provider ("la politique propre à chaque atelier") opens an
 * overview of them; "si vous aimiez les rappels de X" and "if you liked X" demote X; "Tiempos de
 * referencia" heads reference figures; "referencia para la filigrana tradicional" is praise, not a
 * reference point; "X avoids the … habit" is no warning.
 * 72: "Wie einzelne Apps das umsetzen", "Key terms", "What you lose when switching" head points;
 * "Whether it's worth paying for depends on …" and "Ob sich … lohnt, hängt … ab" close a review with
 * no verdict; "eher X empfehlen als Y" demotes Y.
 * 73: an opening on the same or similar terms everywhere ("Für Abos … gelten dieselben Regeln",
 * "appliquent des conditions assez proches", "ほとんどが…サブスクリプション…が基本です") opens an
 * overview of terms, and entries that all state terms need no figures; "判定精度の目安" heads
 * reference figures.
 * 74: "**Eher nicht zu empfehlen**" (and "Nicht empfehlenswert", "Pas recommandé") heads what to
 * avoid; "Quick comparison with X" makes X's row a reference; "*Ventajas*" in italics heads points;
 * "avoid copycat sites such as …" warns about those sites; "los cursos recomiendan dominar …" picks
 * nobody; "S'il veut du sur-mesure :" states a need; "Si …, X propose …, et Y offre …" picks both;
 * "…たくなったら、X" is a condition; "向いている人:Xで…人" does not pick X; "wird oft als …
 * Alternative genannt, ist aber keine gute Wahl" warns; a plain warning naming X outweighs a pick
 * of X for another need.
 * 75: "## Example prices from Texas shops" heads prices, not options; "Makers such as X in San Angelo
 * suggest …" is advice X gives; "- **Zum Segeln:** Die **X** ist …" opens on the option; "**À noter :**"
 * labels a note; "Si lo que buscas es …, X vende …, aunque …" is a conditional pick with a caveat;
 * "one reference that grows with you" is praise, not a reference point.
 * 76: "**Abo direkt beim Anbieter**" heads terms; "presque toutes", "Tarifs constatés" open an overview
 * of prices; "## Qué elegir en su lugar" offers options.
 * 77: "Algunas observaciones sobre la tabla:" announces notes; a verdict picks the names after a
 * condition naming another, each name picked per need, or nobody when it turns to something better to
 * do; "Skip X", "no es buena idea", "選ぶ理由は以前より少なく" warn; "orientez-vous plutôt vers X" picks;
 * "plutôt que vers Y" demotes; "plusieurs alternatives" are others; "Évitez les sites …" has its own
 * object; "**Si X ne vous convient pas**" heads options; "注意しておきたい点" heads points.
 * 78: "…según lo que busques" leaves the choice to the reader; "el aumento recomendado" is a measure;
 * the column of the entity an answer finds alternatives to is no option; "…かどうかは" is a question
 * weighed; "今回の候補から外したもの" heads what was left out; "Worth a look if X doesn't fit" offers
 * options.
 * 79: a table under an intro of published prices lists no options; "Preisübersicht" heads prices; "it
 * is not the option I would choose" warns, and a warning after "but" naming nobody new outweighs the
 * praise before it; "Autres repères" heads reference points; "Not ranked" heads what was left out;
 * ", so …" opens a clause.
 * 80: "Referencias de tiempo en cursos y apps" heads reference points; "start with X and skip Y" warns
 * about Y; "料金を一覧にしました" opens a price overview; "…には合わないかもしれません" is a caveat; "冬には"
 * is a time; "la mayoría pide" is no advice; "Abonnement pris sur le site" heads terms; "**X** (Place).
 * …" under an intro of options is one of them.
 * 81: a heading without a colon is a section of an overview that opens on terms; "no encaja con lo que
 * pides" and "メリットは小さい" warn; "À savoir avant de réserver" heads notes; "la forma más sencilla de
 * comprobar" is a way to find out, not praise.
 * 82: "moins cher que celui de X" compares with X; "代わりを選ぶ" offers others; "Xに近い", "Xと同じ" make X
 * a reference.
 * 83: "empieza por" picks only opening its clause; in an overview of facts only the reader's condition
 * picks; a Japanese cue inside the condition picks no one in it; "データの出どころ" heads sources; "no
 * encargaría" warns; the answer's topic is not the alternative to its own warning; praise of the
 * alternatives or of what "there are" brings in, "fehlerfrei", "sans erreurs" and "la práctica" judge
 * nothing; "X verlangt beispielsweise" is an example of a point.
 * 84: a name styled in lower case that is a word of the answer's language is judged like a common
 * word; "you still have good options" brings in others; "allerersten" is no superlative; "serait une
 * solution de repli" picks; "**Si X ne vous convient pas**" heads options, not X; "…で大きく変わります"
 * opens an overview of terms; "次のように実装されています。" introduces points; "würde ich zu X gehen"
 * picks.
 * 85: such a lower-case name is not named by its place in a list item alone; "start with" picks only
 * opening its clause.
 * 86: "Published examples" heads facts; "Was die Apps bieten", "What the apps offer" head points; "Book
 * a technician through X" picks X.
 * 87: "how the most popular ones compare" introduces an overview; "連休の枠は人気" is no ranking; "Xのように"
 * in an item names an example; "Bessere Adressen" heads options.
 * 88: "…, pero no para lo que buscas" after a verdict opener picks no one; "L'atelier X" opens an option
 * under a need heading, as does "常滑のX" (not "Xのように"); "Pour une petite surface (a, b), X" picks;
 * "trop rapide", "too fast", "de pratique" are no praise; "AとBの併用" is no pick.
 * 89: overviews of terms, reported figures and compared prices are facts ("Die Regeln … im Überblick",
 * "What the apps report", "valeurs de référence publiées", "料金を…比較しました", "Ce que prévoient les
 * ateliers", "注意しておきたいこと", "En contra:"); "X-style" is a reference; "Search X", "the best
 * fallback", "die verlässlichere Option", a short phrase before the option under a need heading and
 * "**3. Workshops on X**" pick; "If you still want to try X", "最適化" do not; a two-katakana name is
 * judged like a kana word.
 * 90: "Eine klare Empfehlung lässt sich nicht ableiten" closes a comparison with no verdict; "**Private
 * lessons via X**" heads an option, as does a name heading under "## Alternatives pour …"; a bold
 * question label and the name answering it pick; "Si lo que te gustaba de X" names the one replaced;
 * "**Pour comparer**" heads a reference; "ne suffit pas", "no basta" pick no one.
 * 91: "(X, NC)", 'Alan "X" Brooks', "X's Surfshop", "X Optics", "X Feed & Hardware", "confuse it with The
 * X, the arts center", "rúa X", "長野県のX", "お手本", "gekochte (braune) Weide" are not the brand, "Tabla
 * App y grindo" counts both; "picks one of three policies", a table "no una clasificación", "Algunos
 * detalles …:", "**For context:**", "エリアにはXやY" pick no one; "a reasonable way to see" picks;
 * "Solange … bei X nicht bessert" is no pick; "stark auf … ausgelegt", "Sicherheits…" are no praise;
 * "停止しているため…候補から外しています" is no warning.
 * 92: "Here is a balanced look", "Ob sie sich lohnt, hängt …", "Ob die Stärken oder die Schwächen
 * überwiegen" close a review with no verdict; "**Where to cancel**" ranks nothing; "fast immer", "almost
 * always" open an overview of terms; "je ne la recommanderais plus", "no la recomendaría", "real
 * drawbacks for …:" warn; "Conseils pour protéger …" heads steps;
 * "Chez **X**, …" under a need heading is its option.
 * 93: "Beispiele …:" after terms, prices "relevés" over columns are facts; "most often because" is no
 * overview of terms; "**If you want X: Acme.**", "なら出張の「X」", "ergänze … mit X" pick; a need
 * heading survives "Plutôt que X, …" and takes one named next with "aussi"; "…では、X が…" items,
 * "との違い", "For reference, X Co. …" pick no one; "### ¿Y X?" heads X's section, "mixed feedback"
 * there balances; "sin inclinarme por ninguna" is no verdict.
 * 94: prices "as listed", "…機能の例", "How apps compare on …" head facts; "X recommends keeping …" is no
 * pick; "4分の3拍子" is no brand; "tiktak Studio" is the lower-case brand's product; "いくつか紹介します"
 * opens options.
 * 95: "les retours sur X" (feedback, not returns) opens no overview of terms.
 * 96: a negated praise word ("pas fiables", "nicht zuverlässig") is criticism; "passt X besser", "solltet
 * ihr X anfragen" pick; "lohnt sich … derzeit nicht", "### Eher abzuraten" advise against; "la tienda de
 * referencia" is praise; "Klasse-E-Rufzeichen", "Kessler Audio Repair" are no mentions; "料金は…さまざま"
 * heads facts, "代表的な選択肢をまとめました。" options; "他の選択肢との違い" compares; "**X（読み）**は" opens an option.
 * 97: a heading after a price table with no tracked name after it offers no options; "**Is X worth it?**"
 * picks no one; "Préférez …, par exemple chez X" picks; "rule out the toxic species" is no warning; "Forage
 * away from …" is the verb; "Ergebnisse aus Vergleichstests" heads findings; "Google マップ" is one name.
 * 98: "des conditions différentes pour les retours" opens an overview of terms; "X est souvent cité en
 * exemple" is an example; rows under "…プランを比べると、次のとおりです。" are prices compared; "I'd lean toward
 * not mailing it to X" warns.
 * 99: "アプリでの扱われ方", "乗り換えるときの注意点" head points; "older posts recommending X" picks no one;
 * "Hennepin Healthcare" is another business.
 * 100: "if something isn't worth fixing" warns about no entity; "X's tables are its strongest feature", an
 * option left out of the pick and one waited for are no picks; "passez chez X", "ここを勧めます" pick; "if the
 * price is a problem" and a quiz's "問題" are no criticism; "条件が異なります" opens an overview; "verbogene
 * Typenhebel", "QWERTY配列", "寺町の商店街", "リボンの販売", "Kranich Verlag" are no mentions.
 * 101: no mentions in a column label ("| Bellows repair |"), "Schlag für Schlag", "Riemen- und", "Catch-up",
 * "* Balg auf Dichtigkeit prüfen:", "ストロークの長さ"; "ストロークをおすすめする理由" is one; "nehmen X … zurück"
 * is no pick.
 * 102: "En resumen, X está más orientada a estudiar y Y a jugar" (what each is geared to) picks no one.
 * 103: "Si je devais n'en retenir qu'un", "besoin chez X, besoin chez Y", "Si …, no hace falta pagar: X",
 * "X peut servir de solution de dépannage", "empezaría en X" pick; "what you liked at X", "was du an X
 * magst", "Xのスタイルよりも", X in "Si X est complet, …" are no picks; "Für wen ist die App gedacht?" states
 * no need; "Inconvenientes" heads points; "issues de", "失敗しにくい" are no criticism; "AやB" share a pick
 * or a comparison; "Glide for 2 seconds", "Juan Crisóstomo de Arriaga" are no mentions, "**Filo Pro:**" is.
 * 104: "施設ごとのルールの例", "Et les autres ?" head points; "次のあたりが代わりになると思います" offers the
 * name headings under it; "を避けたい" warns about nobody; "n'est pas une alternative", "Als Spielzähler
 * weniger geeignet", "最も安く済みます", "アプリの中には、X" are no picks or warnings; "たとえばX" after advice
 * lists X; "スパ日和" names 日和; "大地さん", "Hanse Kaffeerösterei", "métro Bellecour" are no mentions; ",
 * but Ember is", "Triple et oche" are.
 */
export const ANALYSIS_VERSION = 104;

/** A tracked brand with an optional stable id (a campaign's competitor id); default: derived from the name. */
export type TrackedEntity = Brand & { id?: string };

export interface AnalysisContext {
  brand: TrackedEntity;
  competitors: TrackedEntity[];
  /** Domains counted as owned (default: the brand's domains). */
  ownDomains?: string[];
}

export interface MentionOccurrence {
  /** Offsets in the answer text as given (before clean-up), for highlighting. */
  start: number;
  end: number;
  text: string;
  via: MatchVia;
}

/** Fields marked optional are absent from analyses stored before version 2. */
export interface MentionResult {
  /** Stable entity id (the one given, else "brand" or "competitor:<name in lower case>"). */
  id?: string;
  name: string;
  role: 'brand' | 'competitor';
  mentioned: boolean;
  /** Occurrences in the text (name, aliases and domains together). */
  count: number;
  firstIndex: number | null;
  /** Rank of the first mention among tracked brands mentioned in the answer (1 = first). */
  position: number | null;
  /** 1 - firstIndex / text length; 0 when not mentioned. */
  prominence: number;
  matchedBy: MatchVia[];
  occurrences: MentionOccurrence[];
  /** Score and label; null when not mentioned or when the analyzer cannot tell (see sentimentLabel). */
  sentiment: Sentiment | null;
  /** positive / neutral / negative / unknown for a mentioned entity; null when not mentioned. */
  sentimentLabel?: EntitySentiment | null;
  /** The sentence the sentiment and recommendation rest on; null when not mentioned. */
  evidence?: string | null;
  recommended: boolean;
}

export interface AnswerAnalysis {
  version: number;
  platform: PlatformId;
  /** Copied from the answer: it came from the sandbox. */
  simulated: boolean;
  textLength: number;
  /** Detected language of the answer text. */
  language?: AnswerLanguage;
  brand: MentionResult;
  competitors: MentionResult[];
  /** Tracked brands in order of first mention. */
  mentionOrder: string[];
  citations: { retrieved: ClassifiedSource[]; cited: ClassifiedSource[] };
  hasCitations: boolean;
  citesOwnDomain: boolean;
  retrievesOwnDomain: boolean;
  /** Rank of the first organic result on an owned domain (google_search answers), else null. */
  organicRank: number | null;
  /** Other company, product, service or website names in the text (rule 13), first-seen order. */
  untrackedBrands?: string[];
  /**
   * Hash of the brand set the answer was analysed for (names, aliases, domains, ids): a stored
   * analysis whose hash differs from the campaign's current one is re-analysed. Absent before v2.
   */
  contextHash?: string;
  /** 'llm' when a model judged recommendation and sentiment (ANALYSIS_JUDGE=llm); absent = the rules. */
  judgedBy?: 'llm';
  /** The untracked brands again, under the name the dashboard's suggestions read. */
  suggestedCompetitors: string[];
}
