import styled from 'styled-components';

const Note = styled.div`
  padding: 12px 14px;
  margin-bottom: 16px;
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => p.theme.color.warning};
  background: ${(p) => p.theme.color.warningSoft};
  color: ${(p) => (p.theme.mode === 'dark' ? p.theme.color.text : p.theme.color.warning)};
  strong {
    margin-right: 6px;
  }
`;

export const SIMULATED_DATA = 'Simulated data';

/** Shown whenever the platform's answers come from the built-in simulator. */
export function SimulatedBanner({ label }: { label: string }) {
  return (
    <Note role="note">
      <strong>{SIMULATED_DATA}</strong>
      These answers come from the built-in sandbox, not from {label}: its API key is not set. Use them to try
      the product, not to judge your visibility.
    </Note>
  );
}
