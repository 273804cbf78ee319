import { useEffect, useState } from 'react';
import { Button, ErrorView, LoadingView } from '@lantern/ui';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useFeatureFlags } from '../config/useFeatureFlags';
import { useInactivityTimeout } from '../session/useInactivityTimeout';
import { Header } from './Header';
import { PAGE_TITLES, PAGES_WITH_BACK } from './nav';
import { Sidebar } from './Sidebar';

const Frame = styled.div`
  display: flex;
  min-height: 100vh;
`;
const Column = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;
const Main = styled.main`
  flex: 1;
  padding: 24px;
  @media (max-width: 640px) {
    padding: 16px 12px;
  }
`;

const SIDEBAR_KEY = 'lantern.sidebarCollapsed';
const NARROW = '(max-width: 640px)';

/** Phones get the collapsed sidebar whatever was chosen on a wide screen. */
function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(() => matchMedia(NARROW).matches);
  useEffect(() => {
    const mq = matchMedia(NARROW);
    const update = () => setNarrow(mq.matches);
    mq.addEventListener('change', update);
    return () => mq.removeEventListener('change', update);
  }, []);
  return narrow;
}

/** Sidebar, header and the routed page of the protected area. */
export function AppShell() {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(SIDEBAR_KEY) === 'true');
  const narrow = useNarrowScreen();
  const { pathname } = useLocation();
  const { orgId = '', accountId = '' } = useParams();
  const flags = useFeatureFlags(orgId, accountId);
  useInactivityTimeout(true);
  const section = pathname.split('/')[5] ?? 'dashboard';
  const toggle = () =>
    setCollapsed((c) => {
      localStorage.setItem(SIDEBAR_KEY, String(!c));
      return !c;
    });
  return (
    <Frame>
      <Sidebar collapsed={collapsed || narrow} onToggle={toggle} isEnabled={flags.isEnabled} />
      <Column>
        <Header title={PAGE_TITLES[section] ?? 'Lantern'} showBack={PAGES_WITH_BACK.includes(section)} />
        <Main id="main">
          {flags.isLoading ? (
            <LoadingView label="Loading your workspace..." />
          ) : flags.error ? (
            <ErrorView
              title="Could not load the configuration"
              message={flags.error.message}
              actions={<Button onClick={() => void flags.refetch()}>Try Again</Button>}
            />
          ) : (
            <Outlet />
          )}
        </Main>
      </Column>
    </Frame>
  );
}
