import { KATAKANA_WORDS, TWO_KANJI_WORDS } from './ja-word-list';
import { sortedListLookup } from './sorted-list';

/**
 * Whether a two-kanji string is an everyday Japanese word (王手, 青空), as IPADIC lists it: a binary
 * search over the generated fixed-width list, no table in memory.
 */
export function isJapaneseWord(term: string): boolean {
  if (term.length !== 2) return false;
  let lo = 0;
  let hi = TWO_KANJI_WORDS.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const word = TWO_KANJI_WORDS.slice(mid * 2, mid * 2 + 2);
    if (word === term) return true;
    if (word < term) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** Whether a katakana string is a loanword of IPADIC (ライト, プラン, ディスプレイ). */
export const isKatakanaWord = sortedListLookup(KATAKANA_WORDS);

/**
 * Everyday katakana words that are not names in a Japanese answer, newer ones (コスパ, スマホ) included
 * that IPADIC lacks.
 */
export const EVERYDAY_KATAKANA: ReadonlySet<string> = new Set(
  `サービス プラン アプリ コーヒー ブランド メリット デメリット ポイント ランニング シューズ ホテル
   セキュリティ サポート チーム レポート パイプライン ワークフロー データ ツール シンプル カスタム
   オフライン オンライン ログ ルート ライセンス ユーザー モバイルアプリ モバイル メール ミス ヘルプデスク
   プライバシー ブレンド フリーランス フォーラム デザイン セット スタートアップ サイト ウェブサイト
   コンサルタント コスパ アカウント テリトリー エクスポート インポート コスト スピード サーバー
   ネット インターネット ソフト ソフトウェア クラウド システム メーカー ショップ ストア レビュー
   ランキング ユーザー アクセス オプション タイプ モデル サイズ カラー デザイン トレイル ロード
   クッション グリップ ソール レース ティー グリーン フレーバー ギフト セール キャンペーン
   リスト テーブル ページ リンク ニュース ガイド コメント ランク チェック プロ ベスト トップ
   メンテナンス インテリア イメージ スマホ パソコン ノートパソコン カメラ ゲーム アップデート
   バゲット カンパーニュ クロワッサン ベーグル ブリオッシュ フォカッチャ パン ベーカリー イートイン
   リピート リピーター サブスク タイパ マンタ クマノミ ジンベエザメ ウェットスーツ クラム クラスト
   ココロ カラダ レトロ ロクロ テトラ グッピー ベタ プレコ エビ ペダル`
    .split(/\s+/)
    .filter(Boolean),
);

/** Whether a katakana string is an everyday word: an IPADIC loanword or one of EVERYDAY_KATAKANA. */
export const isEverydayKatakana = (word: string): boolean =>
  EVERYDAY_KATAKANA.has(word) || isKatakanaWord(word);
