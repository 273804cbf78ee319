import { CAMPAIGN_ERRORS, CAMPAIGN_LIMITS } from '@lantern/contracts';
import { Button, TierGate } from '@lantern/ui';
import { useEffect, useRef } from 'react';
import { newKey } from '../wizard';

/**
 * Focus for competitor rows: after 'Add competitor' the new row's name field takes the focus. `nameRef`
 * goes on each row's name input; `focusNext` marks the key of the row about to be added.
 */
export function useFocusAddedRow(rows: unknown[]) {
  const added = useRef<string | null>(null);
  const names = useRef(new Map<string, HTMLInputElement | null>());
  useEffect(() => {
    if (added.current) names.current.get(added.current)?.focus();
    added.current = null;
  }, [rows]);
  return {
    nameRef: (key: string) => (el: HTMLInputElement | null) => {
      names.current.set(key, el);
    },
    focusNext: (key: string) => {
      added.current = key;
    },
  };
}

/** 'Add competitor', behind the competitor_analysis gate and the plan's competitor limit. */
export function AddCompetitorButton({
  count,
  allowed,
  billingPath,
  onAdd,
}: {
  count: number;
  allowed: boolean;
  billingPath: string;
  /** Called with the new row's key. */
  onAdd(key: string): void;
}) {
  return (
    <div>
      <TierGate allowed={allowed} message={CAMPAIGN_ERRORS.competitorsTier} billingPath={billingPath}>
        <Button
          type="button"
          $variant="secondary"
          $size="sm"
          disabled={count >= CAMPAIGN_LIMITS.competitorsMax}
          onClick={() => onAdd(newKey('competitor'))}
        >
          Add competitor
        </Button>
      </TierGate>
    </div>
  );
}
