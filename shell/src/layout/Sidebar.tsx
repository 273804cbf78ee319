import type { FeatureFlagPath } from '@lantern/contracts';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from './Icon';
import { NAV_ITEMS } from './nav';

const Aside = styled.aside<{ $collapsed: boolean }>`
  width: ${(p) => (p.$collapsed ? p.theme.sidebar.collapsed : p.theme.sidebar.open)}px;
  flex-shrink: 0;
  display: flex;
  flex-direction: column;
  background: ${(p) => p.theme.color.surface};
  border-right: 1px solid ${(p) => p.theme.color.border};
  transition: width 160ms ease;
  overflow: hidden;
`;
const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  height: 64px;
  padding: 0 18px;
  font-weight: 800;
  font-size: 18px;
  color: ${(p) => p.theme.color.primary};
  white-space: nowrap;
`;
const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 8px;
  flex: 1;
`;
const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: 12px;
  height: 42px;
  padding: 0 11px;
  border-radius: ${(p) => p.theme.radius.md};
  color: ${(p) => p.theme.color.textMuted};
  text-decoration: none;
  font-weight: 600;
  white-space: nowrap;
  &:hover {
    background: ${(p) => p.theme.color.surfaceAlt};
    color: ${(p) => p.theme.color.text};
  }
  &.active {
    background: ${(p) => p.theme.color.primarySoft};
    color: ${(p) => p.theme.color.primary};
  }
  svg {
    flex-shrink: 0;
  }
`;
const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 8px;
  border-top: 1px solid ${(p) => p.theme.color.border};
`;
const ToggleButton = styled.button`
  display: flex;
  align-items: center;
  gap: 12px;
  height: 42px;
  padding: 0 11px;
  border: 0;
  border-radius: ${(p) => p.theme.radius.md};
  background: transparent;
  color: ${(p) => p.theme.color.textMuted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;
  &:hover {
    background: ${(p) => p.theme.color.surfaceAlt};
  }
`;

const Attribution = styled.a`
  padding: 4px 11px;
  font-size: ${(p) => p.theme.font.size.xs};
  color: ${(p) => p.theme.color.textMuted};
`;

export function Sidebar({
  collapsed,
  onToggle,
  isEnabled,
}: {
  collapsed: boolean;
  onToggle(): void;
  isEnabled(flag: FeatureFlagPath): boolean;
}) {
  return (
    <Aside $collapsed={collapsed} aria-label="Sidebar">
      <Brand>
        <Icon d="M12 2c-3 4-5 7-5 10a5 5 0 0 0 10 0c0-3-2-6-5-10zM9 21h6" size={24} />
        {!collapsed && <span>Lantern</span>}
      </Brand>
      <Nav aria-label="Main">
        {NAV_ITEMS.filter((item) => isEnabled(item.flag)).map((item) => (
          <Item
            key={item.path}
            to={item.path}
            title={collapsed ? item.label : undefined}
            aria-label={item.label}
          >
            <Icon d={item.icon} />
            {!collapsed && <span>{item.label}</span>}
          </Item>
        ))}
      </Nav>
      <Footer>
        {!collapsed && isEnabled('app.logo_attribution.enabled') && (
          <Attribution href="https://logo.dev" target="_blank" rel="noreferrer noopener">
            Logos provided by Logo.dev
          </Attribution>
        )}
        <Item
          to="contact-support"
          aria-label="Contact Support"
          title={collapsed ? 'Contact Support' : undefined}
        >
          <Icon d="M4 4h16v12H7l-3 3zM8 9h8M8 12h5" />
          {!collapsed && <span>Contact Support</span>}
        </Item>
        <Item to="system-status" aria-label="System Status" title={collapsed ? 'System Status' : undefined}>
          <Icon d="M3 12h4l3-8 4 16 3-8h4" />
          {!collapsed && <span>System Status</span>}
        </Item>
        <ToggleButton
          type="button"
          onClick={onToggle}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
        >
          <Icon d={collapsed ? 'M9 6l6 6-6 6' : 'M15 6l-6 6 6 6'} />
          {!collapsed && <span>Collapse</span>}
        </ToggleButton>
      </Footer>
    </Aside>
  );
}
