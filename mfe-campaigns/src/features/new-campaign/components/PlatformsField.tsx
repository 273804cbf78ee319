import { CAMPAIGN_PLATFORMS, type CampaignPlatformId, type PlatformStatus } from '@lantern/contracts';
import { Button, Spinner } from '@lantern/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { SimulatedChip } from '../../../shared/SimulatedChip';
import { FieldError, Fieldset, Hint, Row } from './styles';

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 8px;
`;
const Option = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 10px 12px;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  &:has(input:checked) {
    border-color: ${(p) => p.theme.color.primary};
    background: ${(p) => p.theme.color.primarySoft};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    flex: 1;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${(p) => p.theme.color.primary};
  }
`;

/**
 * The explicit 'Sandbox' and the 'Local model' are operator options, not answer engines a customer
 * picks: the local model shows once the operator has configured it, the sandbox never (every engine
 * without a key is already simulated by it). Either stays listed where a campaign already uses it.
 */
export function offered(p: { id: CampaignPlatformId; configured?: boolean }, selected: CampaignPlatformId[]) {
  if (selected.includes(p.id)) return true;
  if (p.id === 'sandbox') return false;
  if (p.id === 'openai_compatible') return Boolean(p.configured);
  return true;
}

export interface PlatformsState {
  platforms: PlatformStatus[] | undefined;
  loading: boolean;
  error: Error | null;
  retry(): void;
}

/**
 * The answer engines to ask, as checkboxes; a 'Simulated' chip marks each one without an API key.
 * If the list cannot load, the known platforms are offered without that information.
 */
export function PlatformsField({
  value,
  onChange,
  error,
  state,
}: {
  value: CampaignPlatformId[];
  onChange(ids: CampaignPlatformId[]): void;
  error?: string;
  state: PlatformsState;
}) {
  const errorId = useId();
  const list: Array<{ id: CampaignPlatformId; label: string; simulated?: boolean }> = (
    state.platforms ?? CAMPAIGN_PLATFORMS.map((p) => ({ id: p.id, label: p.label, configured: false }))
  ).filter((p) => offered(p, value));
  const toggle = (id: CampaignPlatformId, on: boolean) =>
    onChange(
      on ? list.map((p) => p.id).filter((p) => p === id || value.includes(p)) : value.filter((p) => p !== id),
    );
  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <legend>Platforms</legend>
      {state.loading ? (
        <Row>
          <Spinner size={16} label="Loading platforms" />
          <Hint>Loading platforms...</Hint>
        </Row>
      ) : (
        <>
          {state.error ? (
            <Row role="status">
              <Hint>Could not check which platforms are configured.</Hint>
              <Button type="button" $variant="ghost" $size="sm" onClick={state.retry}>
                Try Again
              </Button>
            </Row>
          ) : null}
          <Options>
            {list.map((p) => (
              <Option key={p.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={value.includes(p.id)}
                    onChange={(e) => toggle(p.id, e.target.checked)}
                  />
                  {p.label}
                </label>
                {p.simulated ? <SimulatedChip /> : null}
              </Option>
            ))}
          </Options>
        </>
      )}
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Fieldset>
  );
}
