import { countryByCode, COUNTRIES, ERRORS, type CampaignListItem } from '@lantern/contracts';
import { Chip, DataTable, Tooltip, type DataTableColumn } from '@lantern/ui';
import { Fragment, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { analyticsPath, campaignSettingsPath, useRouteScope } from '../../../shared/route';
import { PerformanceCell, StatusCell } from './PerformanceCells';

export const NAME_TOOLTIP_AFTER = 30;
export const KEYWORD_CHARS = 15;
export const KEYWORDS_SHOWN = 2;

/** The first `n` characters and an ellipsis, or the text when it fits. */
export const truncate = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}…` : s);

/** A stored location as a country name: a code ('US') or a name in any case ('india'). */
export function countryName(location: string): string {
  const byName = COUNTRIES.find((c) => c.label.toLowerCase() === location.trim().toLowerCase());
  return byName?.label ?? countryByCode(location.trim())?.label ?? location;
}

const NameLink = styled(Link)`
  display: inline-block;
  min-width: 140px;
  color: ${(p) => p.theme.color.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    color: ${(p) => p.theme.color.primary};
    text-decoration: underline;
  }
`;

const NameCell = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
`;

const SettingsLink = styled(Link)`
  color: ${(p) => p.theme.color.primary};
  font-size: ${(p) => p.theme.font.size.sm};
  white-space: nowrap;
`;

const Keywords = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 4px;
`;

const Muted = styled.span`
  color: ${(p) => p.theme.color.textMuted};
`;

// Eleven facts per row: tighter cells than the default table so that all columns fit at 1280 px.
const Compact = styled.div`
  th,
  td {
    padding-left: 10px;
    padding-right: 10px;
  }
`;

const Domain = styled.span`
  display: inline-block;
  max-width: 180px;
  overflow-wrap: break-word;
`;

/** A domain that wraps after its dots before anywhere else. */
function DomainText({ domain }: { domain: string }) {
  const parts = domain.split('.');
  return (
    <Domain>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 ? (
            <>
              .<wbr />
            </>
          ) : null}
        </Fragment>
      ))}
    </Domain>
  );
}

const created = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

function KeywordChips({ keywords }: { keywords: string[] }) {
  if (keywords.length === 0) return <Muted>None</Muted>;
  const rest = keywords.length - KEYWORDS_SHOWN;
  return (
    <Keywords>
      {keywords.slice(0, KEYWORDS_SHOWN).map((k) => (
        <Chip
          key={k}
          size="small"
          label={truncate(k, KEYWORD_CHARS)}
          title={k.length > KEYWORD_CHARS ? k : undefined}
        />
      ))}
      {rest > 0 ? (
        <Chip size="small" label={`+${rest}`} title={keywords.slice(KEYWORDS_SHOWN).join(', ')} />
      ) : null}
    </Keywords>
  );
}

function CampaignName({ campaign, href }: { campaign: CampaignListItem; href: string }): ReactNode {
  const link = <NameLink to={href}>{truncate(campaign.name, NAME_TOOLTIP_AFTER)}</NameLink>;
  return campaign.name.length > NAME_TOOLTIP_AFTER ? <Tooltip content={campaign.name}>{link}</Tooltip> : link;
}

export interface CampaignTableProps {
  campaigns: CampaignListItem[];
  refetching: boolean;
  error: { message: string; onRetry(): void } | null;
  filtered: boolean;
}

/**
 * The campaigns of one page. The name is a real link (a new tab works); a click anywhere else on the
 * row, or Enter on it, opens the same analytics page. Below its minimum width the table scrolls
 * inside its own container (390 px phones).
 */
export function CampaignTable({ campaigns, refetching, error, filtered }: CampaignTableProps) {
  const navigate = useNavigate();
  const { orgId, accountId } = useRouteScope();
  const href = (c: CampaignListItem) => analyticsPath(orgId, accountId, c.id, 'chatgpt');
  const columns: Array<DataTableColumn<CampaignListItem>> = [
    {
      key: 'name',
      header: 'Campaign',
      render: (c) => (
        <NameCell>
          <CampaignName campaign={c} href={href(c)} />
          <SettingsLink
            to={campaignSettingsPath(orgId, accountId, c.id)}
            aria-label={`Settings of ${c.name}`}
          >
            Settings
          </SettingsLink>
        </NameCell>
      ),
    },
    { key: 'website', header: 'Website', render: (c) => <DomainText domain={c.websiteDomain} /> },
    { key: 'location', header: 'Location', render: (c) => countryName(c.location) },
    { key: 'keywords', header: 'Keywords', render: (c) => <KeywordChips keywords={c.keywords} /> },
    { key: 'prompts', header: 'Prompts', align: 'right', render: (c) => c.promptsCount },
    {
      key: 'performance',
      header: 'Performance',
      render: (c) => <PerformanceCell performance={c.performance} />,
    },
    {
      key: 'created',
      header: 'Created',
      render: (c) => <time dateTime={c.createdAt}>{created.format(new Date(c.createdAt))}</time>,
    },
    {
      key: 'status',
      header: 'Status',
      render: (c) => <StatusCell status={c.status} performance={c.performance} />,
    },
  ];
  return (
    <Compact>
      <DataTable
        caption="Campaigns"
        columns={columns}
        rows={campaigns}
        rowKey={(c) => c.id}
        minWidth={980}
        refetching={refetching}
        onRowClick={(c) => navigate(href(c))}
        error={
          error
            ? { title: ERRORS.failedToLoadCampaigns, message: error.message, onRetry: error.onRetry }
            : null
        }
        empty={
          filtered
            ? {
                title: 'No campaigns match your filters',
                message: "Try adjusting your search criteria or filters to find what you're looking for.",
              }
            : { title: 'No campaigns found', message: 'No campaigns have been created yet.' }
        }
      />
    </Compact>
  );
}
