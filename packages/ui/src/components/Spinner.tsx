import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border: 3px solid ${(p) => p.theme.color.primarySoft};
  border-top-color: ${(p) => p.theme.color.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export function Spinner({ size = 24, label = 'Loading' }: { size?: number; label?: string }) {
  return <Ring $size={size} role="status" aria-label={label} />;
}

const Center = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  min-height: 50vh;
  width: 100%;
  color: ${(p) => p.theme.color.textMuted};
`;

/** A centred spinner for a page or an area that is loading. */
export function LoadingView({ label = 'Loading', text }: { label?: string; text?: string }) {
  return (
    <Center>
      <Spinner size={32} label={label} />
      {text ? <div>{text}</div> : null}
    </Center>
  );
}
