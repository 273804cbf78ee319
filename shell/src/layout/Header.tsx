import { useCurrentAccount, useCurrentOrganization, useSessionStore } from '@lantern/session';
import { Avatar, Button, CopyButton, Spinner, useThemeMode } from '@lantern/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSignOut } from '../routing/useSignOut';
import { AccountSwitcher } from './AccountSwitcher';
import { Icon } from './Icon';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 12px;
  height: 64px;
  padding: 0 24px;
  background: ${(p) => p.theme.color.surface};
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  h1 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.lg};
    flex: 1;
    min-width: 72px;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  button .theme-label {
    margin-left: 6px;
  }
  @media (max-width: 640px) {
    padding: 0 12px;
    gap: 6px;
    button .theme-label {
      display: none;
    }
    h1 {
      font-size: ${(p) => p.theme.font.size.md};
    }
  }
`;
const MOON = 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z';
const SUN =
  'M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10z';

const MenuButton = styled.button`
  display: flex;
  align-items: center;
  gap: 10px;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  padding: 4px 8px;
  border-radius: ${(p) => p.theme.radius.md};
  &:hover {
    background: ${(p) => p.theme.color.surfaceAlt};
  }
  .name {
    font-weight: 600;
  }
  @media (max-width: 640px) {
    .name {
      display: none;
    }
  }
`;
const Menu = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  width: 300px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.shadow.card};
  padding: 8px;
  z-index: 20;
  dl {
    margin: 0;
    padding: 8px;
    display: grid;
    gap: 2px;
  }
  dt {
    font-size: ${(p) => p.theme.font.size.xs};
    color: ${(p) => p.theme.color.textMuted};
    margin-top: 6px;
  }
  dd {
    margin: 0;
    word-break: break-all;
  }
  dd.id {
    display: flex;
    align-items: center;
    gap: 4px;
    color: ${(p) => p.theme.color.textMuted};
  }
  a,
  button.item {
    display: block;
    width: 100%;
    text-align: left;
    padding: 10px 8px;
    border-radius: 8px;
    border: 0;
    background: transparent;
    color: ${(p) => p.theme.color.text};
    font: inherit;
    cursor: pointer;
    text-decoration: none;
  }
  a:hover,
  button.item:hover {
    background: ${(p) => p.theme.color.surfaceAlt};
  }
`;

export function Header({ title, showBack = false }: { title: string; showBack?: boolean }) {
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const org = useCurrentOrganization();
  const account = useCurrentAccount();
  const { mode, toggle } = useThemeMode();
  const [open, setOpen] = useState(false);
  const { signOut, signingOut } = useSignOut();
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !wrapper.current?.contains(e.target as Node))
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (!user) return null;
  const fullName = `${user.firstName} ${user.lastName}`;
  return (
    <Bar>
      {showBack && (
        <Button $variant="ghost" $size="sm" onClick={() => navigate(-1)} aria-label="Back">
          <Icon d="M15 6l-6 6 6 6" size={18} />
        </Button>
      )}
      <h1>{title}</h1>
      <AccountSwitcher />
      <Button
        $variant="ghost"
        $size="sm"
        onClick={toggle}
        aria-label={mode === 'light' ? 'Switch to dark theme' : 'Switch to light theme'}
      >
        <Icon d={mode === 'light' ? MOON : SUN} size={18} />
        <span className="theme-label">{mode === 'light' ? 'Dark' : 'Light'}</span>
      </Button>
      <div ref={wrapper} style={{ position: 'relative' }}>
        <MenuButton
          type="button"
          aria-label={`Profile menu: ${fullName}`}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((o) => !o)}
        >
          <Avatar firstName={user.firstName} lastName={user.lastName} />
          <span className="name">{fullName}</span>
        </MenuButton>
        {open && (
          <Menu id={menuId} role="dialog" aria-label="Profile menu">
            <dl>
              <dt>Signed in as</dt>
              <dd>{user.email}</dd>
              {org && (
                <>
                  <dt>Organization</dt>
                  <dd>{org.name}</dd>
                  <dd className="id">
                    <small>ID: {org.id}</small>
                    <CopyButton value={org.id} label="Org ID" size="sm" />
                  </dd>
                </>
              )}
              {account && (
                <>
                  <dt>Account</dt>
                  <dd>{account.name}</dd>
                  <dd className="id">
                    <small>ID: {account.id}</small>
                    <CopyButton value={account.id} label="Account ID" size="sm" />
                  </dd>
                </>
              )}
            </dl>
            <Link to="profile" onClick={() => setOpen(false)}>
              Profile
            </Link>
            <button className="item" type="button" onClick={signOut} disabled={signingOut}>
              {signingOut ? <Spinner size={14} label="Signing out" /> : null} Sign Out
            </button>
          </Menu>
        )}
      </div>
    </Bar>
  );
}
