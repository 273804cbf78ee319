import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 32px 16px;
  background:
    radial-gradient(circle at 20% 0%, ${(p) => p.theme.color.primarySoft}, transparent 50%),
    ${(p) => p.theme.color.bg};
`;
const Panel = styled.main`
  width: 100%;
  max-width: 440px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.shadow.card};
  padding: 32px;
  @media (max-width: 480px) {
    padding: 24px 18px;
  }
  h1 {
    margin: 0 0 4px;
    font-size: 24px;
  }
  .subtitle {
    margin: 0 0 24px;
    color: ${(p) => p.theme.color.textMuted};
  }
  /* An email taken from a link is shown but cannot be changed. */
  input[readonly] {
    background: ${(p) => p.theme.color.surfaceAlt};
    color: ${(p) => p.theme.color.textMuted};
  }
`;
const Brand = styled(Link)`
  display: inline-block;
  margin-bottom: 20px;
  font-weight: 800;
  font-size: 20px;
  color: ${(p) => p.theme.color.primary};
  text-decoration: none;
`;

type BadgeTone = 'primary' | 'success' | 'danger';
const BADGE_COLORS = {
  primary: ['primary', 'primarySoft'],
  success: ['success', 'successSoft'],
  danger: ['danger', 'dangerSoft'],
} as const;

const Badge = styled.div<{ $tone: BadgeTone }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  margin-bottom: 16px;
  border-radius: 50%;
  background: ${(p) => p.theme.color[BADGE_COLORS[p.$tone][1]]};
  color: ${(p) => p.theme.color[BADGE_COLORS[p.$tone][0]]};
`;

export function AuthLayout({
  title,
  subtitle,
  icon,
  children,
}: {
  title: string;
  subtitle?: string;
  /** A decorative icon above the title (result screens: sent, done, invalid link). */
  icon?: { tone: BadgeTone; node: ReactNode };
  children: ReactNode;
}) {
  return (
    <Page>
      <Panel>
        <Brand to="/">Lantern</Brand>
        {icon ? (
          <Badge $tone={icon.tone} aria-hidden="true">
            {icon.node}
          </Badge>
        ) : null}
        <h1>{title}</h1>
        {subtitle ? <p className="subtitle">{subtitle}</p> : null}
        {children}
      </Panel>
    </Page>
  );
}

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;
export const FormError = styled.div`
  padding: 10px 12px;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.dangerSoft};
  color: ${(p) => p.theme.color.danger};
  font-weight: 600;
  a {
    color: inherit;
  }
`;
export const Footnote = styled.p`
  margin: 20px 0 0;
  text-align: center;
  color: ${(p) => p.theme.color.textMuted};
`;
export const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
  }
`;
export const Hint = styled.div`
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.font.size.xs};
`;
