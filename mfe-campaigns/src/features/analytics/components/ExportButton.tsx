import { CAMPAIGN_ERRORS } from '@lantern/contracts';
import { Button, TierGate } from '@lantern/ui';

/** 'Export CSV': the platform's answers as a CSV download; plans without the export feature see why not. */
export function ExportButton({
  onExport,
  exporting,
  allowed,
  billingPath,
}: {
  onExport(): void;
  exporting: boolean;
  allowed: boolean;
  billingPath: string;
}) {
  return (
    <TierGate allowed={allowed} message={CAMPAIGN_ERRORS.exportTier} billingPath={billingPath}>
      <Button type="button" $variant="secondary" disabled={exporting} onClick={onExport}>
        {exporting ? 'Exporting...' : 'Export CSV'}
      </Button>
    </TierGate>
  );
}
