/**
 * Regions, départements, provinces, counties, states, islands and towns of the answer markets (Spain,
 * France, the German-speaking countries, the UK and Ireland, the Benelux, Portugal, Italy, Latin
 * America, Japan in romaji), lower case, accented and plain: a capitalised word that is one of them is
 * a place, not a company (rule 13). Words that are also everyday words or well-known brands are left
 * out (Bath, Reading, Split, Kiel). Countries and the largest world cities are in PLACES (words.ts).
 */
export const PLACE_NAMES = `
  aachen aalen aalst aarau aargau aberdeen aberdeenshire abergavenny aberystwyth abruzzo acapulco
  acores acton agde aguascalientes aichi ain aisne aix-en-provence aix-les-bains ajaccio akihabara
  akita alacant alava albacete albarracin albarracín alberobello albertville albi albufeira alcoi
  alcorcon alcorcón alcoy alcudia alcúdia alentejo algarve algeciras alicante alkmaar allgau allgäu
  almere almeria almería alnwick alpes alpes-de-haute-provence alpes-maritimes alpujarra alpujarras
  alsace altea altmark alto-adige amalfi amboise amersfoort amiens ampurdan ampurdán amrum
  amstelveen ancona andalucia andalucía andalusia anderlecht andermatt andover anglesey angouleme
  angoulême anjou annecy antequera antibes antioquia antofagasta antrim antwerp antwerpen anvers
  aomori aosta apeldoorn appenzell apulia aquitaine araba arago aragon aragó aragón aranjuez
  araucania araucanía arcachon ardeche ardennes ardèche arequipa arezzo argenteuil argyll arica
  ariege ariège arlberg arles arlon armagh arnhem arnsberg arosa arran arras arundel asahikawa
  asakusa aschaffenburg ascona ashford assisi astorga asturias atacama atami athlone aubrac aude
  augsburg ausserrhoden auvergne auvergne-rhone-alpes auvergne-rhône-alpes auxerre aveiro aveyron
  avignon avila aviles avilés axarquia axarquía ayacucho aylesbury ayr ayrshire azores açores
  badajoz badalona baden-baden baden-wurttemberg baden-württemberg baeza bahia baiona bakewell
  baleares balears ballymena bamberg banbury bangor baqueira barbican barceloneta bari bariloche
  barnet barnsley barquisimeto barranquilla bas-rhin basel basel-landschaft basel-stadt baselland
  basildon basilicata basingstoke bastia bastogne battersea baule bavaria bayern bayonne bayreuth
  bayswater bearn beauce beaune beauvais bedford bedfordshire begur beja belem belfast belfort
  belgravia belle-ile-en-mer belle-île-en-mer bellinzona belém benalmadena benalmádena benasque
  benicassim benicàssim benidorm beppu berchtesgaden bergamo bergerac berkshire bermondsey bern
  berne berwick besancon besançon bethnal beziers biarritz bicester biel bielefeld bienne bierzo
  bigorre bilbao birkenhead birmingham biscay bizkaia blackburn blackpool blagnac blanes blois
  bochum bodensee bognor bogota bogotá bologna bolton bolzano bonifacio bonn bordeaux bordelais
  borkum bouches-du-rhone bouches-du-rhône boulogne boulogne-billancourt boulogne-sur-mer
  bourbonnais bourges bourgogne bourgogne-franche-comte bourgogne-franche-comté bournemouth boyaca
  boyacá brabant bradford braga braganca bragança brandenburg brasilia brasília braunschweig brecon
  breda bregenz bregenzerwald breisgau bremen bremerhaven brescia bressanone bresse brest bretagne
  briancon briançon bridgend brighton bristol brittany brive brixton bromley bromwich bruges brugge
  brussel brussels bruxelles bucaramanga buckingham buckinghamshire burgenland burgos burnley
  burren buzios bâle béarn béziers búzios caceres cadaques cadaqués cadiz caen caernarfon
  caerphilly cagliari cahors cairngorms caithness cajamarca calabria calais cali calp calpe calvi
  camargue cambrai cambridge cambridgeshire cambrils camden campania campeche campinas canarias
  cancun cancún cannes cantabria canterbury caracas carcassonne cardiff carinthia carlisle carlow
  carmarthenshire carnac carpentras cartagena cascais castelldefels castello castellon castelló
  castellón castile castilla catalonia cataluna catalunya cataluña catamarca catania cavan cazorla
  ceara ceará centre-val-de-loire cerdana cerdanya cerdaña ceredigion ceuta cevennes
  chalon-sur-saone chalon-sur-saône chambery chambéry chamonix champagne-ardenne charente
  charente-maritime charleroi charleville-mezieres charleville-mézières chartres chateauroux
  chaux-de-fonds chelmsford chelsea cheltenham chemnitz cherbourg cheshire chester chiapas chiba
  chichester chiemsee chillan chillán chiloe chiloé chilterns chiswick christchurch chubu chubut
  chueca chugoku chur châteauroux cirencester clackmannanshire clapham clare clerkenwell
  clermont-ferrand clervaux cleveland coahuila coburg cochabamba coimbra colchester coleraine
  colima colmar compiegne compiègne comporta compostela connacht connaught connemara conwy
  corbieres corbières cordoba cornwall correze corrèze corse corse-du-sud corsica coruna coruña
  cote-d'azur cote-d'or cotes-d'armor cotswolds cottbus courchevel courmayeur courtrai coventry
  coyoacan coyoacán cozumel crans-montana crawley creteil crewe cromer croydon créteil cuenca
  cuernavaca culiacan culiacán cumberland cumbria cundinamarca curitiba cusco cuzco cymru cáceres
  cádiz cévennes córdoba côte-d'azur côte-d'or côtes-d'armor dagenham darlington darmstadt dartmoor
  dartmouth dauphine dauphiné davos deauville delft denbighshire denia deptford derbyshire derry
  dessau dessau-rosslau dessau-roßlau detmold deux-sevres deux-sèvres deventer devon dieppe dijon
  dinant dinard docklands dolomites dolomiti donana doncaster donegal donostia doornik dorchester
  dordogne dordrecht dornbirn dorset dortmund dotonbori douai doubs douro dover doñana drenthe
  dresden drogheda drome drôme dublin dudley duero duisburg dulwich dumfries dunbartonshire dundalk
  dundee dunfermline dunkerque dunkirk durbuy duren durham dusseldorf dénia düren düsseldorf ealing
  eastbourne echternach ecija edinburgh edmonton ehime eifel eiger eindhoven eisenach eivissa
  eixample elche elgin elsene eltham elx ely emilia emilia-romagna emmen emporda empordà emsland
  engadin engadine engelberg ennis enniskillen enschede epinal erfurt eryri erzgebirge
  esch-sur-alzette essex esslingen essonne estepona estoril etretat eupen eure-et-loir euskadi
  euston evora evreux exeter exmoor extremadura falkirk falmouth farnham fehmarn feldberg feldkirch
  felixstowe fermanagh ferrara ferrol figueres finchley finistere finisterre finistère firenze
  fisterra fitzrovia flanders flensburg flevoland flintshire florence florianopolis florianópolis
  fohr folkestone fontainebleau formentera formigal franche-comte franche-comté franconia frankfurt
  freiburg frejus fribourg friedrichshafen friesland friuli friuli-venezia-giulia fryslan fryslân
  fréjus fuengirola fuenlabrada fuerteventura fujisawa fukui fukuoka fukushima fulda fulham
  funabashi funchal furth fussen föhr fürth füssen galapagos galicia galiza galloway galway
  galápagos gand gandia gandía gard garda garmisch garmisch-partenkirchen garonne garraf garrotxa
  gascogne gascony gastein gasteiz gateshead gatwick gelderland gelsenkirchen geneva geneve genf
  genk genoa genova genève gera gerona gers getafe getxo ghent gibraltar giethoorn gifu gijon gijón
  ginza gion gipuzkoa girona gironde gladbach glamorgan glarus glasgow glastonbury glencoe
  gloucester gloucestershire goiania goias goiás goiânia gomera gorlitz goslar gotha gotthard
  gottingen gower grampian granada grand-est granollers granville graubunden graubünden graz gredos
  greenwich greifswald grenoble grimsby grindelwald grisons groningen gstaad guadalajara guadarrama
  guanacaste guanajuato guayaquil guildford guimaraes guimarães guipuzcoa guipúzcoa gunma gutersloh
  gwynedd görlitz göttingen gütersloh haarlem habana hachioji hackney hagen hague hainaut hakata
  hakodate hakone hallstatt hamamatsu hamburg hamelin hameln hamm hammersmith hampshire hampstead
  hanau hannover hanover harajuku haringey haro harrogate hartlepool harz hasselt hastings hatfield
  haut-rhin haute-corse haute-garonne haute-loire haute-marne haute-saone haute-savoie haute-saône
  haute-vienne hautes-alpes hautes-pyrenees hautes-pyrénées hauts-de-france hauts-de-seine havana
  haverfordwest havre heathrow hebrides heerlen heidelberg heilbronn helgoland heligoland helmond
  hendaye hendon henley herault hereford herefordshire hermosillo hertfordshire hertogenbosch hesse
  hessen highgate hilversum himeji hiroshima hohenlohe hokkaido hokuriku holborn holloway holstein
  holyhead hondarribia honfleur honshu hoorn hospitalet hove howth hoxton huddersfield huelva
  huesca humberside hunsruck hunsrück huntingdonshire hyeres hyogo hyères hyōgo hérault ibaraki
  ibiza ieper iguacu iguazu iguazú iguaçu ile-de-france ilford ille-et-vilaine indre indre-et-loire
  ingolstadt innerrhoden innsbruck interlaken inverclyde inverness iona ipswich iquique iquitos
  irun iruna irunea iruña iruñea ischgl ischia ise isere ishikawa islay islington isère iwate
  ixelles izu jaca jaen jalisco javea jaén jena jerez juarez juist jujuy juárez jávea kagawa
  kagoshima kaiserslautern kamakura kanagawa kanazawa kansai kanto karlsruhe karnten karuizawa
  kassel katwijk kawaguchi kawaguchiko kempten kendal kenilworth kensington kent keswick keukenhof
  kew kilburn kildare killarney kilmarnock kinross kinsale kirchberg kirkcaldy kitakyushu kitzbuhel
  kitzbühel klagenfurt knightsbridge knokke knokke-heist kobe koblenz kochi kofu koln konstanz
  kortrijk krefeld krems kumamoto kurashiki kushiro kyoto kyushu kärnten köln kōchi lambeth lanark
  lanarkshire lancashire landau landshut langeoog langhe languedoc languedoc-roussillon lanzarote
  laois lausanne lausitz laval lavapies lavapiés lazio leamington lecce lech leeds leeuwarden
  leganes leganés leicester leicestershire leinster leipzig leiria leitrim lenzerheide leoben
  lerida letterkenny leuven leverkusen lewes lewisham leyton león lichfield liguria lille limburg
  limoges lincolnshire lindau linz lisboa lisbon lisburn liverpool livingston livorno liège
  llandudno llanelli lleida lloret locarno logrono logroño loir-et-cher loire loire-atlantique
  loiret lombardia lombardy londonderry longford lorca lorient lorraine lot-et-garonne lothian
  loughborough louth louvain louvain-la-neuve lowestoft lozere lozère lubeck luberon lucca lucerne
  ludwigsburg ludwigshafen lugano lugo luik luneburg luton luttich luzern lérida lübeck lüneburg
  lüttich maastricht macclesfield machida maebashi magallanes magaluf magdeburg maidenhead
  maidstone maine maine-et-loire mainz majorca malaga malasana malasaña malines mallorca malmedy
  malvern manacor managua manaus manizales mannheim manresa mansfield maracaibo maranhao maranhão
  marbella marburg maresme margate marne marne-la-vallee marne-la-vallée marylebone maspalomas
  mataro mataró matera matosinhos matsue matsumoto matsuyama matterhorn mayenne mayfair mayrhofen
  mazatlan mazatlán meath mechelen mecklenburg mecklenburg-vorpommern medellin medellín medoc
  megeve megève melilla mendoza menorca merano mercantour meribel merida merignac merseyside
  merthyr messina metz meurthe-et-moselle meuse mexicali michoacan michoacán middelburg
  middlesbrough middlesex midi-pyrenees midi-pyrénées midlands midlothian mijas milan milano minden
  minho minorca miyagi miyajima miyazaki modena mojacar mojácar molenbeek molise monaghan
  monchengladbach monfrague monfragüe monmouthshire mons mont-saint-michel montafon montauban
  montelimar monterrey montevideo montjuic montjuïc montpellier montreuil montreux montseny
  montserrat montélimar monza moray morbihan morecambe morelia morelos morges morioka morvan mosel
  moselle mostoles motherwell muhlviertel mulheim mulhouse mundaka munster munsterland murcia
  málaga mâcon médoc méribel mérida mérignac móstoles mönchengladbach mühlviertel mülheim münster
  münsterland nafarroa nagano nagasaki nagoya naha namba namur nancy nanterre nantes naoshima
  naples napoli nara narbonne navarra navarre nayarit nazare nazaré neath nerja neubrandenburg
  neuchatel neuchâtel neuilly neumunster neumünster neuquen neuquén nevers newark newbury newcastle
  newham newmarket newquay newry nidwalden niederbayern niederosterreich niederrhein niedersachsen
  niederösterreich nievre niigata nijmegen nikko nimes niseko nivelles nièvre noirmoutier
  noord-brabant noord-holland noordwijk nord-pas-de-calais norderney nordrhein-westfalen norfolk
  normandie normandy northampton northamptonshire northumberland norwich norwood notting nottingham
  nottinghamshire nouvelle-aquitaine nuremberg nurnberg nyon nîmes nürnberg oaxaca oban oberbayern
  oberhausen oberlausitz oberosterreich oberpfalz oberstdorf oberösterreich obidos obwalden
  occitania occitanie odaiba odenwald offaly offenbach oise oita okayama okazaki okinawa oldenburg
  oldham oleron oléron omagh oostende ordesa orense orihuela orkney orleans orléans orne orvieto
  osaka osnabruck osnabrück ostend ostende ostfriesland ostsee otaru otsu otztal ouessant ourense
  overijssel oviedo oxford oxfordshire pachuca paddington paderborn padova padstow padua
  palafrugell palamos palamós palatinate palencia palermo pamplona paraiba parana paraná paraty
  paraíba parma pas-de-calais passau pau pays-de-la-loire paysandu paysandú peckham pembrokeshire
  penarth penedes penedès peniche peniscola pennines penrith penzance pereira perigord perigueux
  pernambuco perpignan perth perthshire perugia pesaro pescara peterborough petropolis petrópolis
  peñíscola pfalz pfalzerwald pforzheim pfälzerwald piacenza picardie picardy piedmont piemonte
  pimlico pinzgau pirineo pirineos pisa piura plasencia plauen plymouth poitiers poitou
  poitou-charentes polanco pollenca pollença ponferrada pontefract pontevedra pontypridd poole
  portalegre portimao portimão porto porto-vecchio portofino portrush portsmouth positano potosi
  potosí potsdam powys prato preston priorat priorato provence provence-alpes-cote-d'azur
  provence-alpes-côte-d'azur puebla puglia puigcerda puigcerdà puno putney puy-de-dome puy-de-dôme
  pyrenees pyrenees-atlantiques pyrenees-orientales pyrénées pyrénées-atlantiques
  pyrénées-orientales périgord périgueux quedlinburg quercy queretaro querétaro quetzaltenango
  quiberon quimper quito ramsgate raval ravenna recife recklinghausen regensburg reggio reims
  renfrewshire rennes reus reutlingen rheingau rheinhessen rheinland rheinland-pfalz rhineland
  rhineland-palatinate rhon rhondda rhone rhône rhön richmond rigi rimini rioja ripon rocamadour
  rochdale rochelle rodez roermond romagna romford roppongi roscommon rosenheim rostock rotherham
  rotterdam roubaix rouen roussillon rugen ruhr ruhrgebiet rutland ryukyu rügen saalbach
  saarbrucken saarbrücken saarland saas-fee sachsen sachsen-anhalt sagamihara saint-brieuc
  saint-denis saint-emilion saint-etienne saint-jean-de-luz saint-jean-pied-de-port saint-malo
  saint-nazaire saint-quentin saint-tropez saint-émilion saint-étienne saintonge saitama sakai
  salamanca salerno salford salisbury salou saltillo salzburg salzgitter salzkammergut sanabria
  sanlucar sanlúcar sanremo santarem santarém santis sanxenxo saone saone-et-loire saragossa
  sardegna sardinia sarlat sarthe sauerland saumur savoie saxony saône saône-et-loire scarborough
  schaerbeek schaffhausen scheveningen schiermonnikoog schiphol schladming schleswig
  schleswig-holstein schwaben schwarzwald schweinfurt schwerin schwyz scilly scunthorpe seefeld
  segovia seine-et-marne seine-maritime seine-saint-denis semmering sendai sete setubal setúbal
  sevenoaks sevilla seville sheffield shetland shibuya shiga shikoku shimane shinjuku shizuoka
  shoreditch shrewsbury shropshire sicilia sicily siena siguenza sigüenza simplon sinaloa sintra
  sion siracusa sirmione sitges sittard skegness skye sligo snowdonia soho solden solihull solingen
  soller sologne solothurn somerset soria sorrento sotogrande southall southampton southend
  southport southwark spessart speyer speyside spiekeroog spreewald stafford staffordshire stamford
  stansted steiermark stevenage stirling stirlingshire stockport stoke-on-trent stornoway stralsund
  strasbourg stratford strathclyde streatham stroud stubai stuttgart styria sudtirol suffolk
  sunderland surrey sussex sutherland sutton swabia swansea swindon sylt syracuse säntis sète
  sóller sölden südtirol takamatsu takayama talavera tamaulipas taormina taranto tarn
  tarn-et-garonne tarragona taunton taunus tavira tayside tegernsee tegucigalpa teide telford
  temuco tenby tenerife terrassa territoire-de-belfort terschelling teruel tessin texel thonon thun
  thurgau thuringen thuringia thüringen ticino tijuana tilburg tipperary tirol titicaca tlaxcala
  tochigi tohoku tokushima toledo toluca tooting torfaen torino torquay torremolinos torrevieja
  tortosa toscana tossa totnes tottenham tottori toulon toulouse touquet touraine tourcoing tournai
  toyama tralee tras-os-montes trentino trento trier trieste trinite-sur-mer trinité-sur-mer
  trossachs troyes trujillo truro trás-os-montes tsukuba tubingen tucuman tucumán tudela tulum
  tunbridge turin tuscany twickenham tyrol tyrone tübingen ubeda uccle uckermark udine ulm ulster
  umbria umeda unna uri usedom ushant ushuaia utrecht utsunomiya uxbridge uyuni val-d'isere
  val-d'isère val-d'oise val-de-marne valais valdepenas valdepeñas valdivia valencia valenciennes
  valladolid vallarta vallès valparaiso valparaíso vannes vanoise varadero vaucluse vaud veluwe
  vendee vendée veneto venezia venice venlo veracruz verbier vercors verdon verona versailles
  verviers vevey vexin vianden vic vicenza vienne vigo villach villeurbanne villingen-schwenningen
  vincennes viseu vitoria vitoria-gasteiz vitry vizcaya vlaanderen vlissingen vogtland volendam
  vorarlberg vorpommern vosges wachau wadden wakayama wakefield waldviertel wallonia wallonie
  walsall walthamstow wandsworth wapping warrington warwick warwickshire waterloo watford watzmann
  wavre weimar weinviertel wembley wengen wesel westerwald westfalen westmeath westminster
  westmorland westphalia wetzlar wexford weymouth whitby whitechapel whitstable wicklow wien
  wiesbaden wigan wight wilhelmshaven wiltshire wiltz wimbledon windermere windsor winterthur
  wismar wittenberg woking wolfsburg wolverhampton woolwich worcester worcestershire worthersee
  worthing wrexham wuppertal wurttemberg wurzburg wycombe wörthersee württemberg würzburg xabia
  xàbia yakushima yamagata yamaguchi yamanashi yeovil yokosuka yonne york yorkshire ypres yucatan
  yucatán yvelines yverdon zaandam zaanstad zacatecas zamora zandvoort zaragoza zarautz zeebrugge
  zeeland zermatt zillertal zoetermeer zugspitze zuid-holland zwickau zwolle álava ávila écija
  épinal étretat évora évreux île-de-france óbidos ötztal úbeda ōita
`;
