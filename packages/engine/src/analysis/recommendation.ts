/** Whether a passage recommends the brand it mentions. */

const CUE =
  /\b(?:recommend(?:ed|s)?|top (?:pick|choice)|best (?:overall|choice|option|fit|bet|pick)|(?:our|my) (?:pick|choice)|go-to|ideal (?:choice|option|pick|for)|great (?:choice|option|fit)|worth (?:considering|trying|a look)|safe default|stands out|first choice|go with|(?:is|are) (?:the )?best)\b/i;
const NEGATED_CUE =
  /\b(?:not|never|don['’]t|doesn['’]t|wouldn['’]t|won['’]t|can['’]t|cannot|avoid|hard to)\b[^.;]{0,24}?\b(?:recommend|pick|choice|go with|best)/i;
/** The mention is the thing recommended against ("choose Acme over Globex"). */
const DEMOTED =
  /\b(?:over|instead of|rather than|unlike|compared (?:to|with)|than|versus|vs\.?)\s+(?:\*\*)?$/i;

/** True when `passage` carries a recommendation cue that is not negated. */
export function hasRecommendationCue(passage: string): boolean {
  return CUE.test(passage) && !NEGATED_CUE.test(passage);
}

/** True when the words just before a mention put it on the losing side of a comparison. */
export function isDemoted(textBefore: string): boolean {
  return DEMOTED.test(textBefore);
}
