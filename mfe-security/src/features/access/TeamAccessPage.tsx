import { queryKeys } from '@lantern/api-client';
import { accounts, useSessionStore } from '@lantern/session';
import { Avatar, Button, ErrorView, LoadingView } from '@lantern/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';

const Head = styled.div`
  margin-bottom: 20px;
  h2 {
    margin: 0 0 4px;
    font-size: 22px;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.textMuted};
  }
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  th,
  td {
    text-align: left;
    padding: 12px 14px;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
    vertical-align: middle;
  }
  th {
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${(p) => p.theme.color.textMuted};
  }
  .user {
    display: flex;
    gap: 10px;
    align-items: center;
  }
  .email {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 12px;
  }
  .you {
    margin-left: 6px;
    padding: 1px 8px;
    border-radius: 999px;
    font-size: 11px;
    font-weight: 700;
    background: ${(p) => p.theme.color.primarySoft};
    color: ${(p) => p.theme.color.primary};
  }
  @media (max-width: 640px) {
    th:nth-child(4),
    td:nth-child(4) {
      display: none;
    }
  }
`;

/** Team Access Management: the members of the current account. */
export default function TeamAccessPage() {
  const { orgId = '', accountId = '' } = useParams();
  const me = useSessionStore((s) => s.user?.id);
  const users = useQuery({
    queryKey: queryKeys.accountUsers(orgId, accountId),
    queryFn: ({ signal }) => accounts.users(orgId, accountId, signal),
  });
  return (
    <>
      <Head>
        <h2>Team Access Management</h2>
        <p>Manage user access and permissions for your organization</p>
      </Head>
      {users.isPending ? (
        <LoadingView text="Loading users..." />
      ) : users.isError ? (
        <ErrorView
          title="Users could not be loaded"
          message={users.error.message}
          actions={<Button onClick={() => users.refetch()}>Try Again</Button>}
        />
      ) : users.data.length === 0 ? (
        <ErrorView
          title="No users found"
          message="Once users are added to this account, they will appear here."
        />
      ) : (
        <Table>
          <thead>
            <tr>
              <th>User</th>
              <th>Role</th>
              <th>Status</th>
              <th>Joined</th>
            </tr>
          </thead>
          <tbody>
            {users.data.map((u) => (
              <tr key={u.id}>
                <td>
                  <div className="user">
                    <Avatar firstName={u.firstName} lastName={u.lastName} />
                    <div>
                      <div>
                        {u.firstName} {u.lastName}
                        {u.id === me && <span className="you">You</span>}
                      </div>
                      <div className="email">{u.email}</div>
                    </div>
                  </div>
                </td>
                <td>{u.role.displayName}</td>
                <td>{u.status}</td>
                <td>{new Date(u.createdAt).toLocaleDateString()}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
