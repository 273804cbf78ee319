import { platformLabel } from '@lantern/contracts';
import { groupBy, runsInOrder, summarize } from '../metrics/compute';
import { compareProportion } from '../metrics/compare';
import type { AnalyzedAnswer } from '../metrics/types';
import type { PlatformId } from '../types';

export type InsightRule =
  | 'competitors_without_brand'
  | 'domain_cites_competitors_only'
  | 'negative_answers'
  | 'platform_absent'
  | 'prompt_lost_ground';

export interface Insight {
  id: string;
  rule: InsightRule;
  severity: 'high' | 'medium' | 'low';
  title: string;
  detail: string;
  prompt?: string;
  platform?: PlatformId;
  domain?: string;
  competitors?: string[];
  /** The answers behind the insight, for drill-down. */
  answerIds: string[];
}

export interface InsightOptions {
  /** Answers of the previous run, for 'prompt_lost_ground' (default: the run before the latest in `answers`). */
  previous?: AnalyzedAnswer[];
  /** A third-party domain needs this many answers citing it alongside competitors (default 2). */
  minDomainAnswers?: number;
}

const pct = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value * 100)}%`);
const mentioned = (a: AnalyzedAnswer) => a.analysis.brand.mentioned;
const competitorsIn = (a: AnalyzedAnswer) =>
  a.analysis.competitors.filter((c) => c.mentioned).map((c) => c.name);
const unique = <T>(values: T[]) => [...new Set(values)];
/** '1 answer', '3 answers'. */
export const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** 'A', 'A and B', 'A, B and C'. */
export const listText = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

function competitorsWithoutBrand(answers: AnalyzedAnswer[]): Insight[] {
  const out: Insight[] = [];
  for (const [prompt, group] of groupBy(answers, (a) => a.prompt)) {
    if (group.some(mentioned)) continue;
    const behind = group.filter((a) => competitorsIn(a).length > 0);
    if (behind.length === 0) continue;
    const competitors = unique(behind.flatMap(competitorsIn));
    out.push({
      id: `competitors_without_brand:${prompt}`,
      rule: 'competitors_without_brand',
      severity: behind.length / group.length >= 0.5 ? 'high' : 'medium',
      title: `Competitors appear for "${prompt}", your brand does not`,
      detail: `${listText(competitors)} ${competitors.length === 1 ? 'appears' : 'appear'} in ${behind.length} of ${count(group.length, 'answer')}; your brand in none. Next: read these answers and the sources they cite, and publish or place content that answers this prompt.`,
      prompt,
      competitors,
      answerIds: behind.map((a) => a.id),
    });
  }
  return out;
}

function domainsCitingCompetitorsOnly(answers: AnalyzedAnswer[], minAnswers: number): Insight[] {
  const withCompetitor = new Map<string, AnalyzedAnswer[]>();
  const withBrand = new Set<string>();
  for (const a of answers) {
    const domains = unique(
      a.analysis.citations.cited.filter((c) => c.ownership === 'third_party').map((c) => c.domain),
    );
    for (const domain of domains) {
      if (mentioned(a)) withBrand.add(domain);
      else if (competitorsIn(a).length > 0) {
        const list = withCompetitor.get(domain);
        if (list) list.push(a);
        else withCompetitor.set(domain, [a]);
      }
    }
  }
  const out: Insight[] = [];
  for (const [domain, behind] of withCompetitor) {
    if (withBrand.has(domain) || behind.length < minAnswers) continue;
    const competitors = unique(behind.flatMap(competitorsIn));
    out.push({
      id: `domain_cites_competitors_only:${domain}`,
      rule: 'domain_cites_competitors_only',
      severity: behind.length >= 5 ? 'high' : 'medium',
      title: `${domain} is cited for competitors, never for your brand`,
      detail: `${domain} is cited in ${count(behind.length, 'answer')} mentioning ${listText(competitors)} and in none mentioning your brand. Next: pitch ${domain} (a review, a listing or a comparison that includes you).`,
      domain,
      competitors,
      answerIds: behind.map((a) => a.id),
    });
  }
  return out;
}

function negativeAnswers(answers: AnalyzedAnswer[]): Insight[] {
  const out: Insight[] = [];
  const negative = answers.filter((a) => a.analysis.brand.sentiment?.label === 'negative');
  for (const [prompt, group] of groupBy(negative, (a) => a.prompt)) {
    out.push({
      id: `negative_answers:${prompt}`,
      rule: 'negative_answers',
      severity: group.length >= 3 ? 'high' : 'medium',
      title: `Negative answers about your brand for "${prompt}"`,
      detail: `${count(group.length, 'answer')} on ${listText(unique(group.map((a) => platformLabel(a.platform))))} ${group.length === 1 ? 'speaks' : 'speak'} negatively about your brand. Next: read ${group.length === 1 ? 'it' : 'them'}, find the claims and sources behind the tone, and answer them on your site.`,
      prompt,
      answerIds: group.map((a) => a.id),
    });
  }
  return out;
}

function platformsAbsent(answers: AnalyzedAnswer[]): Insight[] {
  const out: Insight[] = [];
  for (const [platform, group] of groupBy(answers, (a) => a.platform)) {
    if (group.some(mentioned)) continue;
    const { visibility } = summarize(group);
    const competitors = unique(group.flatMap(competitorsIn));
    out.push({
      id: `platform_absent:${platform}`,
      rule: 'platform_absent',
      severity: competitors.length > 0 ? 'high' : 'low',
      title: `Your brand is absent from ${platformLabel(platform)}`,
      detail: `0 of ${count(group.length, 'answer')} on ${platformLabel(platform)} mention your brand (95% interval up to ${pct(visibility.interval.high)})${
        competitors.length > 0
          ? `; ${listText(competitors)} ${competitors.length === 1 ? 'is' : 'are'} mentioned`
          : ''
      }. Next: look at the sources ${platformLabel(platform)} cites for your prompts and get your brand onto them.`,
      platform,
      competitors,
      answerIds: group.map((a) => a.id),
    });
  }
  return out;
}

function promptsLosingGround(previous: AnalyzedAnswer[], current: AnalyzedAnswer[]): Insight[] {
  const out: Insight[] = [];
  const before = groupBy(previous, (a) => a.prompt);
  for (const [prompt, group] of groupBy(current, (a) => a.prompt)) {
    const old = before.get(prompt);
    if (!old) continue;
    const change = compareProportion('visibility', summarize(old).visibility, summarize(group).visibility);
    if (change.direction !== 'down') continue;
    out.push({
      id: `prompt_lost_ground:${prompt}`,
      rule: 'prompt_lost_ground',
      severity: 'high',
      title: `Your brand lost ground on "${prompt}"`,
      detail: `Visibility on this prompt fell from ${pct(change.before.value)} to ${pct(change.after.value)} since the previous run, more than sampling noise explains (p = ${change.pValue.toFixed(3)}). Next: read the answers that no longer mention you and the sources they cite.`,
      prompt,
      answerIds: group.filter((a) => !mentioned(a)).map((a) => a.id),
    });
  }
  return out;
}

const SEVERITY = { high: 0, medium: 1, low: 2 };

/**
 * Insights over a campaign's answers: each rule names what to act on and carries the ids of the
 * answers behind it. Rules over "now" use the latest run; 'prompt_lost_ground' compares it with the
 * previous run.
 */
export function generateInsights(answers: AnalyzedAnswer[], options: InsightOptions = {}): Insight[] {
  const runs = runsInOrder(answers);
  const latest = runs[runs.length - 1]?.answers ?? [];
  const previous = options.previous ?? runs[runs.length - 2]?.answers ?? [];
  const insights = [
    ...competitorsWithoutBrand(latest),
    ...domainsCitingCompetitorsOnly(latest, options.minDomainAnswers ?? 2),
    ...negativeAnswers(latest),
    ...platformsAbsent(latest),
    ...promptsLosingGround(previous, latest),
  ];
  return insights.sort(
    (a, b) => SEVERITY[a.severity] - SEVERITY[b.severity] || b.answerIds.length - a.answerIds.length,
  );
}
