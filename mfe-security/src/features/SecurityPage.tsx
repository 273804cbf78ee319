import { Button, ErrorView, LoadingView, type TabItem, Tabs } from '@lantern/ui';
import { useSearchParams } from 'react-router-dom';
import { useScope } from '../shared/route';
import { useSecurityAccess } from '../shared/useSecurityAccess';
import { AccessTab } from './access/AccessTab';
import { ActivityTab } from './activity/ActivityTab';

type TabKey = 'access' | 'activity';
const TABS: Array<TabItem<TabKey>> = [
  { key: 'access', label: 'Access' },
  { key: 'activity', label: 'Activity' },
];

/** /security: the Access and Activity tabs; the tab lives in the URL (?tab=activity). */
export default function SecurityPage() {
  const { orgId, accountId } = useScope();
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'activity' ? 'activity' : 'access';
  const access = useSecurityAccess(orgId, accountId);
  // A tab switch starts that tab clean: the activity filters belong to the Activity tab's URL.
  const select = (key: TabKey) => setParams(key === 'access' ? {} : { tab: key });
  let content;
  if (orgId && accountId && access.loading) content = <LoadingView />;
  else if (access.error)
    content = (
      <ErrorView
        title="Permissions could not be loaded"
        message={access.error.message}
        actions={<Button onClick={access.retry}>Try Again</Button>}
      />
    );
  else content = tab === 'access' ? <AccessTab access={access} /> : <ActivityTab access={access} />;
  return (
    <Tabs label="Security" tabs={TABS} selected={tab} onSelect={select}>
      {content}
    </Tabs>
  );
}
