import { z } from 'zod';
import { CAMPAIGN_LIMITS } from './campaign-constants';
import { trackedBrandSchema } from './campaigns';
import { uuid } from './schema-helpers';

/** POST /campaigns/{id}/competitors: track a suggested competitor (aliases and domains optional). */
export const trackCompetitorSchema = trackedBrandSchema.extend({
  organizationId: uuid('organizationId'),
  accountId: uuid('accountId'),
});
export type TrackCompetitorRequest = z.input<typeof trackCompetitorSchema>;
export type TrackCompetitorInput = z.output<typeof trackCompetitorSchema>;

export const COMPETITOR_TRACKING_ERRORS = {
  ownBrand: 'This is your own brand: it is measured as the brand, not as a competitor.',
  alreadyTracked: (name: string) => `${name} is already tracked in this campaign.`,
  tooMany: `A campaign tracks at most ${CAMPAIGN_LIMITS.competitorsMax} competitors. Remove one in the campaign settings first.`,
} as const;

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The first label of a domain: 'www.northwind-coffee.com' -> 'northwindcoffee'. */
const domainName = (domain: string) =>
  fold(
    domain
      .replace(/^https?:\/\//, '')
      .replace(/^www\./, '')
      .split('.')[0] ?? '',
  );

export interface OwnBrand {
  brandName: string;
  brandAliases: string[];
  websiteDomain: string;
}

/**
 * Whether a name found in answers is the campaign's own brand: its name or an alias (case, accents,
 * spaces and punctuation ignored), its website's name ('northwindcoffee' for northwindcoffee.com), or a
 * longer or shorter form of one ('Northwind' or 'Northwind Coffee Co.' for 'Northwind Coffee').
 */
export function isOwnBrand(name: string, brand: OwnBrand): boolean {
  const n = fold(name);
  if (!n) return false;
  const own = [brand.brandName, ...brand.brandAliases].map(fold).filter(Boolean);
  own.push(domainName(brand.websiteDomain));
  return own.some(
    (o) => o === n || (Math.min(o.length, n.length) >= 4 && (o.startsWith(n) || n.startsWith(o))),
  );
}

/** Whether a name is already one of the tracked competitors (by name or alias). */
export const isTracked = (name: string, competitors: ReadonlyArray<{ name: string; aliases: string[] }>) =>
  competitors.some((c) => [c.name, ...c.aliases].some((x) => fold(x) === fold(name)));
