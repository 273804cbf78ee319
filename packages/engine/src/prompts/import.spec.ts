import { addManualPrompts } from './manual';
import { parseCsv } from './csv';
import { parseImportFile } from './import';
import { PromptLimitError, normalizePrompt } from './normalize';

describe('parseCsv', () => {
  it('handles quotes, doubled quotes, delimiters and line breaks inside quotes, CRLF', () => {
    const records = parseCsv('prompt,tag\r\n"Best CRM, honestly?",a\r\n"Say ""hi""\nthere",b\r\nplain,c');
    expect(records.map((r) => [r.line, r.fields])).toEqual([
      [1, ['prompt', 'tag']],
      [2, ['Best CRM, honestly?', 'a']],
      [3, ['Say "hi"\nthere', 'b']],
      [5, ['plain', 'c']],
    ]);
  });

  it('reports an unclosed quote and a stray quote', () => {
    expect(parseCsv('ok\nbad "quote" here\n"never closed')).toMatchObject([
      { line: 1 },
      { line: 2, error: expect.stringMatching(/quote/) },
      { line: 3, error: expect.stringMatching(/not closed/) },
    ]);
  });
});

describe('parseImportFile', () => {
  it('reads the prompt column of a CSV with a header', () => {
    const csv = 'id,Prompt,notes\n1,What is the best CRM?,x\n2,"Which CRM, for agencies?",y\n';
    expect(parseImportFile(csv, { filename: 'prompts.csv' })).toEqual({
      prompts: ['What is the best CRM?', 'Which CRM, for agencies?'],
      format: 'csv',
      errors: [],
      duplicates: [],
    });
  });

  it('reads a headerless CSV from its first column, with ; delimiters', () => {
    const csv = '"Best CRM; really?";1\nCheapest CRM?;2';
    expect(parseImportFile(csv, { filename: 'x.csv' }).prompts).toEqual([
      'Best CRM; really?',
      'Cheapest CRM?',
    ]);
  });

  it('reads plain text one prompt per line, skipping blank lines and list markers', () => {
    const result = parseImportFile(
      '\uFEFF1. What is the best CRM?\n\n- Which CRM for startups?\r\n  \n"Is Acme good?"\n',
      {
        filename: 'prompts.txt',
      },
    );
    expect(result).toMatchObject({
      format: 'txt',
      prompts: ['What is the best CRM?', 'Which CRM for startups?', 'Is Acme good?'],
      errors: [],
    });
  });

  it('reports each bad line with its line number and keeps the good ones', () => {
    const long = 'x'.repeat(501);
    const csv = [
      'prompt',
      'Good prompt one?',
      '',
      '"",no prompt in this row',
      `${long}`,
      '12345',
      'ok',
      'bad "quote"',
      'Good prompt two?',
    ].join('\n');
    const result = parseImportFile(csv, { filename: 'p.csv' });
    expect(result.prompts).toEqual(['Good prompt one?', 'Good prompt two?']);
    expect(result.errors).toEqual([
      { line: 4, message: 'Line 4: the prompt is empty' },
      { line: 5, message: 'Line 5: the prompt is 501 characters long; the maximum is 500' },
      { line: 6, message: 'Line 6: the prompt has no letters' },
      { line: 7, message: 'Line 7: the prompt is shorter than 3 characters' },
      { line: 8, message: expect.stringMatching(/^Line 8: a quote appears inside an unquoted field/) },
    ]);
  });

  it('removes duplicates case-insensitively (also against existing prompts) and says where', () => {
    const result = parseImportFile('Best CRM?\nbest crm\nCheap CRM\nBEST CRM?', {
      filename: 'p.txt',
      existing: ['cheap crm?'],
    });
    expect(result.prompts).toEqual(['Best CRM?']);
    expect(result.duplicates).toEqual([
      { line: 2, prompt: 'best crm' },
      { line: 3, prompt: 'Cheap CRM' },
      { line: 4, prompt: 'BEST CRM?' },
    ]);
  });

  it('enforces the prompt limit with a clear error', () => {
    const text = Array.from({ length: 12 }, (_, i) => `Prompt number ${i}?`).join('\n');
    expect(() => parseImportFile(text, { limit: 10 })).toThrow(PromptLimitError);
    expect(() => parseImportFile(text, { limit: 10 })).toThrow(
      'Too many prompts: 12 prompts, but the limit is 10.',
    );
    expect(() =>
      parseImportFile('One more prompt?', {
        limit: 10,
        existing: Array.from({ length: 10 }, (_, i) => `p${i}`),
      }),
    ).toThrow(/11 prompts/);
    expect(parseImportFile(text, { limit: 12 }).prompts).toHaveLength(12);
  });

  it('guesses the format from the content when there is no file name', () => {
    expect(parseImportFile('prompt\n"What, exactly?"').format).toBe('csv');
    expect(parseImportFile('What is a CRM, exactly?\nWhy use one?').format).toBe('txt');
  });
});

describe('addManualPrompts', () => {
  it('normalizes, dedupes against existing prompts and reports unusable entries', () => {
    const result = addManualPrompts(
      ['Best CRM?'],
      ['  best   crm ', 'What is a CRM?', '???', 'What is a CRM'],
      {},
    );
    expect(result).toEqual({
      prompts: ['Best CRM?', 'What is a CRM?'],
      added: ['What is a CRM?'],
      duplicates: ['best crm', 'What is a CRM'],
      errors: [{ prompt: '???', message: 'the prompt has no letters' }],
    });
  });

  it('accepts one prompt per line and enforces the limit on the total', () => {
    expect(addManualPrompts([], 'First prompt?\nSecond prompt?').added).toHaveLength(2);
    expect(() => addManualPrompts(['a b c'], 'First prompt?\nSecond prompt?', { limit: 2 })).toThrow(
      PromptLimitError,
    );
  });
});

describe('normalizePrompt', () => {
  it('trims, collapses whitespace, drops markers, quotes and control characters', () => {
    expect(normalizePrompt('  2)  "What   is\tthe best\u0007 CRM?"  ')).toBe('What is the best CRM?');
  });
});
