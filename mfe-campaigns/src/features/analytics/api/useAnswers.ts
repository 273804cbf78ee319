import { queryKeys, type AnswerListQuery, type CampaignScope } from '@lantern/api-client';
import { campaigns } from '@lantern/session';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** GET /campaigns/{id}/answers: one page of stored answers under the given filters. */
export const answersOptions = (scope: CampaignScope, campaignId: string, query: AnswerListQuery) =>
  queryOptions({
    queryKey: queryKeys.campaignAnswers(scope.organizationId, scope.accountId, campaignId, query),
    queryFn: ({ signal }) => campaigns.answers(scope, campaignId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useAnswers = (
  scope: CampaignScope,
  campaignId: string,
  query: AnswerListQuery,
  enabled = true,
) => useQuery({ ...answersOptions(scope, campaignId, query), enabled });
