import type { PromptPreviewRequest } from '@lantern/contracts';
import { campaigns } from '@lantern/session';
import { useMutation } from '@tanstack/react-query';

/** POST /campaigns/prompts/preview: generated prompts, grouped by topic; nothing is saved. */
export const previewPrompts = (body: PromptPreviewRequest) => campaigns.previewPrompts(body);

export const usePromptPreview = () => useMutation({ mutationFn: previewPrompts });
