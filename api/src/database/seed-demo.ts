// `npm run seed:demo`: a demo organization to click through. Uses the same database as the server
// (DATABASE_URL, else the embedded PGlite under DATA_DIR), runs the migrations, and creates once:
// "Northwind Coffee Co." (Business plan, three accounts), members in every role and membership status,
// pending invitations (one expired), campaigns, and a year of audit-trail activity. Running it again
// changes nothing and prints the sign-in details again.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import {
  ACTIVITY_TYPES,
  planLabel,
  ROLE_DEFINITIONS,
  type ActivityType,
  type CampaignStatus,
  type EntityType,
  type MembershipStatus,
  type RoleName,
} from '@lantern/contracts';
import { generateTemplatePrompts } from '@lantern/engine';
import { DataSource, type EntityManager } from 'typeorm';
import { newSecretToken } from '../common/secret-token';
import { ConfigError, loadConfig, type AppConfig } from '../config/config';
import { PasswordHasher } from '../modules/auth/password-hasher';
import { dataSourceOptions } from './data-source-options';
import { openDatabase } from './open-database';
import { seedRunHistory } from './seed-demo-history';

const DEMO_ORGANIZATION = 'Northwind Coffee Co.';
const DEMO_PASSWORD = 'Demo-Lantern-2026';
const ACTIVITY_COUNT = 5000;
/** Prompts per demo campaign at most: each history run asks them on 5 platforms x 2 samples. */
const DEMO_PROMPTS_MAX = 6;
/** The campaign whose last run fails with a visible reason, and the one left in progress. */
const FAILED_CAMPAIGN = 'Home espresso machines';
const IN_PROGRESS_CAMPAIGN = 'Holiday gift boxes';
const DAYS = 365;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

// ---- the cast ------------------------------------------------------------------------------------

type AccountKey = 'retail' | 'wholesale' | 'labs';
const ACCOUNTS: ReadonlyArray<{ key: AccountKey; name: string; description: string; daysAgo: number }> = [
  { key: 'retail', name: 'Northwind Retail', description: 'Cafés and the online shop', daysAgo: 364 },
  {
    key: 'wholesale',
    name: 'Northwind Wholesale',
    description: 'Beans and equipment for offices and partner cafés',
    daysAgo: 290,
  },
  { key: 'labs', name: 'Northwind Labs', description: 'New products and brewing research', daysAgo: 120 },
];

interface Person {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Memberships: account, role, status. Pending ones are invitations. */
  memberships: ReadonlyArray<readonly [AccountKey, RoleName, MembershipStatus]>;
  /** Joined this many days ago; acts from then on ... */
  since: number;
  /** ... until this many days ago (0 = still active). */
  until?: number;
  /** Share of the random activity. */
  weight: number;
  ips: readonly string[];
  agents: readonly string[];
  /** For invitees: the invitation lapsed (expires_at in the past). */
  expiredInvite?: boolean;
  /** Shown in the sign-in table. */
  signIn?: boolean;
}

const UA = {
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  winEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  winFirefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  linuxChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

const PEOPLE: readonly Person[] = [
  {
    key: 'owner',
    email: 'owner@northwind.demo',
    firstName: 'Olivia',
    lastName: 'Bennett',
    memberships: [
      ['retail', 'super_admin', 'active'],
      ['wholesale', 'super_admin', 'active'],
      ['labs', 'super_admin', 'active'],
    ],
    since: 365,
    weight: 22,
    ips: ['203.0.113.24', '203.0.113.25', '2001:db8:85a3::8a2e:370:7334'],
    agents: [UA.macChrome, UA.iphone],
    signIn: true,
  },
  {
    key: 'admin',
    email: 'admin@northwind.demo',
    firstName: 'Marcus',
    lastName: 'Reyes',
    memberships: [
      ['retail', 'admin', 'active'],
      ['wholesale', 'admin', 'active'],
      ['labs', 'user', 'active'],
    ],
    since: 340,
    weight: 30,
    ips: ['198.51.100.17', '198.51.100.42'],
    agents: [UA.winEdge, UA.android],
    signIn: true,
  },
  {
    key: 'analyst',
    email: 'analyst@northwind.demo',
    firstName: 'Priya',
    lastName: 'Nair',
    memberships: [
      ['retail', 'user', 'active'],
      ['labs', 'user', 'active'],
    ],
    since: 300,
    weight: 25,
    ips: ['192.0.2.77', '192.0.2.78'],
    agents: [UA.macSafari],
    signIn: true,
  },
  {
    key: 'viewer',
    email: 'viewer@northwind.demo',
    firstName: 'Tom',
    lastName: 'Becker',
    memberships: [
      ['retail', 'viewer', 'active'],
      ['wholesale', 'viewer', 'active'],
    ],
    since: 250,
    weight: 8,
    ips: ['203.0.113.140'],
    agents: [UA.winFirefox],
    signIn: true,
  },
  {
    key: 'lena',
    email: 'lena.fischer@northwind.demo',
    firstName: 'Lena',
    lastName: 'Fischer',
    memberships: [
      ['wholesale', 'user', 'inactive'],
      ['labs', 'viewer', 'active'],
    ],
    since: 280,
    weight: 6,
    ips: ['198.51.100.201'],
    agents: [UA.linuxChrome],
  },
  {
    key: 'diego',
    email: 'diego.alvarez@northwind.demo',
    firstName: 'Diego',
    lastName: 'Alvarez',
    memberships: [['retail', 'user', 'blocked']],
    since: 230,
    until: 45,
    weight: 5,
    ips: ['192.0.2.199'],
    agents: [UA.winEdge],
  },
  {
    key: 'hannah',
    email: 'hannah.kim@northwind.demo',
    firstName: 'Hannah',
    lastName: 'Kim',
    memberships: [
      ['labs', 'admin', 'provisioned'],
      ['retail', 'user', 'active'],
    ],
    since: 40,
    weight: 4,
    ips: ['203.0.113.88'],
    agents: [UA.macChrome],
  },
  {
    key: 'sam',
    email: 'sam.okafor@northwind.demo',
    firstName: 'Sam',
    lastName: 'Okafor',
    memberships: [
      ['labs', 'viewer', 'active'],
      ['retail', 'viewer', 'inactive'],
    ],
    since: 150,
    weight: 3,
    ips: ['198.51.100.9'],
    agents: [UA.android, UA.linuxChrome],
  },
  // Invitees: users in state 'invited' (no password yet) with a pending membership and an invitation.
  {
    key: 'newhire',
    email: 'new.hire@northwind.demo',
    firstName: '',
    lastName: '',
    memberships: [['retail', 'user', 'pending']],
    since: 2,
    weight: 0,
    ips: [],
    agents: [],
  },
  {
    key: 'contractor',
    email: 'contractor@northwind.demo',
    firstName: '',
    lastName: '',
    memberships: [['wholesale', 'viewer', 'pending']],
    since: 4,
    weight: 0,
    ips: [],
    agents: [],
  },
  {
    key: 'consultant',
    email: 'consultant@northwind.demo',
    firstName: '',
    lastName: '',
    memberships: [['labs', 'admin', 'pending']],
    since: 12,
    weight: 0,
    ips: [],
    agents: [],
    expiredInvite: true,
  },
];

const invited = (p: Person) => p.memberships.every(([, , status]) => status === 'pending');

interface CampaignSeed {
  account: AccountKey;
  name: string;
  path: string;
  location: string;
  promptType: 'Commercial' | 'Informative';
  keywords: string[];
  status: CampaignStatus;
  daysAgo: number;
  by: string;
}

const DEMO_COMPETITORS = [
  { name: 'Blue Bottle', aliases: [], domains: ['bluebottlecoffee.com'] },
  { name: 'Stumptown', aliases: ['Stumptown Coffee'], domains: ['stumptowncoffee.com'] },
];

const CAMPAIGNS: readonly CampaignSeed[] = [
  {
    account: 'retail',
    name: 'Cold brew launch',
    path: 'cold-brew',
    location: 'US',
    promptType: 'Commercial',
    keywords: ['cold brew', 'iced coffee', 'coffee subscription'],
    status: 'COMPLETED',
    daysAgo: 330,
    by: 'owner',
  },
  {
    account: 'retail',
    name: 'Holiday gift boxes',
    path: 'gifts',
    location: 'GB',
    promptType: 'Commercial',
    keywords: ['coffee gift box', 'coffee gifts for him', 'christmas coffee'],
    status: 'IN_PROGRESS',
    daysAgo: 60,
    by: 'admin',
  },
  {
    account: 'retail',
    name: 'Oat milk latte',
    path: 'oat-latte',
    location: 'US',
    promptType: 'Informative',
    keywords: ['oat milk latte', 'best plant milk for coffee'],
    status: 'PENDING',
    daysAgo: 6,
    by: 'analyst',
  },
  {
    account: 'retail',
    name: 'Home espresso machines',
    path: 'espresso-machines',
    location: 'DE',
    promptType: 'Commercial',
    keywords: ['espresso machine', 'home espresso', 'bean to cup machine', 'espresso grinder'],
    status: 'FAILED',
    daysAgo: 95,
    by: 'analyst',
  },
  {
    account: 'wholesale',
    name: 'Café supply partners',
    path: 'wholesale',
    location: 'US',
    promptType: 'Commercial',
    keywords: ['wholesale coffee beans', 'coffee supplier for cafes'],
    status: 'COMPLETED',
    daysAgo: 270,
    by: 'admin',
  },
  {
    account: 'wholesale',
    name: 'Office coffee service',
    path: 'office',
    location: 'CA',
    promptType: 'Commercial',
    keywords: ['office coffee service', 'coffee machine rental', 'workplace coffee'],
    status: 'IN_PROGRESS',
    daysAgo: 21,
    by: 'admin',
  },
  {
    account: 'wholesale',
    name: 'Green beans in bulk',
    path: 'green-beans',
    location: 'BR',
    promptType: 'Informative',
    keywords: ['green coffee beans', 'specialty coffee importer'],
    status: 'PENDING',
    daysAgo: 3,
    by: 'owner',
  },
  {
    account: 'labs',
    name: 'AI barista assistant',
    path: 'barista-ai',
    location: 'US',
    promptType: 'Informative',
    keywords: ['how to dial in espresso', 'pour over ratio', 'coffee grind size chart'],
    status: 'IN_PROGRESS',
    daysAgo: 35,
    by: 'analyst',
  },
  {
    account: 'labs',
    name: 'Swiss water decaf',
    path: 'decaf',
    location: 'CH',
    promptType: 'Informative',
    keywords: ['swiss water decaf', 'best decaf coffee'],
    status: 'COMPLETED',
    daysAgo: 100,
    by: 'owner',
  },
  {
    account: 'labs',
    name: 'Single-origin Colombia',
    path: 'colombia',
    location: 'CO',
    promptType: 'Commercial',
    keywords: ['colombian coffee', 'single origin coffee beans'],
    status: 'FAILED',
    daysAgo: 14,
    by: 'hannah',
  },
];

// ---- deterministic randomness --------------------------------------------------------------------

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(20261122);
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
function weighted<T>(items: readonly T[], weight: (item: T) => number): T {
  const total = items.reduce((s, i) => s + weight(i), 0);
  let r = random() * total;
  for (const item of items) {
    r -= weight(item);
    if (r < 0) return item;
  }
  return items[items.length - 1]!;
}

// ---- activities ----------------------------------------------------------------------------------

interface Ids {
  organizationId: string;
  accounts: Record<AccountKey, { id: string; name: string }>;
  users: Record<string, string>;
  campaigns: Array<CampaignSeed & { id: string; createdAt: number }>;
  invitations: Array<{ id: string; person: Person; createdAt: number }>;
}

interface ActivityRow {
  accountId: string | null;
  userId: string | null;
  type: ActivityType;
  entityType: EntityType;
  entityId: string | null;
  description: string;
  ip: string | null;
  agent: string | null;
  metadata: Record<string, unknown>;
  createdAt: Date;
  userName: string | null;
  userEmail: string | null;
}

/** What one event says; the actor, account and time are filled in around it. */
interface Event {
  type: ActivityType;
  entityType: EntityType;
  entityId?: string | null;
  description: string;
  metadata?: Record<string, unknown>;
  account?: AccountKey | null;
  /** The worker, not a person: no user, IP or user agent. */
  system?: boolean;
}

interface Scene {
  ids: Ids;
  actor: Person;
  account: AccountKey;
  at: number;
}

const ROLE_LABEL: Record<RoleName, string> = Object.fromEntries(
  ROLE_DEFINITIONS.map((r) => [r.name, r.displayName]),
) as Record<RoleName, string>;
const RANK: Record<RoleName, number> = { super_admin: 4, admin: 3, user: 2, viewer: 1 };
const fullName = (p: Person) => `${p.firstName} ${p.lastName}`.trim();
const topRole = (p: Person): RoleName =>
  p.memberships
    .filter(([, , s]) => s !== 'pending')
    .map(([, r]) => r)
    .sort((a, b) => RANK[b] - RANK[a])[0] ?? 'viewer';
const isAdmin = (p: Person) => RANK[topRole(p)] >= RANK.admin;
const canEdit = (p: Person) => RANK[topRole(p)] >= RANK.user;
const person = (key: string) => PEOPLE.find((p) => p.key === key)!;
const PLATFORMS = ['ChatGPT', 'Perplexity', 'Gemini', 'Claude', 'Google AI Overviews'];
const FLAGS = ['app.tab.billing.enabled', 'app.tab.dashboard.enabled', 'app.logo_attribution.enabled'];
const ARCHIVED = ['Summer iced tea test', 'Barista training videos', 'Airport kiosks'];

function campaignAt(s: Scene): Ids['campaigns'][number] | undefined {
  const live = s.ids.campaigns.filter((c) => c.createdAt <= s.at);
  const here = live.filter((c) => c.account === s.account);
  return here.length ? pick(here) : live.length ? pick(live) : undefined;
}

const otherMember = (s: Scene) =>
  pick(PEOPLE.filter((p) => p.key !== s.actor.key && p.key !== 'owner' && !invited(p)));

/** The random events, by type: weight, who may cause it, and what it says. */
const TEMPLATES: ReadonlyArray<{
  type: ActivityType;
  weight: number;
  allowed: (p: Person) => boolean;
  make: (s: Scene) => Event;
}> = [
  {
    type: 'user_login',
    weight: 30,
    allowed: () => true,
    make: (s) => ({
      type: 'user_login',
      entityType: 'user',
      entityId: s.ids.users[s.actor.key]!,
      description: `${fullName(s.actor)} signed in`,
      metadata: { method: 'password' },
    }),
  },
  {
    type: 'user_logout',
    weight: 9,
    allowed: () => true,
    make: (s) => ({
      type: 'user_logout',
      entityType: 'user',
      entityId: s.ids.users[s.actor.key]!,
      description: 'Signed out (all sessions revoked)',
    }),
  },
  {
    type: 'user_login_failed',
    weight: 3,
    allowed: () => true,
    make: (s) =>
      random() < 0.3
        ? {
            type: 'user_login_failed',
            entityType: 'user',
            entityId: null,
            description: 'Failed sign-in attempt',
            metadata: { email: pick(['info@northwind.demo', 'olivia@northwind.demo', 'test@example.com']) },
            system: true,
          }
        : {
            type: 'user_login_failed',
            entityType: 'user',
            entityId: s.ids.users[s.actor.key]!,
            description: 'Failed sign-in attempt',
            metadata: { email: s.actor.email },
          },
  },
  {
    type: 'user_profile_updated',
    weight: 1.5,
    allowed: () => true,
    make: (s) => ({
      type: 'user_profile_updated',
      entityType: 'user',
      entityId: s.ids.users[s.actor.key]!,
      description: `${fullName(s.actor)} updated their profile`,
      metadata: { fields: pick([['country'], ['firstName', 'lastName'], ['lastName']]) },
    }),
  },
  {
    type: 'password_reset_requested',
    weight: 1,
    allowed: () => true,
    make: (s) => ({
      type: 'password_reset_requested',
      entityType: 'user',
      entityId: s.ids.users[s.actor.key]!,
      description: `Password reset requested for ${s.actor.email}`,
      metadata: { email: s.actor.email },
    }),
  },
  {
    type: 'password_reset_completed',
    weight: 0.8,
    allowed: () => true,
    make: (s) => ({
      type: 'password_reset_completed',
      entityType: 'user',
      entityId: s.ids.users[s.actor.key]!,
      description: `${fullName(s.actor)} set a new password`,
    }),
  },
  {
    type: 'campaign_created',
    weight: 0.4,
    allowed: canEdit,
    make: () => {
      const name = `${pick(['Spring', 'Summer', 'Autumn', 'Winter'])} ${pick(['espresso', 'blend', 'pastry', 'merch'])} test`;
      return {
        type: 'campaign_created',
        entityType: 'campaign',
        entityId: randomUUID(),
        description: `Created campaign "${name}"`,
        metadata: { name, location: pick(['US', 'GB', 'DE', 'CA']), promptType: 'Commercial' },
      };
    },
  },
  {
    type: 'campaign_updated',
    weight: 9,
    allowed: canEdit,
    make: (s) => {
      const c = campaignAt(s);
      const change = pick(['keywords', 'location', 'prompts', 'schedule', 'name']);
      return {
        type: 'campaign_updated',
        entityType: 'campaign',
        entityId: c?.id ?? randomUUID(),
        description: `Updated ${change} of campaign "${c?.name ?? pick(ARCHIVED)}"`,
        metadata: { changed: [change], ...(change === 'prompts' ? { added: int(1, 25) } : {}) },
        account: c?.account ?? s.account,
      };
    },
  },
  {
    type: 'campaign_deleted',
    weight: 0.3,
    allowed: canEdit,
    make: () => {
      const name = pick(ARCHIVED);
      return {
        type: 'campaign_deleted',
        entityType: 'campaign',
        entityId: randomUUID(),
        description: `Deleted campaign "${name}"`,
        metadata: { name },
      };
    },
  },
  {
    type: 'account_created',
    weight: 0.2,
    allowed: isAdmin,
    make: () => ({
      type: 'account_created',
      entityType: 'account',
      entityId: randomUUID(),
      description: 'Created account "Northwind Pop-up Stores"',
      metadata: { name: 'Northwind Pop-up Stores' },
    }),
  },
  {
    type: 'account_updated',
    weight: 0.8,
    allowed: isAdmin,
    make: (s) => ({
      type: 'account_updated',
      entityType: 'account',
      entityId: s.ids.accounts[s.account].id,
      description: `Updated the description of ${s.ids.accounts[s.account].name}`,
      metadata: { fields: ['description'] },
    }),
  },
  {
    type: 'account_deleted',
    weight: 0.2,
    allowed: isAdmin,
    make: () => ({
      type: 'account_deleted',
      entityType: 'account',
      entityId: randomUUID(),
      description: 'Deleted account "Northwind Pop-up Stores"',
      metadata: { name: 'Northwind Pop-up Stores' },
      account: null,
    }),
  },
  {
    type: 'user_invite_sent',
    weight: 1,
    allowed: isAdmin,
    make: () => {
      const email = `${pick(['jamie', 'alex', 'sofia', 'noah', 'mia'])}.${pick(['lee', 'garcia', 'smith', 'rossi'])}@northwind.demo`;
      const role = pick<RoleName>(['user', 'viewer', 'admin']);
      return {
        type: 'user_invite_sent',
        entityType: 'invite',
        entityId: randomUUID(),
        description: `Invited ${email} as ${ROLE_LABEL[role]}`,
        metadata: { email, role },
      };
    },
  },
  {
    type: 'user_invite_resent',
    weight: 0.6,
    allowed: isAdmin,
    make: (s) => {
      const email = `${pick(['jamie', 'alex', 'sofia'])}.${pick(['lee', 'garcia'])}@northwind.demo`;
      return {
        type: 'user_invite_resent',
        entityType: 'invite',
        entityId: randomUUID(),
        description: `Invitation resent to ${email}`,
        metadata: { email },
        account: s.account,
      };
    },
  },
  {
    type: 'user_invite_accepted',
    weight: 0.5,
    allowed: (p) => p.key !== 'owner',
    make: (s) => ({
      type: 'user_invite_accepted',
      entityType: 'invite',
      entityId: randomUUID(),
      description: `${s.actor.email} accepted the invitation`,
      metadata: { newUser: false },
    }),
  },
  {
    type: 'user_invite_declined',
    weight: 0.4,
    allowed: isAdmin,
    make: () => {
      const email = pick(['barista.temp@northwind.demo', 'roaster@partner-cafe.demo']);
      return {
        type: 'user_invite_declined',
        entityType: 'invite',
        entityId: randomUUID(),
        description: `${email} declined the invitation`,
        metadata: { email },
      };
    },
  },
  {
    type: 'role_changed',
    weight: 0.8,
    allowed: isAdmin,
    make: (s) => {
      const who = otherMember(s);
      const [from, to] = pick<[RoleName, RoleName]>([
        ['viewer', 'user'],
        ['user', 'admin'],
        ['admin', 'user'],
        ['user', 'viewer'],
      ]);
      return {
        type: 'role_changed',
        entityType: 'user',
        entityId: s.ids.users[who.key]!,
        description: `Changed ${fullName(who)}'s role from ${ROLE_LABEL[from]} to ${ROLE_LABEL[to]}`,
        metadata: { from, to, targetUserId: s.ids.users[who.key]! },
      };
    },
  },
  {
    type: 'member_removed',
    weight: 0.3,
    allowed: isAdmin,
    make: () => {
      const email = pick(['seasonal.staff@northwind.demo', 'intern@northwind.demo']);
      return {
        type: 'member_removed',
        entityType: 'user',
        entityId: randomUUID(),
        description: `Removed ${email} from the account`,
        metadata: { email },
      };
    },
  },
  {
    type: 'settings_updated',
    weight: 1.2,
    allowed: isAdmin,
    make: () => {
      const path = pick(FLAGS);
      const value = random() < 0.5;
      return {
        type: 'settings_updated',
        entityType: 'settings',
        entityId: path,
        description: `Turned ${value ? 'on' : 'off'} ${path}`,
        metadata: { flags: [{ path, value }] },
      };
    },
  },
  {
    type: 'access_denied',
    weight: 2,
    allowed: (p) => !isAdmin(p),
    make: (s) => {
      const [resource, action] = pick([
        ['invite', 'send_invite'],
        ['user-activity', 'view'],
        ['account', 'create'],
        ['campaign', 'delete'],
      ] as const);
      return {
        type: 'access_denied',
        entityType: resource === 'campaign' ? 'campaign' : resource === 'account' ? 'account' : 'settings',
        description: `Access denied: ${resource}.${action} on ${s.ids.accounts[s.account].name}`,
        metadata: { resource, action, role: topRole(s.actor) },
      };
    },
  },
  {
    type: 'support_ticket_created',
    weight: 0.7,
    allowed: () => true,
    make: () => {
      const ticket = int(1000, 9999);
      const subject = pick([
        `Question about invoice INV-2026-${String(int(1, 400)).padStart(4, '0')}`,
        'Perplexity results look stale',
        'How do I export the visibility report?',
        'Wrong VAT number on the invoice',
      ]);
      return {
        type: 'support_ticket_created',
        entityType: 'settings',
        entityId: `ticket-${ticket}`,
        description: `Opened support ticket #${ticket}: ${subject}`,
        metadata: { ticketId: ticket, subject },
      };
    },
  },
  {
    type: 'system_event',
    weight: 3,
    allowed: () => true,
    make: (s) => {
      const c = campaignAt(s);
      const failed = random() < 0.15;
      return {
        type: 'system_event',
        entityType: c ? 'campaign' : 'analytics',
        entityId: c?.id ?? null,
        description: failed
          ? `Visibility run of "${c?.name ?? 'all campaigns'}" failed on ${pick(PLATFORMS)} (rate limited, will retry)`
          : `Nightly visibility run finished for "${c?.name ?? 'all campaigns'}" (${int(40, 400)} answers)`,
        metadata: { job: 'visibility-run', ok: !failed, durationMs: int(4_000, 180_000) },
        account: c?.account ?? s.account,
        system: true,
      };
    },
  },
  {
    type: 'data_export',
    weight: 2,
    allowed: () => true,
    make: () => {
      const what = pick(['visibility report', 'competitor share of voice', 'citations', 'invoice history']);
      const format = what === 'invoice history' ? 'PDF' : pick(['CSV', 'XLSX']);
      const rows = int(20, 5000);
      return {
        type: 'data_export',
        entityType: 'analytics',
        description: `Exported ${what} (${format}, ${rows.toLocaleString('en-US')} rows)`,
        metadata: { what, format, rows },
      };
    },
  },
  {
    type: 'data_import',
    weight: 0.7,
    allowed: canEdit,
    make: (s) => {
      const c = campaignAt(s);
      const count = int(5, 80);
      const file = pick(['keywords.csv', 'prompts.txt', 'competitors.csv']);
      return {
        type: 'data_import',
        entityType: 'campaign',
        entityId: c?.id ?? null,
        description: `Imported ${count} prompts from ${file} into "${c?.name ?? pick(ARCHIVED)}"`,
        metadata: { file, count },
        account: c?.account ?? s.account,
      };
    },
  },
];

/** Later days weigh more (the product grew), weekends less. */
const DAY_WEIGHTS = Array.from({ length: DAYS }, (_, d) => {
  const weekday = new Date(Date.now() - d * DAY_MS).getUTCDay();
  return (0.15 + Math.exp(-d / 80)) * (weekday === 0 || weekday === 6 ? 0.35 : 1);
});

/** A moment `daysAgo` days back, in working hours mostly, never in the future. */
function momentOn(now: number, daysAgo: number): number {
  const dayStart = Math.floor(now / DAY_MS) * DAY_MS - daysAgo * DAY_MS;
  const hour = random() < 0.88 ? 7 + random() * 12 : random() * 24;
  const at = dayStart + hour * HOUR_MS;
  return at <= now ? at : now - random() * HOUR_MS;
}

function row(ids: Ids, actor: Person | null, account: AccountKey | null, at: number, e: Event): ActivityRow {
  const person = e.system ? null : actor;
  const acc = e.account === undefined ? account : e.account;
  return {
    accountId: acc ? ids.accounts[acc].id : null,
    userId: person ? ids.users[person.key]! : null,
    type: e.type,
    entityType: e.entityType,
    entityId: e.entityId ?? null,
    description: e.description,
    ip: person ? pick(person.ips) : e.type === 'user_login_failed' ? `185.220.101.${int(2, 250)}` : null,
    agent: person ? pick(person.agents) : e.type === 'user_login_failed' ? 'python-requests/2.32.3' : null,
    metadata: { requestId: randomUUID(), ...e.metadata },
    createdAt: new Date(at),
    userName: person ? fullName(person) : null,
    userEmail: person ? person.email : null,
  };
}

function generateActivities(ids: Ids, now: number): ActivityRow[] {
  const rows: ActivityRow[] = [];
  const owner = person('owner');
  const admin = person('admin');
  const at = (daysAgo: number) => momentOn(now, daysAgo);
  const accountName = (k: AccountKey) => ids.accounts[k].name;

  // The story: sign-up, accounts, plan changes, members joining, campaigns, invitations, a block.
  rows.push(
    row(ids, owner, 'retail', now - DAYS * DAY_MS + HOUR_MS, {
      type: 'user_registered',
      entityType: 'user',
      entityId: ids.users.owner!,
      description: `Olivia Bennett signed up and created ${DEMO_ORGANIZATION}`,
      metadata: { email: owner.email },
    }),
  );
  for (const a of ACCOUNTS) {
    rows.push(
      row(ids, owner, a.key, now - a.daysAgo * DAY_MS, {
        type: 'account_created',
        entityType: 'account',
        entityId: ids.accounts[a.key].id,
        description: `Created account "${a.name}"`,
        metadata: { name: a.name },
      }),
    );
  }
  for (const [daysAgo, from, to] of [
    [330, 'free', 'starter'],
    [200, 'starter', 'business'],
  ] as const) {
    rows.push(
      row(ids, owner, null, at(daysAgo), {
        type: 'plan_changed',
        entityType: 'settings',
        entityId: ids.organizationId,
        description: `Changed the plan from ${from} to ${to}`,
        metadata: { from, to },
      }),
    );
  }
  for (const p of PEOPLE) {
    if (p.key === 'owner' || invited(p)) continue;
    const [account, role] = p.memberships[0]!;
    const inviter = p.since > 330 ? owner : admin;
    const sent = now - p.since * DAY_MS - 2 * DAY_MS;
    const inviteId = randomUUID();
    rows.push(
      row(ids, inviter, account, sent, {
        type: 'user_invite_sent',
        entityType: 'invite',
        entityId: inviteId,
        description: `Invited ${p.email} as ${ROLE_LABEL[role]}`,
        metadata: { email: p.email, role, invitedUserId: ids.users[p.key]! },
      }),
      row(ids, p, account, now - p.since * DAY_MS, {
        type: 'user_invite_accepted',
        entityType: 'invite',
        entityId: inviteId,
        description: `${p.email} accepted the invitation`,
        metadata: { newUser: true },
      }),
    );
  }
  for (const c of ids.campaigns) {
    rows.push(
      row(ids, person(c.by), c.account, c.createdAt, {
        type: 'campaign_created',
        entityType: 'campaign',
        entityId: c.id,
        description: `Created campaign "${c.name}" in ${accountName(c.account)}`,
        metadata: { name: c.name, location: c.location, promptType: c.promptType, keywords: c.keywords },
      }),
    );
  }
  for (const inv of ids.invitations) {
    const [account, role] = inv.person.memberships[0]!;
    rows.push(
      row(ids, role === 'admin' ? owner : admin, account, inv.createdAt, {
        type: 'user_invite_sent',
        entityType: 'invite',
        entityId: inv.id,
        description: `Invited ${inv.person.email} as ${ROLE_LABEL[role]}`,
        metadata: { email: inv.person.email, role, invitedUserId: ids.users[inv.person.key]! },
      }),
    );
  }
  const diego = person('diego');
  for (let i = 0; i < 4; i++) {
    rows.push(
      row(ids, diego, 'retail', at(int(1, (diego.until ?? 1) - 1)), {
        type: 'access_denied',
        entityType: 'account',
        entityId: ids.accounts.retail.id,
        description: `Access denied: blocked member tried to open ${accountName('retail')}`,
        metadata: { reason: 'membership_blocked', status: 'blocked' },
      }),
    );
  }

  // Then everyday activity: one of each random kind, and the rest by weight.
  const scene = (actor?: Person): Scene => {
    for (;;) {
      const day = weightedDay();
      const candidates = PEOPLE.filter(
        (p) => p.weight > 0 && p.since >= day && (p.until ?? 0) <= day && (!actor || p === actor),
      );
      if (!candidates.length) continue;
      const who = weighted(candidates, (p) => p.weight);
      const accounts = who.memberships.filter(([, , s]) => s !== 'pending').map(([k]) => k);
      const open = accounts.filter((k) => ACCOUNTS.find((a) => a.key === k)!.daysAgo >= day);
      return { ids, actor: who, account: pick(open.length ? open : accounts), at: at(day) };
    }
  };
  for (const t of TEMPLATES) {
    const actor = weighted(
      PEOPLE.filter((p) => p.weight > 0 && t.allowed(p)),
      (p) => p.weight,
    );
    const s = scene(actor);
    rows.push(row(ids, s.actor, s.account, s.at, t.make(s)));
  }
  while (rows.length < ACTIVITY_COUNT) {
    const s = scene();
    const t = weighted(
      TEMPLATES.filter((x) => x.allowed(s.actor)),
      (x) => x.weight,
    );
    rows.push(row(ids, s.actor, s.account, s.at, t.make(s)));
  }
  return rows;
}

/** Day offsets by DAY_WEIGHTS (a cumulative table, built once). */
const CUMULATIVE: number[] = [];
for (const w of DAY_WEIGHTS) CUMULATIVE.push((CUMULATIVE[CUMULATIVE.length - 1] ?? 0) + w);
function weightedDay(): number {
  const r = random() * CUMULATIVE[CUMULATIVE.length - 1]!;
  let lo = 0;
  let hi = CUMULATIVE.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (CUMULATIVE[mid]! > r) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

// ---- writing -------------------------------------------------------------------------------------

/** One multi-row INSERT per batch, parameters bound positionally. */
async function insertValues(
  m: EntityManager,
  table: string,
  columns: readonly string[],
  rows: readonly unknown[][],
  batch = 500,
): Promise<void> {
  for (let i = 0; i < rows.length; i += batch) {
    const chunk = rows.slice(i, i + batch);
    const params: unknown[] = [];
    const tuples = chunk.map((r) => `(${r.map((v) => `$${params.push(v)}`).join(', ')})`);
    await m.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
}

/** Activities go in through unnest: one array parameter per column, 1,000 rows a statement. */
async function insertActivities(
  m: EntityManager,
  organizationId: string,
  rows: ActivityRow[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    await m.query(
      `INSERT INTO activities (organization_id, account_id, user_id, activity_type, entity_type, entity_id,
                               description, ip_address, user_agent, metadata, created_at, user_name, user_email)
       SELECT $1::uuid, * FROM unnest($2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::text[],
                                      $8::text[], $9::text[], $10::jsonb[], $11::timestamptz[], $12::text[],
                                      $13::text[])`,
      [
        organizationId,
        chunk.map((r) => r.accountId),
        chunk.map((r) => r.userId),
        chunk.map((r) => r.type),
        chunk.map((r) => r.entityType),
        chunk.map((r) => r.entityId),
        chunk.map((r) => r.description),
        chunk.map((r) => r.ip),
        chunk.map((r) => r.agent),
        chunk.map((r) => JSON.stringify(r.metadata)),
        chunk.map((r) => r.createdAt.toISOString()),
        chunk.map((r) => r.userName),
        chunk.map((r) => r.userEmail),
      ],
    );
  }
}

/** Creates the demo organization in one transaction; false when it already exists. */
async function seed(ds: DataSource, hasher: PasswordHasher): Promise<boolean> {
  const exists = async (m: EntityManager) =>
    ((await m.query('SELECT 1 FROM organizations WHERE name = $1 LIMIT 1', [DEMO_ORGANIZATION])) as unknown[])
      .length > 0;
  if (await exists(ds.manager)) return false;

  const members = PEOPLE.filter((p) => !invited(p));
  const hashes = new Map(
    await Promise.all(members.map(async (p) => [p.key, await hasher.hash(DEMO_PASSWORD)] as const)),
  );
  const now = Date.now();
  const ago = (days: number) => new Date(now - days * DAY_MS);

  return ds.transaction(async (m) => {
    // Two seeds at once: the second waits here, then finds the organization.
    await m.query("SELECT pg_advisory_xact_lock(hashtext('lantern:seed-demo'))");
    if (await exists(m)) return false;
    const taken = (await m.query('SELECT email FROM users WHERE lower(email) = ANY($1::text[])', [
      PEOPLE.map((p) => p.email.toLowerCase()),
    ])) as Array<{ email: string }>;
    if (taken.length) {
      throw new Error(
        `These demo emails are already registered outside ${DEMO_ORGANIZATION}: ` +
          `${taken.map((t) => t.email).join(', ')}. Use an empty DATA_DIR or database, or delete those users.`,
      );
    }
    const roles = new Map(
      ((await m.query('SELECT id, name FROM roles')) as Array<{ id: string; name: RoleName }>).map((r) => [
        r.name,
        r.id,
      ]),
    );
    const roleId = (name: RoleName) => roles.get(name) ?? failNoRole(name);

    const organizationId = randomUUID();
    await insertValues(
      m,
      'organizations',
      ['id', 'name', 'description', 'tier', 'created_at', 'updated_at'],
      [
        [
          organizationId,
          DEMO_ORGANIZATION,
          'Specialty coffee roaster (Lantern demo data)',
          'business',
          ago(DAYS),
          ago(200),
        ],
      ],
    );
    const accounts = Object.fromEntries(
      ACCOUNTS.map((a) => [a.key, { id: randomUUID(), name: a.name }]),
    ) as Ids['accounts'];
    await insertValues(
      m,
      'accounts',
      ['id', 'organization_id', 'name', 'description', 'created_at', 'updated_at'],
      ACCOUNTS.map((a) => [
        accounts[a.key].id,
        organizationId,
        a.name,
        a.description,
        ago(a.daysAgo),
        ago(a.daysAgo),
      ]),
    );

    const users: Record<string, string> = Object.fromEntries(PEOPLE.map((p) => [p.key, randomUUID()]));
    await insertValues(
      m,
      'users',
      [
        'id',
        'email',
        'first_name',
        'last_name',
        'country',
        'state',
        'login_type',
        'password_hash',
        'current_organization_id',
        'current_account_id',
        'created_at',
        'updated_at',
      ],
      PEOPLE.map((p) => {
        const first = p.memberships.find(([, , s]) => s === 'active');
        return [
          users[p.key],
          p.email,
          p.firstName,
          p.lastName,
          invited(p) ? null : pick(['US', 'US', 'GB', 'DE', 'CA']),
          invited(p) ? 'invited' : 'active',
          invited(p) ? 'invite' : 'email',
          hashes.get(p.key) ?? null,
          first ? organizationId : null,
          first ? accounts[first[0]].id : null,
          ago(p.since),
          ago(Math.min(p.since, 10)),
        ];
      }),
    );
    await insertValues(
      m,
      'memberships',
      ['user_id', 'organization_id', 'account_id', 'role_id', 'status', 'created_at', 'updated_at'],
      PEOPLE.flatMap((p) =>
        p.memberships.map(([account, role, status]) => [
          users[p.key],
          organizationId,
          accounts[account].id,
          roleId(role),
          status,
          ago(Math.min(p.since, ACCOUNTS.find((a) => a.key === account)!.daysAgo)),
          ago(status === 'active' ? Math.min(p.since, 30) : int(1, Math.min(p.since, 40))),
        ]),
      ),
    );

    // Invitations: pending, valid for 7 days from sending; the expired one was sent 12 days ago.
    const invitations = PEOPLE.filter(invited).map((p) => ({
      id: randomUUID(),
      person: p,
      createdAt: now - p.since * DAY_MS,
    }));
    await insertValues(
      m,
      'invitations',
      [
        'id',
        'organization_id',
        'account_id',
        'user_id',
        'email',
        'role_id',
        'invited_by',
        'token_hash',
        'status',
        'expires_at',
        'created_at',
        'updated_at',
      ],
      invitations.map(({ id, person: p, createdAt }) => {
        const [account, role] = p.memberships[0]!;
        return [
          id,
          organizationId,
          accounts[account].id,
          users[p.key],
          p.email,
          roleId(role),
          role === 'admin' ? users.owner : users.admin,
          newSecretToken().hash,
          'pending',
          new Date(createdAt + 7 * DAY_MS),
          new Date(createdAt),
          new Date(createdAt),
        ];
      }),
    );

    const campaigns = CAMPAIGNS.map((c) => ({ ...c, id: randomUUID(), createdAt: now - c.daysAgo * DAY_MS }));
    await insertValues(
      m,
      'campaigns',
      [
        'id',
        'organization_id',
        'account_id',
        'name',
        'website_url',
        'website_domain',
        'brand_url',
        'location',
        'prompt_type',
        'breadth',
        'depth',
        'keywords',
        'prompts_count',
        'status',
        'created_at',
        'updated_at',
      ],
      campaigns.map((c) => {
        const breadth = pick([3, 5, 8]);
        const depth = pick([2, 3]);
        const full = breadth * depth * c.keywords.length;
        const prompts = { COMPLETED: full, IN_PROGRESS: full, PENDING: 0, FAILED: Math.floor(full / 3) }[
          c.status
        ];
        return [
          c.id,
          organizationId,
          accounts[c.account].id,
          c.name,
          `https://northwindcoffee.example/${c.path}`,
          'northwindcoffee.example',
          'https://northwindcoffee.example',
          c.location,
          c.promptType,
          breadth,
          depth,
          c.keywords,
          prompts,
          c.status,
          new Date(c.createdAt),
          new Date(Math.min(now, c.createdAt + int(0, 20) * DAY_MS)),
        ];
      }),
    );

    // Each campaign gets its prompts (the template generator, as the wizard would without an LLM), its
    // competitors and sandbox-backed platforms, so Run now works on every seeded campaign.
    for (const c of campaigns) {
      const [row] = (await m.query('SELECT breadth, depth, prompts_count FROM campaigns WHERE id = $1', [
        c.id,
      ])) as {
        breadth: number;
        depth: number;
        prompts_count: number;
      }[];
      const prompts = generateTemplatePrompts({
        keywords: c.keywords,
        location: c.location,
        type: c.promptType,
        breadth: row!.breadth,
        depth: row!.depth,
        seed: c.id,
      }).slice(0, Math.min(DEMO_PROMPTS_MAX, Math.max(3, row!.prompts_count)));
      await insertValues(
        m,
        'campaign_prompts',
        ['campaign_id', 'text', 'topic', 'position'],
        prompts.map((p, i) => [c.id, p.text, p.topic, i]),
      );
      await m.query(
        `UPDATE campaigns SET prompts_count = $2, brand_name = 'Northwind Coffee', competitors = $3, samples = 2
          WHERE id = $1`,
        [c.id, prompts.length, JSON.stringify(DEMO_COMPETITORS)],
      );
    }

    const ids: Ids = { organizationId, accounts, users, campaigns, invitations };
    const activities = generateActivities(ids, now);
    const missing = ACTIVITY_TYPES.filter((t) => !activities.some((a) => a.type === t));
    if (missing.length) process.stderr.write(`  (no demo activity of type ${missing.join(', ')})\n`);
    await insertActivities(m, organizationId, activities);
    return true;
  });
}

/** Every demo campaign's run history (campaigns that already have runs are skipped). */
async function seedHistory(ds: DataSource, config: AppConfig): Promise<number> {
  const rows = (await ds.query(
    `SELECT c.id, c.name, c.created_at FROM campaigns c JOIN organizations o ON o.id = c.organization_id
      WHERE o.name = $1 ORDER BY c.created_at`,
    [DEMO_ORGANIZATION],
  )) as Array<{ id: string; name: string; created_at: Date }>;
  return seedRunHistory(
    ds,
    config,
    rows.map((r) => ({
      id: r.id,
      name: r.name,
      createdAt: new Date(r.created_at).getTime(),
      ending:
        r.name === FAILED_CAMPAIGN ? 'failed' : r.name === IN_PROGRESS_CAMPAIGN ? 'in_progress' : 'completed',
    })),
    Date.now(),
  );
}

function failNoRole(name: string): never {
  throw new Error(`Role ${name} is missing: the migrations did not seed the roles`);
}

/** The rank of the role named in a "Accounts (Role)" cell. */
const rankOf = (cell: string) =>
  Math.max(
    0,
    ...ROLE_DEFINITIONS.filter((r) => cell.endsWith(`(${r.displayName})`)).map((r) => RANK[r.name]),
  );

// ---- report --------------------------------------------------------------------------------------

async function report(ds: DataSource, appUrl: string, created: boolean, where: string): Promise<string> {
  const [org] = (await ds.query(
    `SELECT o.id, o.tier,
            (SELECT count(*)::int FROM accounts a WHERE a.organization_id = o.id) AS accounts,
            (SELECT count(DISTINCT user_id)::int FROM memberships m WHERE m.organization_id = o.id) AS members,
            (SELECT count(*)::int FROM invitations i WHERE i.organization_id = o.id AND i.status = 'pending') AS invites,
            (SELECT count(*)::int FROM invitations i
              WHERE i.organization_id = o.id AND i.status = 'pending' AND i.expires_at <= now()) AS expired,
            (SELECT count(*)::int FROM campaigns c WHERE c.organization_id = o.id) AS campaigns,
            (SELECT count(*)::int FROM activities x WHERE x.organization_id = o.id) AS activities
       FROM organizations o WHERE o.name = $1 ORDER BY o.created_at LIMIT 1`,
    [DEMO_ORGANIZATION],
  )) as Array<Record<string, number | string>>;
  const rows = (await ds.query(
    `SELECT u.email, r.name AS role, string_agg(a.name, ', ' ORDER BY a.created_at) AS accounts
       FROM users u
       JOIN memberships m ON m.user_id = u.id AND m.status = 'active' AND m.organization_id = $1
       JOIN accounts a ON a.id = m.account_id
       JOIN roles r ON r.id = m.role_id
      WHERE u.email = ANY($2::text[])
      GROUP BY u.email, r.name`,
    [org?.id, PEOPLE.filter((p) => p.signIn).map((p) => p.email)],
  )) as Array<{ email: string; role: RoleName; accounts: string }>;
  // One line per person, with the highest role they hold.
  const best = new Map<string, { role: RoleName; accounts: string[] }>();
  for (const r of rows) {
    const b = best.get(r.email) ?? { role: r.role, accounts: [] };
    if (RANK[r.role] > RANK[b.role]) b.role = r.role;
    b.accounts.push(`${r.accounts} (${ROLE_LABEL[r.role]})`);
    best.set(r.email, b);
  }
  for (const b of best.values()) b.accounts.sort((x, y) => rankOf(y) - rankOf(x));
  const table = [
    ['Role', 'Email', 'Accounts'],
    ...PEOPLE.filter((p) => p.signIn).map((p) => {
      const b = best.get(p.email);
      return [b ? ROLE_LABEL[b.role] : '-', p.email, b ? b.accounts.join('; ') : '(no active membership)'];
    }),
  ];
  const widths = [0, 1].map((i) => Math.max(...table.map((r) => r[i]!.length)));
  const lines = table.map((r) => `    ${r[0]!.padEnd(widths[0]!)}  ${r[1]!.padEnd(widths[1]!)}  ${r[2]}`);
  const n = (k: string) => Number(org?.[k] ?? 0).toLocaleString('en-US');
  return [
    '',
    created
      ? `  Demo data created in ${where}: ${DEMO_ORGANIZATION}`
      : `  ${DEMO_ORGANIZATION} already exists in ${where}; nothing was changed.`,
    `  ${planLabel(String(org?.tier ?? ''))}, ${n('accounts')} accounts, ${n('members')} members, ` +
      `${n('invites')} pending invitations (${n('expired')} expired), ${n('campaigns')} campaigns, ` +
      `${n('activities')} activities`,
    '',
    `  Open ${appUrl}/login and sign in with the password  ${DEMO_PASSWORD}`,
    '',
    ...lines,
    '',
    `  The other members (lena.fischer, diego.alvarez, hannah.kim, sam.okafor @northwind.demo) use the`,
    `  same password; new.hire, contractor and consultant @northwind.demo are pending invitations.`,
    '',
  ].join('\n');
}

// ---- main ----------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const config = loadConfig();
  const { url, embedded, where } = await openDatabase(config);
  const ds = new DataSource(dataSourceOptions(url));
  try {
    await ds.initialize(); // runs the pending migrations (migrationsRun)
    const created = await seed(ds, new PasswordHasher());
    const started = performance.now();
    const runs = await seedHistory(ds, config);
    if (runs > 0)
      process.stdout.write(
        `Ran ${runs} demo runs on the sandbox in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
      );
    process.stdout.write(`${await report(ds, config.APP_URL, created, where)}\n`);
  } finally {
    if (ds.isInitialized) await ds.destroy();
    await embedded?.close();
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `Seeding the demo failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
