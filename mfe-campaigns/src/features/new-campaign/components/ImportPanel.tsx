import { CAMPAIGN_LIMITS, type PromptImportResponse } from '@lantern/contracts';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../shared/apiError';
import { mergePrompts, type PromptItem } from '../wizard';
import { FormAlert, Hint, Panel } from './styles';

const Label = styled.label`
  font-weight: 600;
  font-size: ${(p) => p.theme.font.size.sm};
`;
// The native input stays in the page (keyboard, screen readers, tests) but is drawn as the button
// and the chosen file's name next to it.
const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  &:focus-visible + label {
    outline: 3px solid ${(p) => p.theme.color.focus};
    outline-offset: 2px;
  }
  &:disabled + label {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
const Picker = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 14px;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    border-color: ${(p) => p.theme.color.primary};
  }
`;
const FileRow = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  span {
    color: ${(p) => p.theme.color.textMuted};
    overflow-wrap: anywhere;
  }
`;
const Problems = styled.div`
  h4 {
    margin: 0 0 4px;
    font-size: ${(p) => p.theme.font.size.sm};
  }
  li {
    font-size: ${(p) => p.theme.font.size.sm};
  }
`;

export const FILE_TOO_LARGE = `The file must be at most ${CAMPAIGN_LIMITS.importMaxBytes / 1024} KB`;

/** A file's text (FileReader: works in every browser and in jsdom). */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsText(file);
  });
}

/** 'Line 3: ...' (the API's messages may already start so). */
export const lineText = (line: number, text: string) =>
  /^Line \d+\b/.test(text) ? text : `Line ${line}: ${text}`;

interface Outcome {
  filename: string;
  added: number;
  response: PromptImportResponse;
}

/** IMPORT_FILE: a CSV or TXT file parsed by the API; bad lines and duplicates are listed by line. */
export function ImportPanel({
  items,
  onChange,
  upload,
  importing,
  onLimit,
}: {
  items: PromptItem[];
  /** Changes the list from its latest state (the upload takes a while). */
  onChange(change: (current: PromptItem[]) => PromptItem[]): void;
  /** POST /campaigns/prompts/import with the file and the prompts already in the list. */
  upload(file: { filename: string; content: string; existing: string[] }): Promise<PromptImportResponse>;
  importing: boolean;
  onLimit(limit: number | null): void;
}) {
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = ''; // the same file can be chosen again
    setOutcome(null);
    setProblem(null);
    if (!file) return;
    setFileName(file.name);
    if (file.size > CAMPAIGN_LIMITS.importMaxBytes) return setProblem(FILE_TOO_LARGE);
    let content: string;
    try {
      content = await readFileText(file);
    } catch (err) {
      return setProblem(errorMessage(err, 'Could not read the file'));
    }
    try {
      const response = await upload({ filename: file.name, content, existing: items.map((p) => p.text) });
      let added = 0;
      onChange((current) => {
        const merged = mergePrompts(
          current,
          response.prompts.map((text) => ({ text })),
        );
        added = merged.added;
        return merged.prompts;
      });
      onLimit(response.limit);
      setOutcome({ filename: file.name, added, response });
    } catch (err) {
      setProblem(errorMessage(err, 'Could not import the file. Please try again.'));
    }
  };

  return (
    <Panel>
      <Label htmlFor={id}>Prompt file (.csv or .txt)</Label>
      <FileRow>
        <FileInput
          id={id}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          disabled={importing}
          onChange={(e) => void choose(e.currentTarget)}
        />
        <Picker htmlFor={id} aria-hidden="true">
          Choose file
        </Picker>
        <span>{fileName ?? 'No file chosen'}</span>
      </FileRow>
      <Hint>One prompt per line; in a CSV, the column named prompt (or else the first column).</Hint>
      {importing ? <Hint role="status">Importing...</Hint> : null}
      {problem ? <FormAlert role="alert">{problem}</FormAlert> : null}
      {outcome ? <ImportOutcome outcome={outcome} /> : null}
    </Panel>
  );
}

function ImportOutcome({ outcome: { filename, added, response } }: { outcome: Outcome }) {
  return (
    <>
      <Hint role="status">
        Imported {added} prompt{added === 1 ? '' : 's'} from {filename}.
      </Hint>
      {response.errors.length > 0 ? (
        <Problems>
          <h4>Lines with errors ({response.errors.length})</h4>
          <ul>
            {response.errors.map((e) => (
              <li key={`${e.line}-${e.message}`}>{lineText(e.line, e.message)}</li>
            ))}
          </ul>
        </Problems>
      ) : null}
      {response.duplicates.length > 0 ? (
        <Problems>
          <h4>Duplicates removed ({response.duplicates.length})</h4>
          <ul>
            {response.duplicates.map((d) => (
              <li key={`${d.line}-${d.prompt}`}>{`Line ${d.line}: ${d.prompt}`}</li>
            ))}
          </ul>
        </Problems>
      ) : null}
    </>
  );
}
