import { ERRORS, SUCCESS, countryByCode, planLabel } from '@lantern/contracts';
import {
  useCurrentOrganization,
  usePublicConfig,
  useRefreshSession,
  useSessionStore,
} from '@lantern/session';
import { Avatar, Button, Card, Chip, CopyButton, CountryFlag, useToast } from '@lantern/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { AccountManagement } from '../accounts/AccountManagement';

const Page = styled.div`
  display: grid;
  /* minmax(0, ...): wide tables scroll inside their card instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
`;
const UserCard = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  .who {
    flex: 1;
    min-width: 0;
  }
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.lg};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.textMuted};
    overflow-wrap: anywhere;
  }
`;
const Fields = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 16px 24px;
  margin: 0;
  dt {
    font-size: ${(p) => p.theme.font.size.xs};
    color: ${(p) => p.theme.color.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  dd {
    display: flex;
    align-items: center;
    gap: 6px;
    min-width: 0;
    margin: 4px 0 0;
    font-weight: 600;
    /* Long ids and emails wrap anywhere rather than overflow or hide behind the copy button. */
    overflow-wrap: anywhere;
  }
  dd > span {
    min-width: 0;
  }
`;

/** The signed-in user's details, a Refresh through context login, and the organization's accounts. */
export default function ProfilePage() {
  const user = useSessionStore((s) => s.user);
  const org = useCurrentOrganization();
  const { flagUrlTemplate } = usePublicConfig();
  const refreshSession = useRefreshSession();
  const toast = useToast();
  const [refreshing, setRefreshing] = useState(false);
  if (!user) return null;
  const country = countryByCode(user.country);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await refreshSession();
      toast.success(SUCCESS.profileRefreshed);
    } catch {
      toast.error(ERRORS.refreshProfileFailed);
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <Page>
      <UserCard>
        <Avatar firstName={user.firstName} lastName={user.lastName} size={56} />
        <div className="who">
          <h2>
            {user.firstName} {user.lastName}
          </h2>
          <p>{user.email}</p>
        </div>
        <Button type="button" $variant="secondary" disabled={refreshing} onClick={() => void refresh()}>
          {refreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
      </UserCard>
      <Card>
        <Fields>
          <div>
            <dt>Full Name</dt>
            <dd>
              {user.firstName} {user.lastName}
            </dd>
          </div>
          <div>
            <dt>Email Address</dt>
            <dd>
              <span>{user.email}</span>
              <CopyButton value={user.email} label="Email" />
            </dd>
          </div>
          <div>
            <dt>Country</dt>
            <dd>
              {country ? (
                <>
                  <CountryFlag key={country.code} code={country.code} template={flagUrlTemplate} />
                  <span>{country.label}</span>
                </>
              ) : (
                'Not specified'
              )}
            </dd>
          </div>
          <div>
            <dt>Organization</dt>
            <dd>{org?.name ?? 'Not specified'}</dd>
          </div>
          <div>
            <dt>Organization ID</dt>
            <dd>
              {org ? (
                <>
                  <span>{org.id}</span>
                  <CopyButton value={org.id} label="Organization ID" />
                </>
              ) : (
                'N/A'
              )}
            </dd>
          </div>
          <div>
            <dt>Account Status</dt>
            <dd>
              <Chip
                label={user.state.charAt(0).toUpperCase() + user.state.slice(1)}
                tone={user.state === 'active' ? 'success' : 'warning'}
                size="small"
              />
            </dd>
          </div>
          <div>
            <dt>Plan Tier</dt>
            <dd>
              <Chip label={planLabel(org?.tier)} tone="info" size="small" />
            </dd>
          </div>
        </Fields>
      </Card>
      <AccountManagement />
    </Page>
  );
}
