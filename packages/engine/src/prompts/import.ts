import { detectDelimiter, parseCsv } from './csv';
import { enforcePromptLimit, normalizePrompt, promptKey, promptProblem } from './normalize';

export interface ImportError {
  line: number;
  message: string;
}

export interface ImportResult {
  prompts: string[];
  format: 'csv' | 'txt';
  errors: ImportError[];
  /** Lines dropped because the same prompt came earlier (case-insensitive). */
  duplicates: { line: number; prompt: string }[];
}

export interface ImportOptions {
  /** Used to pick the format (.csv, .tsv or .txt); otherwise the content decides. */
  filename?: string;
  format?: 'csv' | 'txt';
  /** The plan's prompt limit, counting `existing` too. */
  limit?: number;
  existing?: string[];
}

const HEADER_NAMES = ['prompt', 'prompts', 'question', 'questions', 'query', 'queries', 'keyword', 'text'];

function formatOf(content: string, options: ImportOptions): 'csv' | 'txt' {
  if (options.format) return options.format;
  const name = options.filename?.toLowerCase() ?? '';
  if (name.endsWith('.csv') || name.endsWith('.tsv')) return 'csv';
  if (name.endsWith('.txt')) return 'txt';
  const first = content.split(/\r?\n/, 1)[0] ?? '';
  return /^\s*"|^[^,;\t]*\b(prompts?|questions?|quer(y|ies))\b\s*[,;\t]/i.test(first) ||
    /^\s*prompts?\s*$/i.test(first)
    ? 'csv'
    : 'txt';
}

/** Rows of a CSV as (line, prompt cell) pairs: the "prompt" column when a header names it, else the first. */
function csvCells(content: string, errors: ImportError[], tsv: boolean): { line: number; value: string }[] {
  const delimiter = tsv ? '\t' : detectDelimiter(content.split(/\r?\n/, 1)[0] ?? '');
  const records = parseCsv(content, delimiter);
  const header = records[0]?.fields.map((f) => f.trim().toLowerCase()) ?? [];
  const named = header.findIndex((h) => HEADER_NAMES.includes(h));
  const column = named === -1 ? 0 : named;
  const rows = named === -1 ? records : records.slice(1);
  const cells: { line: number; value: string }[] = [];
  for (const r of rows) {
    if (r.error) {
      errors.push({ line: r.line, message: `Line ${r.line}: ${r.error}` });
      continue;
    }
    if (r.fields.every((f) => f.trim() === '')) continue;
    const value = r.fields[column];
    if (value === undefined) {
      errors.push({
        line: r.line,
        message: `Line ${r.line}: the row has no column ${column + 1} ("${header[column] ?? 'prompt'}")`,
      });
      continue;
    }
    cells.push({ line: r.line, value });
  }
  return cells;
}

/**
 * IMPORT_FILE: reads prompts from a CSV (a "prompt" column, or the first column when there is no
 * header) or a plain text file (one prompt per line). Bad lines are reported with their line number
 * and skipped; duplicates are dropped case-insensitively; the limit (with `existing`) throws a
 * PromptLimitError.
 */
export function parseImportFile(content: string, options: ImportOptions = {}): ImportResult {
  const text = content.replace(/^\uFEFF/, '');
  const format = formatOf(text, options);
  const errors: ImportError[] = [];
  const cells =
    format === 'csv'
      ? csvCells(text, errors, options.filename?.toLowerCase().endsWith('.tsv') ?? false)
      : text.split(/\r\n|\n|\r/).map((value, i) => ({ line: i + 1, value }));
  const valid: { line: number; prompt: string }[] = [];
  for (const { line, value } of cells) {
    const prompt = normalizePrompt(value);
    if (prompt === '' && format === 'txt') continue;
    const problem = promptProblem(prompt);
    if (problem) errors.push({ line, message: `Line ${line}: ${problem}` });
    else valid.push({ line, prompt });
  }
  const seen = new Set((options.existing ?? []).map(promptKey));
  const prompts: string[] = [];
  const duplicates: ImportResult['duplicates'] = [];
  for (const { line, prompt } of valid) {
    const key = promptKey(prompt);
    if (seen.has(key)) duplicates.push({ line, prompt });
    else {
      seen.add(key);
      prompts.push(prompt);
    }
  }
  enforcePromptLimit((options.existing?.length ?? 0) + prompts.length, options.limit);
  errors.sort((a, b) => a.line - b.line);
  return { prompts, format, errors, duplicates };
}
