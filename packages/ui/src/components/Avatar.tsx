import styled from 'styled-components';

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: 50%;
  background: ${(p) => p.theme.color.primary};
  color: ${(p) => p.theme.color.onPrimary};
  font-weight: 700;
  font-size: ${(p) => Math.round(p.$size * 0.4)}px;
  flex-shrink: 0;
`;

export const initials = (first?: string | null, last?: string | null) =>
  `${(first ?? '').trim().charAt(0)}${(last ?? '').trim().charAt(0)}`.toUpperCase() || '?';

export function Avatar({
  firstName,
  lastName,
  size = 32,
}: {
  firstName?: string;
  lastName?: string;
  size?: number;
}) {
  return (
    <Circle $size={size} aria-hidden="true">
      {initials(firstName, lastName)}
    </Circle>
  );
}
