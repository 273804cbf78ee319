// How a prompt's text is cleaned and when two prompts are the same: one rule for the wizard (UI) and
// the engine (API). No zod here (see ui-safe.spec.ts).

/** Trims, drops list markers ("1. ", "- ") and wrapping quotes, and collapses whitespace. */
export function normalizePrompt(raw: string): string {
  return (
    raw
      .replace(/^\uFEFF/, '')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^(?:[-*•]|\d{1,3}[.)])\s+/, '')
      .replace(/^(["“'‘])(.*)(["”'’])$/, '$2')
      .trim()
  );
}

/** The de-duplication key: case-insensitive, ignoring trailing punctuation and spacing. */
export function promptKey(prompt: string): string {
  return normalizePrompt(prompt)
    .toLowerCase()
    .replace(/[\s?!.]+$/, '');
}
