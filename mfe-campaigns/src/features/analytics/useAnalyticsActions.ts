// The analytics page's calls that change something or fetch on demand, with their toasts. It sits at
// the feature's root: components get plain callbacks and flags.
import type { CampaignScope } from '@lantern/api-client';
import { CAMPAIGN_LIMITS } from '@lantern/contracts';
import { useToast } from '@lantern/ui';
import { errorMessage } from '../../shared/apiError';
import { useAnswers } from './api/useAnswers';
import { useCancelRun } from './api/useCancelRun';
import { exportFilename, useExportAnswers } from './api/useExportAnswers';
import { useStartRun } from './api/useStartRun';
import type { AnswersState, AnswersView } from './components/AnswersDrawer';
import type { RunActions } from './components/RunControls';
import { ALL_PLATFORMS } from './format';

export const RUN_STARTED = 'Run started: answers will appear as they come in.';
export const RUN_CANCELLED = 'Run cancelled';
export const ANSWERS_PAGE_SIZE = CAMPAIGN_LIMITS.answersPageDefault;
const FAILED = 'Something went wrong. Please try again.';

/** Run now and Cancel run; a refusal (409 while a run is in progress, 403) is a toast. */
export function useRunActions(scope: CampaignScope, campaignId: string): RunActions {
  const toast = useToast();
  const start = useStartRun(scope, campaignId);
  const cancel = useCancelRun(scope, campaignId);
  const fail = (err: unknown) => toast.error(errorMessage(err, FAILED));
  return {
    start: () => start.mutate(undefined, { onSuccess: () => toast.success(RUN_STARTED), onError: fail }),
    starting: start.isPending,
    cancel: (runId) => cancel.mutate(runId, { onSuccess: () => toast.info(RUN_CANCELLED), onError: fail }),
    cancelling: cancel.isPending,
  };
}

/** Export CSV of one platform's answers, saved as '{campaign}-{platform}-answers.csv'. */
export function useExportAction(
  scope: CampaignScope,
  campaignId: string,
  campaignName: string,
  platform: string,
) {
  const toast = useToast();
  const download = useExportAnswers(scope, campaignId);
  return {
    onExport: () =>
      download.mutate(
        { filters: { platform }, filename: exportFilename(campaignName, platform) },
        { onError: (err) => toast.error(errorMessage(err, 'Could not export the answers.')) },
      ),
    exporting: download.isPending,
  };
}

/** The page of answers the drawer's view asks for (nothing while the drawer is closed). */
export function useAnswersState(
  scope: CampaignScope,
  campaignId: string,
  platform: string,
  view: AnswersView | null,
): AnswersState {
  const query = useAnswers(
    scope,
    campaignId,
    {
      // On the overview (platform 'all') the drawer's own platform filter decides.
      platform: view?.platform ?? (platform === ALL_PLATFORMS ? undefined : platform),
      runId: view?.runId,
      promptId: view?.promptId,
      mentioned: view?.mentioned,
      sentiment: view?.sentiment,
      competitor: view?.competitor,
      cited: view?.cited,
      domain: view?.domain,
      answerIds: view?.answerIds?.slice(0, CAMPAIGN_LIMITS.answersPageMax),
      limit: ANSWERS_PAGE_SIZE,
      offset: view?.offset ?? 0,
    },
    view !== null,
  );
  return {
    data: query.data,
    loading: query.isPending,
    error: query.error,
    fetching: query.isFetching,
    retry: () => void query.refetch(),
  };
}
