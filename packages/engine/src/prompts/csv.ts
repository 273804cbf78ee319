/** A small RFC 4180 CSV reader: quoted fields, doubled quotes, line breaks inside quotes, CRLF. */

export interface CsvRecord {
  /** 1-based line where the record starts. */
  line: number;
  fields: string[];
  error?: string;
}

export function detectDelimiter(firstLine: string): string {
  const counts = [',', ';', '\t'].map((d) => ({ d, n: firstLine.split(d).length - 1 }));
  const best = counts.sort((a, b) => b.n - a.n)[0];
  return best && best.n > 0 ? best.d : ',';
}

export function parseCsv(content: string, delimiter = ','): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let fieldStarted = false;
  let error: string | undefined;
  const endRecord = () => {
    fields.push(field);
    const record: CsvRecord = { line: recordLine, fields };
    if (error) record.error = error;
    records.push(record);
    fields = [];
    field = '';
    fieldStarted = false;
    error = undefined;
  };
  for (let i = 0; i < content.length; i += 1) {
    const ch = content[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (content[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else {
        if (ch === '\n') line += 1;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (ch === '"') {
      error ??= 'a quote appears inside an unquoted field (wrap the field in quotes and double inner quotes)';
      field += ch;
    } else if (ch === delimiter) {
      fields.push(field);
      field = '';
      fieldStarted = false;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && content[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      field += ch;
      fieldStarted = true;
    }
  }
  if (quoted) error = 'a quoted field is not closed (missing ")';
  if (field !== '' || fields.length > 0 || quoted) endRecord();
  return records;
}
