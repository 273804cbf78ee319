import { Button, PermissionGate } from '@lantern/ui';

export const RUN_PERMISSION_MESSAGE =
  "You don't have permission to run campaigns. Contact your administrator for access.";

export interface RunActions {
  start(): void;
  starting: boolean;
  cancel(runId: string): void;
  cancelling: boolean;
}

/** 'Run now' (disabled while a run is active) and 'Cancel run' (both need the campaign update permission). */
export function RunControls({
  actions,
  activeRunId,
  allowed,
}: {
  actions: RunActions;
  activeRunId: string | null;
  allowed: boolean;
}) {
  return (
    <>
      <PermissionGate allowed={allowed} message={RUN_PERMISSION_MESSAGE}>
        <Button
          type="button"
          disabled={actions.starting || activeRunId !== null}
          title={activeRunId ? 'A run is in progress' : undefined}
          onClick={actions.start}
        >
          {actions.starting ? 'Starting...' : 'Run now'}
        </Button>
      </PermissionGate>
      {activeRunId ? (
        <PermissionGate allowed={allowed} message={RUN_PERMISSION_MESSAGE}>
          <Button
            type="button"
            $variant="secondary"
            disabled={actions.cancelling}
            onClick={() => actions.cancel(activeRunId)}
          >
            {actions.cancelling ? 'Cancelling...' : 'Cancel run'}
          </Button>
        </PermissionGate>
      ) : null}
    </>
  );
}
