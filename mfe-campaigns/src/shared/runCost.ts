import type { CampaignSchedule } from '@lantern/contracts';

/** Scheduled runs in an average month (30.44 days): daily about 30, weekly about 4.3, on demand none. */
export const RUNS_PER_MONTH: Record<CampaignSchedule, number> = { none: 0, daily: 30.44, weekly: 30.44 / 7 };

export interface RunCost {
  /** Answers (one provider request each) per run: prompts x platforms x samples. */
  perRun: number;
  /** Answers a month from the schedule (0 on demand). */
  perMonth: number;
}

export function runCost(
  prompts: number,
  platforms: number,
  samples: number,
  schedule: CampaignSchedule,
): RunCost {
  const perRun = prompts * platforms * samples;
  return { perRun, perMonth: Math.round(perRun * RUNS_PER_MONTH[schedule]) };
}

const n = (x: number) => x.toLocaleString('en');

/** 'Each run asks 10 prompts x 5 platforms x 2 samples = 100 answers. Daily: about 3,044 answers a month.' */
export function runCostText(
  prompts: number,
  platforms: number,
  samples: number,
  schedule: CampaignSchedule,
): string {
  const cost = runCost(prompts, platforms, samples, schedule);
  const plural = (k: number, word: string) => `${n(k)} ${word}${k === 1 ? '' : 's'}`;
  const run = `Each run asks ${plural(prompts, 'prompt')} x ${plural(platforms, 'platform')} x ${plural(samples, 'sample')} = ${plural(cost.perRun, 'answer')}.`;
  if (schedule === 'none') return `${run} Runs start only when you click Run now.`;
  return `${run} ${schedule === 'daily' ? 'Daily' : 'Weekly'}: about ${plural(cost.perMonth, 'answer')} a month.`;
}
