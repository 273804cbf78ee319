import {
  LIMIT_KEYS,
  PERMISSION_RESOURCES,
  RESOURCE_ACTIONS,
  TIER_FEATURES,
  TIER_FEATURES_LIST,
  TIER_LIMITS,
  permissionsFor,
} from './permissions';
import { ROLE_NAMES, TIERS } from './tenancy';

const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
const table = (head: string[], rows: string[][]) =>
  [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');

/** The permission, feature and limit tables as Markdown (docs/permissions.md embeds this output). */
export function renderPermissionTables(): string {
  const roles = table(
    ['Resource', ...ROLE_NAMES],
    PERMISSION_RESOURCES.map((resource) => [
      `\`${resource}\``,
      ...ROLE_NAMES.map((role) => {
        const granted = permissionsFor(role)[resource] ?? [];
        return granted.length === RESOURCE_ACTIONS[resource].length ? 'all' : granted.join(', ') || '—';
      }),
    ]),
  );
  const features = table(
    ['Feature', ...TIERS],
    TIER_FEATURES_LIST.map((f) => [
      `\`${f}\``,
      ...TIERS.map((t) => (TIER_FEATURES[t].includes(f) ? 'yes' : '—')),
    ]),
  );
  const limits = table(
    ['Limit', ...TIERS],
    [...LIMIT_KEYS, 'is_user_invite_allowed' as const, 'is_account_creation_allowed' as const].map((k) => [
      `\`${k}\``,
      ...TIERS.map((t) => {
        const v = TIER_LIMITS[t][k];
        return v === null ? 'unlimited' : String(v);
      }),
    ]),
  );
  const actions = table(
    ['Resource', 'Actions'],
    PERMISSION_RESOURCES.map((r) => [`\`${r}\``, RESOURCE_ACTIONS[r].join(', ')]),
  );
  return [
    '### Actions per resource',
    actions,
    '### Role -> resource -> actions ("all" = every action of the resource)',
    roles,
    '### Tier -> features',
    features,
    '### Tier limits',
    limits,
  ].join('\n\n');
}
