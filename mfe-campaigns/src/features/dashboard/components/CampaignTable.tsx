import type { Campaign } from '@lantern/contracts';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.lg};
  th,
  td {
    text-align: left;
    padding: 12px 14px;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
  }
  th {
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${(p) => p.theme.color.textMuted};
  }
  tbody tr {
    cursor: pointer;
  }
  tbody tr:hover {
    background: ${(p) => p.theme.color.surfaceAlt};
  }
`;

const truncate = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}...` : s);

export function CampaignTable({ campaigns }: { campaigns: Campaign[] }) {
  const navigate = useNavigate();
  const open = (id: string) => navigate(`../analytics/${id}/chatgpt`, { relative: 'path' });
  return (
    <Table>
      <thead>
        <tr>
          <th>Campaign</th>
          <th>Website</th>
          <th>Location</th>
          <th>Keywords</th>
          <th>Prompts</th>
          <th>Created</th>
          <th>Status</th>
        </tr>
      </thead>
      <tbody>
        {campaigns.map((c) => (
          <tr
            key={c.id}
            tabIndex={0}
            onClick={() => open(c.id)}
            onKeyDown={(e) => e.key === 'Enter' && open(c.id)}
          >
            <td title={c.name.length > 30 ? c.name : undefined}>{truncate(c.name, 30)}</td>
            <td>{c.websiteDomain}</td>
            <td>{c.location}</td>
            <td>
              {c.keywords
                .slice(0, 2)
                .map((k) => truncate(k, 15))
                .join(', ')}
              {c.keywords.length > 2 ? ` +${c.keywords.length - 2}` : ''}
            </td>
            <td>{c.promptsCount}</td>
            <td>{new Date(c.createdAt).toLocaleDateString()}</td>
            <td>{c.status}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
