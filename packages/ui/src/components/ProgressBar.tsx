import styled, { keyframes } from 'styled-components';

const slide = keyframes`from { left: -40%; } to { left: 100%; }`;

const Track = styled.div`
  position: absolute;
  inset: 0 0 auto;
  z-index: 1;
  height: 3px;
  overflow: hidden;
  background: ${(p) => p.theme.color.primarySoft};
  &::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    width: 40%;
    background: ${(p) => p.theme.color.primary};
    animation: ${slide} 1.1s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      left: 30%;
      animation: none;
    }
  }
`;

/** A thin indeterminate bar along the top of its (positioned) container: data is being refreshed. */
export function ProgressBar({ label = 'Refreshing' }: { label?: string }) {
  return <Track role="progressbar" aria-label={label} />;
}
