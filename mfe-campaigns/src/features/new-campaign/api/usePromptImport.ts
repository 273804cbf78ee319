import type { PromptImportRequest } from '@lantern/contracts';
import { campaigns } from '@lantern/session';
import { useMutation } from '@tanstack/react-query';

/** POST /campaigns/prompts/import: a CSV or TXT file's prompts, per-line errors and duplicates. */
export const importPrompts = (body: PromptImportRequest) => campaigns.importPrompts(body);

export const usePromptImport = () => useMutation({ mutationFn: importPrompts });
