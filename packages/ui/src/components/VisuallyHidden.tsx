import styled, { css } from 'styled-components';

/** Hides content from the eye but keeps it for screen readers. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** Text only screen readers read (labels of icon-only controls, table captions...). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
