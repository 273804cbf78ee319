/**
 * Well-known companies, platforms and sites that answers name in passing ("check reviews on
 * Trustpilot", "book through the app or LINE", "sold on Amazon"): reported as untracked brands
 * (rule 13) wherever they are written as spelled here, even where a capitalised word alone would
 * not be trusted (a sentence start, after a preposition, a German noun position). Case-sensitive on
 * purpose: "zoom in", "windows", "line" and "amazon rainforest" stay words.
 *
 * Short all-caps words that are not on this list ("CT", "WLTP", "ESO", "DPO") are abbreviations of
 * terms, exams, laws and units, not brands.
 */
const LATIN = `
  Google|Google Maps|Google Play|Google Drive|Google Docs|Google Sheets|Google Calendar|Google Meet|
  Google Shopping|Google Pay|Gmail|YouTube|Android|Chrome|Apple|Apple Pay|iPhone|iPad|iOS|macOS|iCloud|
  App Store|Microsoft|Microsoft Teams|Microsoft 365|Outlook|Excel|Windows|OneDrive|Dropbox|Slack|Zoom|
  Skype|WhatsApp|Telegram|Facebook|Instagram|TikTok|LinkedIn|Twitter|Pinterest|Snapchat|Reddit|Quora|
  Wikipedia|Amazon|Amazon Prime|eBay|Etsy|AliExpress|Alibaba|Temu|Shein|Zalando|Booking.com|Airbnb|
  Expedia|Tripadvisor|TripAdvisor|Trustpilot|Yelp|Uber|Lyft|Netflix|Spotify|PayPal|Stripe|Klarna|
  Mastercard|Visa|Revolut|Shopify|WooCommerce|WordPress|Wix|Squarespace|Salesforce|HubSpot|Zapier|Notion|
  Trello|Asana|Jira|GitHub|AWS|Azure|ChatGPT|OpenAI|Capterra|G2|Glassdoor|Indeed|IKEA|Decathlon|Lidl|
  Aldi|Carrefour|Leroy Merlin|MediaMarkt|Check24|CHECK24|Idealo|Stiftung Warentest|Finanztest|
  Verivox|DATEV|Fnac|Darty|Doctolib|Leboncoin|Vinted|BlaBlaCar|Wallapop|Idealista|Fotocasa|
  El Corte Inglés|Mercadona|Glovo|Cabify|Milanuncios|Rakuten|Yahoo|BBC|SUUMO|PayPay|LINE|Best Buy|
  Walmart|Costco|Home Depot|Reverb|Vivino|Xbox|PlayStation|Nintendo|Twitch|Discord|Steam|Canva|
  Adobe|Photoshop|Lightroom|Figma|Tesla|Samsung|Sony|Nike|Adidas|Apple Podcasts|Spotify for Podcasters|
  Booking|OCU|OXXO|park4night|Color Line|Which?|Consumentenbond|Que Choisir|UFC-Que Choisir|
  ABUS|DJI|BMW|IBM|SAP|HP|LG|AEG|DHL|UPS|FedEx|ADAC|TÜV|DEKRA|ALDI|LIDL|BBVA|SEAT|ING|AXA|BNP Paribas|
  SNCF|RENFE|SEUR|GLS|DPD|KLM|AOK|HUK-COBURG|ERGO|ARAG|DEVK|Allianz|Bosch|Siemens|Miele|Kärcher|
  Philips|Dyson|Makita|Festool|Hilti|Würth|Hornbach|OBI|Bauhaus|toom|Otto|Tchibo|dm|Rossmann|Douglas|
  Sephora|Boulanger|Castorama|Leclerc|Auchan|Intermarché|Mediamarkt|
  Steinway|Yamaha|Roland|Fender|Gibson|Thomann|Öko-Test|ÖKO-TEST|Verbraucherzentrale|
  Fluval|Brother|Singer|Ryanair|Vueling|Iberia|easyJet|Lufthansa|Ulule|KissKissBankBank|Kickstarter|
  Indiegogo|GoFundMe|Leetchi|MyHammer|eBay Kleinanzeigen|Kleinanzeigen|Stellarium|Seiko|Citizen|Casio|
  Canon|Nikon|Garmin|Fitbit|Uniqlo|Muji|Lush|Primark|H&M|Zara|Mango|
  Märklin|Roco|Piko|Fleischmann|Faller|Kato|Hornby|Bachmann|LGB|TrackMan|Toptracer|Playtomic|
  Vestiaire Collective|Depop|Treatwell|Planity|Le Parisien|Le Monde|Le Figaro|El País|The Guardian|
  Die Zeit|Süddeutsche Zeitung|Discogs|TechRadar|Audible|ARD Audiothek|Toniebox|Deezer|Apple Music|
  Komoot|Strava|Mumsnet|Gumtree|Argos|Tesco|Sainsbury's|Asda|Facebook Marketplace|Rightmove|Zoopla|
  Houzz|Checkatrade|Fiverr|Upwork|Qonto|N26|Monzo|Bizum|Colissimo|Chronopost|Mondial Relay|Correos|
  freee|IBJ|KDDI|NTT|JTB|ZOZOTOWN|ANA|JAL|JR|JCB|EPARK|LEGO|TVer|U-NEXT|Hulu|ABEMA|DAZN|au|povo|
  ahamo|LINEMO|mineo|IIJmio|OCN|BIGLOBE|doda|Oisix|DMM|SBI|Hot Pepper Beauty|@cosme|ebookjapan|
  Kindle|Kobo|Retty|LIFULL HOME'S|ECC|NOVA|Berlitz|GMO|TCB|Airレジ|Deutsche Post|Deutsche Bahn|Deutsche Telekom|Deutsche Bank|Royal Mail|Evri|Meguiar's|Doctoralia|Habitissimo|ManoMano|Cdiscount|Back Market|
  KINTO|WECARS|ENEOS|S.RIDE|DiDi|Uber Eats|Wolt|LIXIL|TOTO|YKK AP|LOHACO|GU|BEAMS|TSUTAYA|2nd STREET|
  Suica|PASMO|ICOCA|nanaco|WAON|QUICPay|au PAY|LINE Pay|Kyash|WealthNavi|Moneytree|Zaim|SmartHR|
  Chatwork|kintone|Sansan|CLINICS|Caloo|QLife|minimo|Zoff|JINS|Wantedly|NewsPicks|SmartNews|Qiita|
  Zenn|pixiv|Ameba|mixi|radiko|BookLive!|honto|OKWAVE|NURO|J:COM|WiMAX|BALMUDA|iRobot|NEC|Prime Video|Amazon Prime Video|
  Disney+|LINE MUSIC|Apple Watch|Too Good To Go|La Poste|La Banque Postale|Caisse d'Epargne|Air France|
  Best Western|State Farm|Trader Joe's|Dropbox Sign|West Marine|La Sportiva|Worcester Bosch|
  Velux|VELUX|Das Örtliche|Schülerhilfe|Riese & Müller|Onda Cero|Hill's|freeCodeCamp|The Odin Project|edX|
  Toyota|Lexus|Kia|Hyundai|Volkswagen|Renault|Peugeot|Citroën|Opel|Audi|Mercedes-Benz|Porsche|Volvo|Skoda|Škoda|Dacia|Nissan|Mazda|Subaru|Mitsubishi|Cupra|Chevrolet|Jeep|Weil-McLain|Burnham|Spendee|mydealz|Meilleurs Agents|Bien'ici|Bien’ici|Logic-Immo|SeLoger|Zoho Expense|Zoho Books|Navan|NetSuite|QuickBooks Online|Xero|TheFork|TheFork Manager|Reserve with Google|Le Petit Ballon|Mon Compte Formation|
  60 Millions de Consommateurs|Vietnam Airlines|Les Sherpas|Wein & Co|Stadtmobil|Trane|
  Segway|Nextbike|JobRad|Chromebook|ChromeOS|Google Password Manager|Proton Pass|Proton Mail|Bitwarden|
  1Password|LastPass|Dashlane|NordPass|Qustodio|Studienkreis|simpleclub|phase6|Sofatutor|GoStudent|
  lexoffice|idealo|idealista|tado|bettermarks|nextbike|stadtmobil|teilAuto|easyVerein|awork|audibene|golocal|eero|
  HUK24|Getsafe|Deskpass|Google Agenda|Le Dauphiné Libéré|
  Duolingo|Khan Academy|Babbel|Preply|italki|Busuu|Cambly|Bizmates|Ornikar|Stych|Lepermislibre|
  En Voiture Simone|Obat|Pennylane|Tiime|Henrri|SumUp|Citymapper|BiciMAD|GO fit|Basic-Fit|Zoo Med|
  Repashy|Chewy|Petco|Vetco|Vetster|Pawp|BluePearl|Banfield|CareCredit|Scratchpay|SAPIX|eMAXIS Slim|eMAXIS|
  Mindbody|ClassPass|Lease a Bike|Consum|Alcampo|Eroski|Hipercor|Marks & Spencer|Barnes & Noble|
  Johnson & Johnson|Procter & Gamble|Crate & Barrel|TÜV Nord|TÜV Süd|TÜV SÜD|TÜV Rheinland|Carglass|
  Pages Jaunes|Aquarelle|Interflora|Xactimate|FairGarage|Google Play Store|Réassurez-moi|Pasco|cotta|Guardian Life|MetLife`;
// Common words at a sentence start ("Zoom in on ...", "Windows and doors ..."): mid-sentence only.
const SENTENCE_START_WORDS = new Set([
  'Apple',
  'Excel',
  'Zoom',
  'Windows',
  'Notion',
  'Chrome',
  'Line',
  'Visa',
  'Audible',
]);
const JAPANESE =
  'セイコー|シチズン|カシオ|パイロット|ユニクロ|無印良品|ニトリ|ヨドバシカメラ|ビックカメラ|アマゾン|ヤマト運輸|佐川急便|日本郵便|メルカリ|楽天|楽天市場|楽天ふるさと納税|ふるさとチョイス|さとふる|価格.com|食べログ|ホットペッパー|ホットペッパービューティー|ヤフオク|ヤフー|ジモティー|みん評|大丸|高島屋|三越|伊勢丹|阪急|ドン・キホーテ|じゃらん|楽天トラベル|ゆうパック|クロネコヤマト|トヨタ|ホンダ|スズキ|ソニー|パナソニック|キヤノン|ニコン|ヤマハ|ブックオフ|一休.com|アソビュー|ヤマダ電機|ケーズデンキ|エディオン|ゾゾタウン|グーグル|アップル|マネーフォワード|クックパッド|クラシル|ミルボン|ストアカ|引越し侍|QBハウス|Yahoo!知恵袋|ブリヂストン|サイクルベースあさひ|リクルート|ゼクシィ|ゼクシィ縁結び|ゼクシィ縁結びエージェント|IBJメンバーズ|ソフトバンク|ドコモ|楽天モバイル|ワイモバイル|UQモバイル|DMM英会話|レアジョブ英会話|ネイティブキャンプ|ビズメイツ|ベネッセ|進研ゼミ|スタディサプリ|河合塾|駿台|東進ハイスクール|東進|Z会|公文式|学研|明光義塾|栄光ゼミナール|SBI証券|楽天証券|マネックス証券|松井証券|野村證券|大和証券|PayPay証券|auカブコム証券|三菱UFJ銀行|三井住友銀行|みずほ銀行|ゆうちょ銀行|住信SBIネット銀行|アニコム|アイペット|ダイキン|東芝|日立|シャープ|三菱電機|富士通|任天堂|セブン-イレブン|ローソン|ファミリーマート|マツダ|日産|スバル|ビズリーチ|マイナビ|リクナビ|ダスキン|タスカジ|オイシックス|ヨシケイ|サカイ引越センター|アート引越センター|楽天カード|楽天ペイ|楽天銀行|楽天西友ネットスーパー|楽天ビューティ|三井住友カード|イオンカード|イオン銀行|イオンペット|イオンモール|エポスカード|セゾンカード|dカード|日本通運|西濃運輸|ダイハツ|レクサス|メニコン|アキュビュー|湘南美容クリニック|品川近視クリニック|リゼクリニック|マイナビエージェント|リクルートエージェント|スマレジ|エアレジ|カイポケ|大戸屋|やよい軒|吉野家|すき家|マクドナルド|スターバックス|モスバーガー|三井のリハウス|東急リバブル|住友不動産|ホワイト急便|白洋舎|リネット|塾ナビ|塾選|個別教室のトライ|家庭教師のトライ|臨海セミナー|オリックス|オリックスカーリース|ニコノリ|dアニメストア|dマガジン|ピッコマ|LINEマンガ|コミックシーモア|ヤマダデンキ|ジャパネットたかた|しまむら|ツルハドラッグ|マツモトキヨシ|ウエルシア|スギ薬局|パルシステム|ぐるなび|ホットペッパーグルメ|スーモ|アットホーム|エイブル|アパマンショップ|タウンワーク|バイトル|エン転職|リクナビNEXT|ココナラ|ランサーズ|クラウドワークス|セブン銀行|ソニー銀行|auじぶん銀行|PayPay銀行|サントリー|伊藤園|花王|資生堂|コーセー|ユニ・チャーム|ネスレ|' +
  'カーセンサー|グーネット|ガリバー|タイムズカー|タイムズカーシェア|オリックスレンタカー|トヨタレンタカー|ニッポンレンタカー|日産レンタカー|カレコ|定額カルモくん|ネクステージ|カーネクスト|オートバックス|イエローハット|出光|三菱自動車|いすゞ|出前館|' +
  'くらしのマーケット|ミツモア|おそうじ本舗|ベアーズ|カジタク|ホームプロ|リショップナビ|ヌリカエ|大和ハウス|積水ハウス|セキスイハイム|一条工務店|タマホーム|住友林業|ミサワホーム|ヘーベルハウス|レインズ|大東建託|レオパレス21|ピタットハウス|センチュリー21|三井不動産|三菱地所|野村不動産|' +
  'Yahoo!ショッピング|ヨドバシ.com|アスクル|モノタロウ|コメリ|カインズ|コーナン|ビバホーム|ロフト|東急ハンズ|ドンキ|イオン|西友|イトーヨーカドー|業務スーパー|コストコ|ワークマン|ABCマート|ユナイテッドアローズ|紀伊國屋書店|丸善|ジュンク堂|蔦屋書店|日本の古本屋|もったいない本舗|バリューブックス|ネットオフ|駿河屋|ゲオ|セカンドストリート|トレジャーファクトリー|ラクマ|PayPayフリマ|ヤフオク!|ヒートテック|エアリズム|ダイソー|セリア|キャンドゥ|' +
  'Yahoo!トラベル|るるぶトラベル|エイチ・アイ・エス|日本旅行|近畿日本ツーリスト|クラブツーリズム|星野リゾート|星のや|アパホテル|東横イン|ルートイン|ドーミーイン|帝国ホテル|ホテルオークラ|富士屋ホテル|加賀屋|エクスペディア|トリップアドバイザー|えきねっと|スマートEX|EX予約|JR東日本|JR西日本|JR東海|近鉄|小田急|京王|名鉄|南海|ジェットスター|スカイマーク|' +
  'マネックスカード|PayPayカード|アメックス|楽天Edy|メルペイ|d払い|SBI新生銀行|新生銀行|りそな銀行|GMOあおぞらネット銀行|ソニー損保|東京海上日動|損保ジャパン|三井住友海上|イーデザイン損保|アクサダイレクト|SBI損保|日本生命|第一生命|明治安田生命|住友生命|ライフネット生命|オリックス生命|アフラック|メットライフ生命|ほけんの窓口|保険見直し本舗|マネーツリー|おカネレコ|マネーフォワード ME|マネーフォワード クラウド|マネーフォワード クラウド確定申告|マネーフォワード クラウド給与|やよいの青色申告 オンライン|弥生会計|ジョブカン|ジョブカン勤怠管理|サイボウズ|楽楽精算|ふるなび|ふるさとプレミアム|ふるさと本舗|JALふるさと納税|ANAのふるさと納税|' +
  'ピザーラ|ドミノ・ピザ|ピザハット|ガスト|サイゼリヤ|くら寿司|スシロー|はま寿司|かっぱ寿司|丸亀製麺|CoCo壱番屋|なか卯|コメダ珈琲|ドトール|タリーズ|ミスタードーナツ|ケンタッキー|ロッテリア|一蘭|日高屋|餃子の王将|鳥貴族|ナッシュ|らでぃっしゅぼーや|大地を守る会|食べチョク|ポケットマルシェ|' +
  '病院なび|ドクターズ・ファイル|ファストドクター|ミニモ|ポーラ|ファンケル|オルビス|ロート製薬|小林製薬|大正製薬|ツムラ|銀座カラー|ミュゼプラチナム|キレイモ|脱毛ラボ|レジーナクリニック|ゴリラクリニック|メンズリゼ|聖心美容クリニック|品川美容外科|東京中央美容外科|眼鏡市場|パリミキ|アイシティ|' +
  'エン・ジャパン|パソナ|パーソルキャリア|ランスタッド|アデコ|テンプスタッフ|スタッフサービス|マイナビバイト|求人ボックス|' +
  'Yahoo!ニュース|LINEニュース|スマートニュース|グノシー|日本経済新聞|朝日新聞|読売新聞|毎日新聞|東洋経済|ダイヤモンド・オンライン|オールアバウト|はてなブログ|アメブロ|ニコニコ動画|ディズニープラス|Amazonプライム・ビデオ|楽天Kobo|教えて!goo|発言小町|Googleマップ|Googleカレンダー|Googleフォト|' +
  'NTTドコモ|ソフトバンク光|ドコモ光|auひかり|ビッグローブ光|フレッツ光|eo光|コミュファ光|NURO光|' +
  '富士フイルム|オリンパス|リコー|エプソン|ブラザー|京セラ|象印|タイガー魔法瓶|アイリスオーヤマ|バルミューダ|山善|ツインバード|デロンギ|ルンバ|' +
  'セイバン|フィットちゃん|天使のはね|土屋鞄|池田地球|ミキハウス|西松屋|アカチャンホンポ|ベビーザらス|トイザらス|コンビ|アップリカ|ピジョン|エアバギー|サイベックス|ストッケ|ギュット・クルーム|ビッケ|' +
  '日通|赤帽|EPARK歯科|インビザライン|ストローマン|ノーベルバイオケア|アパガード|ロキソニン|楽天ポイント|ほっともっと|Tポイント|Pontaポイント|dポイント|' +
  '超熟|富澤商店|馬渕教室|浜学園|日能研|四谷大塚|早稲田アカデミー|栄光ゼミナール|個別教室のトライ|家庭教師のトライ|能開センター|成基学園|類塾|ダイヤモンド・ザイ|ダイヤモンドZAi|銘柄スカウター|ダイヤモンド社';

const escape = (name: string) => name.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
const byLength = (list: string) =>
  list
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
const LATIN_NAMES = byLength(LATIN);
const JAPANESE_NAMES = byLength(JAPANESE);
const KNOWN_JAPANESE = new RegExp(
  `(?<![\\p{Script=Katakana}ー])(?:${JAPANESE_NAMES.map(escape).join('|')})(?![\\p{Script=Katakana}ー])`,
  'gu',
);
const KNOWN_SET = new Set([...LATIN_NAMES, ...JAPANESE_NAMES]);

/**
 * A short all-caps word not on the list ("CT", "WLTP", "ESO", "3PMSF"): an abbreviation of a term,
 * an exam, a law or a unit.
 */
export function isAbbreviation(name: string): boolean {
  // (Plurals too: "UTIs", "ERs", "SUVs".)
  return name.length <= 6 && /^\p{N}*\p{Lu}{2,}[\p{Lu}\p{N}-]*s?$/u.test(name) && !KNOWN_SET.has(name);
}

/** Whether a name is on the list of well-known brands. */
export function isKnownBrand(name: string): boolean {
  return KNOWN_SET.has(name);
}

/**
 * The known names in a run of capitalised words (the untracked-brand scan's own runs, so the text is
 * not scanned again): "Microsoft Teams", "Amazon" in "Auf Amazon", "Visa" in "Visa-Kreditkarte".
 */
export function knownNamesInRun(
  text: string,
  run: string,
  start: number,
  out: { start: number; name: string }[],
): void {
  if (!/[ \t]/.test(run)) {
    // "Which?" is a name with its question mark.
    const found = text[start + run.length] === '?' && KNOWN_SET.has(`${run}?`) ? `${run}?` : knownWord(run);
    if (found && !opensSentence(text, found, start)) out.push({ start, name: found });
    return;
  }
  const words = run.split(/([ \t]+)/);
  let offset = 0;
  for (let i = 0; i < words.length; i += 2) {
    let found: string | undefined;
    for (let k = Math.min(3, (words.length + 1 - i) >> 1); k > 1 && !found; k -= 1) {
      const phrase = words
        .slice(i, i + 2 * k - 1)
        .join('')
        .replace(/['’]s$/, '');
      if (KNOWN_SET.has(phrase)) found = phrase;
    }
    found ??= knownWord(words[i] as string);
    // "St Philips", "San Telmo": a saint's name is a place.
    if (found && i > 0 && SAINT.test(words[i - 2] as string)) found = undefined;
    const at = start + offset;
    if (found && !opensSentence(text, found, at)) out.push({ start: at, name: found });
    offset += (words[i] as string).length + (words[i + 1]?.length ?? 0);
  }
}

const SAINT = /^(?:St\.?|Ste\.?|Saint|Sainte|San|Santa|Sankt|São)$/u;

/** A known name as one word, with a possessive or a hyphenated tail ("YouTube's", "Visa-Karte"). */
function knownWord(word: string): string | undefined {
  if (KNOWN_SET.has(word)) return word;
  if (!word.includes('-') && !word.includes("'") && !word.includes('’')) return undefined;
  const bare = word.replace(/['’]s$|-.*$/, '');
  return bare !== word && KNOWN_SET.has(bare) ? bare : undefined;
}

/** A name that is also a common word, opening a sentence or a line ("Zoom in on ..."). */
function opensSentence(text: string, name: string, at: number): boolean {
  return (
    SENTENCE_START_WORDS.has(name) &&
    /(?:^|[.!?:]\s*|\n[\s*#>-]*)$/u.test(text.slice(Math.max(0, at - 4), at))
  );
}

/**
 * Known names the capitalised-run scan cannot see: written in lower case ("lexoffice", "italki",
 * "teilAuto"; not the ones that are also words of a Latin-script language, "au", "minimo") or joined
 * by an ampersand ("Riese & Müller", "Wein & Co").
 */
const LOWER_CASE_WORDS = new Set(['au', 'minimo']);
// (The boundary before is checked on each match: a lookbehind would run at every position.)
const KNOWN_OUTSIDE_RUNS = new RegExp(
  `(?:${LATIN_NAMES.filter((n) => (/^\p{Ll}/u.test(n) && !LOWER_CASE_WORDS.has(n)) || n.includes(' & '))
    .map(escape)
    .join('|')})(?![\\p{L}\\p{N}@_]|[.-]\\p{L})`,
  'gu',
);
const JOINED_BEFORE = /[\p{L}\p{N}.@/_-]/u;

/** The known names in a Latin-script answer that the capitalised runs do not hold. */
export function knownNamesOutsideRunsIn(text: string): { start: number; name: string }[] {
  const out: { start: number; name: string }[] = [];
  KNOWN_OUTSIDE_RUNS.lastIndex = 0;
  for (let m = KNOWN_OUTSIDE_RUNS.exec(text); m; m = KNOWN_OUTSIDE_RUNS.exec(text))
    if (m.index === 0 || !JOINED_BEFORE.test(text[m.index - 1] as string))
      out.push({ start: m.index, name: m[0] });
  return out;
}

/** Known names in Japanese script (メルカリ, 楽天), which the Latin runs do not hold. */
export function knownJapaneseNamesIn(text: string): { start: number; name: string }[] {
  const out: { start: number; name: string }[] = [];
  KNOWN_JAPANESE.lastIndex = 0;
  for (let m = KNOWN_JAPANESE.exec(text); m; m = KNOWN_JAPANESE.exec(text))
    out.push({ start: m.index, name: m[0] });
  return out;
}
