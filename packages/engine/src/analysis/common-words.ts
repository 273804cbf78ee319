/**
 * Lower-case English words that are also brand names ("Notion", "Apple", "Slack", "Target"). A tracked
 * name made only of such words must appear capitalised (or by domain) to count as a mention, so "the
 * notion of" or "an apple a day" do not count. Brands can also set this explicitly.
 */
const WORDS = `
a about above across act action active add age agent air alert all alpha amazon anchor angle answer
apple apex arc arch area arrow art ask atlas atom aura autumn avenue axis
back badge balance ball band bank bar base basecamp basic beacon beam bear bee bell best beta big bird
bit black blade blaze blend block bloom blossom blue board boat bold bolt bond book boost boss box brain
branch brave bread break breeze brick bridge bright brilliant brook brush bubble buffer build bullet
bunny butter button buzz cake call calm camel camp canvas canyon capital car card cardinal care cargo
carrot case cash castle cat cause cedar center chain chair chalk champion chance change chapter charge
chart chase check cheer cherry chess chief chime chip choice circle citadel city civic clay clean clear
click cliff climb clip clock close cloud clover club coach coast code coin comet comfort command common
compass cool copper coral core corner corona cosmos cotton counter country craft crane create credit
crest cricket cross crown crystal cube cup current curve cycle daily dash data dawn day deal deep delta
den desk dial diamond digit direct discord dish dock dot dove draft dragon dream drift drive drop drum
dune dust eagle early earth echo edge egg element elevate elite ember empire energy engine epic equal
equity escape essential ether even event ever every evolve expert express eye fabric face fair faith
falcon fame family fan farm fast feather field figma file fire first fish fit flag flame flash fleet
flex flight flow flower fluent fly focus fog folk force ford forest forge form fort fortune forward
fossil fountain fox frame free fresh friend front frost fruit fuel fun fusion future galaxy game garden
gate gear gem genius ghost giant gift ginger glacier glass globe glory glow goal gold good grace grade
grain grand graph grass gravity great green grid grove grow guard guide gulf gust habit hammer hand
harbor harmony harvest haven hawk head heart heat hero hex high hill hint hive hold home honey hook hope
horizon host hub hue hunt ice icon idea ideal image impact index indigo infinity ink insight inspire
intercom iron island ivy jade jet jewel journey joy jump jungle just keen key kind king kit kite lab
ladder lake lamp land lane lark laser launch lava leaf lean leap legend lemon lens level lever liberty
life lift light lime line linear link lion liquid list live local lock loft logic loom loop lotus loud
love luck lumen luna lunar magic magnet main major make maple map marble march mark market mars mason
master match matrix maven meadow medium mega melon merit mesa meta metro mile milk mill mind mine mint
mirror mission mist mode model modern moment monday money monitor moon morning mosaic motion mountain
move muse music native nature navy neat nest net network new next night nimble noble node north notion
nova number oak oasis ocean octave office olive omega one open optimum oracle orange orbit orchid origin
otter outlook oval owl pace pack page paint palm panda panel paper park parrot path patch peak pearl
pebble pen penny pepper pilot pine pioneer pipe pipeline pivot pixel place plaid plain plan planet
plant platform play plaza plus pocket point polar pole pond pop port post pouch power prime prism pro
probe project prompt proof prospect pulse puma pure quest quick quill quiet rabbit radar radiant rain
rainbow ramp range rapid raven ray reach ready realm reef relay remote rest revolut rhythm ribbon rich
ridge right ring rise river road robin rock rocket root rose round route royal ruby rush sage sail
salt sand saturn scale scout sea seal season seed sense sequoia serene set shade shadow shape share
sharp shell shelter shield shift shine ship shop shore shift signal silk silver simple sky slack slate
smart smile snap snow solar solid solo sonic soul sound source space spark spear sphere spice spire
spirit spot spring sprint sprout spruce square stack stage star state station steel step stone storm
story stream street stride strong studio summit sun sunrise super surf swift sync table tact tag tail
talent tango target task tea team tempo terra thread thrive thunder tide tiger timber time tiny token
tone top torch tower trace track trail train transit tree trek trend tribe trio true trust truth tulip
tune turbo turtle twin unity up urban valley value vault vector velvet venture verse vertex vibe view
vine vintage violet vision visa vista vital vivid voice volt vortex voyage wake walk wall wave way
wealth weave well west whale wheel whisper white wild willow wind window wing wire wise wish wolf wonder
wood word work world yard yellow yield zen zero zest zone zoom
`;

/** The same idea in German, French and Spanish (names that are everyday nouns there). */
const OTHER_LANGUAGES = `
stern blitz sonne mond fuchs adler falke welle brücke hafen anker feuer licht wolke gipfel funke pfeil
quelle kompass turm insel wald berg fluss biene löwe wolf bär taube kraft zukunft
pivot lumière phare étoile soleil lune vague pont port ancre feu nuage sommet flèche source boussole
tour île forêt montagne rivière abeille lion loup ours colombe avenir élan azur refuge
faro cumbre sol luna estrella ola puente puerto ancla fuego nube flecha fuente brújula torre isla
bosque montaña río abeja león lobo oso paloma futuro rumbo
`;

export const COMMON_WORDS: ReadonlySet<string> = new Set(
  `${WORDS} ${OTHER_LANGUAGES}`.split(/\s+/).filter(Boolean),
);
