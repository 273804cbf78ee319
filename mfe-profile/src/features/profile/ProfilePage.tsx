import { countryByCode, flagEmoji, planLabel } from '@lantern/contracts';
import { useCurrentOrganization, useSessionStore } from '@lantern/session';
import { Avatar, Card } from '@lantern/ui';
import styled from 'styled-components';

const UserCard = styled(Card)`
  display: flex;
  align-items: center;
  gap: 16px;
  margin-bottom: 16px;
  h2 {
    margin: 0;
    font-size: 20px;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.textMuted};
    word-break: break-all;
  }
`;
const Fields = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 16px 24px;
  margin: 0;
  dt {
    font-size: 12px;
    color: ${(p) => p.theme.color.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  dd {
    margin: 4px 0 0;
    font-weight: 600;
    word-break: break-all;
  }
`;
const Chip = styled.span<{ $tone: 'success' | 'warning' | 'info' }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  background: ${(p) => p.theme.color[`${p.$tone}Soft`]};
  color: ${(p) => p.theme.color[p.$tone]};
`;

/** The signed-in user's details. */
export default function ProfilePage() {
  const user = useSessionStore((s) => s.user);
  const org = useCurrentOrganization();
  if (!user) return null;
  const country = countryByCode(user.country);
  return (
    <>
      <UserCard>
        <Avatar firstName={user.firstName} lastName={user.lastName} size={56} />
        <div>
          <h2>
            {user.firstName} {user.lastName}
          </h2>
          <p>{user.email}</p>
        </div>
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
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>Country</dt>
            <dd>{country ? `${flagEmoji(country.code)} ${country.label}` : 'Not specified'}</dd>
          </div>
          <div>
            <dt>Organization</dt>
            <dd>{org?.name ?? 'Not specified'}</dd>
          </div>
          <div>
            <dt>Organization ID</dt>
            <dd>{org?.id ?? 'N/A'}</dd>
          </div>
          <div>
            <dt>Account Status</dt>
            <dd>
              <Chip $tone={user.state === 'active' ? 'success' : 'warning'}>{user.state}</Chip>
            </dd>
          </div>
          <div>
            <dt>Plan Tier</dt>
            <dd>
              <Chip $tone="info">{planLabel(org?.tier)}</Chip>
            </dd>
          </div>
        </Fields>
      </Card>
    </>
  );
}
