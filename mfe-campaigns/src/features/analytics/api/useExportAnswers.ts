import type { AnswerFilters, CampaignScope } from '@lantern/api-client';
import { campaigns } from '@lantern/session';
import { useMutation } from '@tanstack/react-query';

/** Saves text as a file through a temporary object URL (the export needs the Bearer token, no cookie). */
export function saveTextFile(text: string, filename: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** 'Acme CRM' + 'chatgpt' -> 'acme-crm-chatgpt-answers.csv' */
export const exportFilename = (campaignName: string, platform: string) =>
  `${`${campaignName}-${platform}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')}-answers.csv`;

/** GET /campaigns/{id}/answers/export: the answers as CSV, saved as a download. */
export const exportAnswers = (scope: CampaignScope, campaignId: string, filters: AnswerFilters) =>
  campaigns.exportAnswers(scope, campaignId, filters);

export function useExportAnswers(scope: CampaignScope, campaignId: string) {
  return useMutation({
    mutationFn: async ({ filters, filename }: { filters: AnswerFilters; filename: string }) =>
      saveTextFile(await exportAnswers(scope, campaignId, filters), filename),
  });
}
