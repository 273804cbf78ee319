/**
 * One CSV cell (RFC 4180), safe to open in a spreadsheet: a value starting with =, +, -, @, tab or
 * carriage return would run as a formula, so it gets a leading apostrophe (OWASP's CSV injection
 * advice); quotes, commas and line breaks are quoted.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (values: unknown[]): string => `${values.map(csvCell).join(',')}\r\n`;
