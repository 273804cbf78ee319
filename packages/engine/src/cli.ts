import { readFile } from 'node:fs/promises';
import { createAnalyzer } from './analysis/analyze';
import { parseArgs } from 'node:util';
import {
  ANALYZE_OPTIONS,
  asUsage,
  GENERATE_OPTIONS,
  parseCompetitor,
  parsePlatforms,
  positiveInt,
  UsageError,
} from './cli/args';
import { fixed, formatTable, percent } from './cli/table';
import { isPlatformError } from './errors';
import { generateInsights } from './insights/rules';
import { computeMetrics } from './metrics/compute';
import type { AnalyzedAnswer, MetricSummary } from './metrics/types';
import type { PlatformEnv } from './platforms/config';
import { createPlatform, listPlatforms } from './platforms/registry';
import { generatePrompts } from './prompts/generate';
import { parseImportFile } from './prompts/import';
import type { PromptType } from './prompts/types';
import { runPrompts } from './runner/run';
import type { Brand } from './types';

export interface CliIo {
  env: PlatformEnv;
  out: (text: string) => void;
  err: (text: string) => void;
  readFile?: (path: string) => Promise<string>;
}

const USAGE = `Usage:
  lantern analyze --brand NAME [--alias NAME]... [--domain DOMAIN]...
                  [--competitor "NAME[:domain,...]"]... (--prompts FILE | --prompt TEXT...)
                  [--platforms sandbox,chatgpt,...] [--samples N] [--country CC] [--seed N]
                  [--concurrency N] [--json]
  lantern platforms [--json]
  lantern generate --keywords "crm,sales crm" [--type Commercial|Informative] [--breadth N]
                   [--depth N] [--location CC] [--website URL] [--llm PLATFORM] [--json]

Platforms: chatgpt, perplexity, gemini, claude, google_ai_overview, google_search,
openai_compatible, sandbox. A platform without its API key is simulated by the sandbox
(marked with *). Keys: OPENAI_API_KEY, PERPLEXITY_API_KEY, GEMINI_API_KEY, ANTHROPIC_API_KEY,
SERPAPI_KEY, OPENAI_COMPATIBLE_BASE_URL (see docs/metrics.md for the metric definitions).`;

function summaryRow(label: string, s: MetricSummary): string[] {
  const v = s.visibility;
  return [
    label,
    String(s.answers),
    `${percent(v.value)} (${percent(v.interval.low)}-${percent(v.interval.high)})`,
    percent(s.shareOfVoice.value),
    fixed(s.averagePosition),
    percent(s.citationRate.value),
    percent(s.recommendationRate.value),
    fixed(s.sentiment.average, 2),
  ];
}

const HEADER = ['', 'Answers', 'Visibility (95% CI)', 'SoV', 'Avg pos', 'Cited', 'Recommended', 'Sentiment'];

async function analyze(args: string[], io: CliIo): Promise<number> {
  const { values } = asUsage(() => parseArgs({ args, options: ANALYZE_OPTIONS, strict: true }));
  if (values.help) return (io.out(USAGE), 0);
  if (!values.brand) throw new UsageError('--brand is required');
  const brand: Brand = { name: values.brand, aliases: values.alias ?? [], domains: values.domain ?? [] };
  const competitors = (values.competitor ?? []).map(parseCompetitor);
  let prompts = values.prompt ?? [];
  if (values.prompts) {
    const content = await (io.readFile ?? ((p: string) => readFile(p, 'utf8')))(values.prompts);
    const imported = parseImportFile(content, { filename: values.prompts });
    for (const e of imported.errors) io.err(`${values.prompts}: ${e.message}`);
    prompts = [...prompts, ...imported.prompts];
  }
  if (prompts.length === 0) throw new UsageError('give prompts with --prompts FILE or --prompt TEXT');
  const samples = positiveInt('samples', values.samples, 1);
  const seed = values.seed ?? '1';
  const platforms = parsePlatforms(values.platforms ?? 'sandbox').map((id) =>
    createPlatform(id, io.env, { sandbox: { seed, brands: [brand, ...competitors] } }),
  );
  const info = new Map(listPlatforms(io.env).map((p) => [p.id, p]));
  const results = await runPrompts({
    prompts,
    platforms,
    samples,
    ...(values.country ? { country: values.country } : {}),
    concurrency: positiveInt('concurrency', values.concurrency, 4),
    requestsPerMinute: Object.fromEntries(
      platforms.map((p) => [p.id, info.get(p.id)?.requestsPerMinute ?? 60]),
    ),
  });
  const analyzer = createAnalyzer({ brand, competitors });
  const analyzed: AnalyzedAnswer[] = results.flatMap((r, i) =>
    r.answer
      ? [
          {
            id: `${r.item.platform}:${i}`,
            prompt: r.item.prompt,
            platform: r.item.platform,
            analysis: analyzer.analyze(r.answer),
          },
        ]
      : [],
  );
  const failures = results.filter((r) => r.error !== undefined);
  const report = computeMetrics(analyzed);
  const insights = generateInsights(analyzed);
  if (values.json) {
    const errors = failures.map((f) => ({
      ...f.item,
      error: f.error instanceof Error ? f.error.message : String(f.error),
    }));
    io.out(JSON.stringify({ report, insights, errors }, null, 2));
    return failures.length === results.length ? 1 : 0;
  }
  io.out(
    `Lantern ${report.version}: ${brand.name}, ${analyzed.length} answers (${prompts.length} prompts x ${platforms.length} platforms x ${samples} samples)\n`,
  );
  io.out(
    formatTable(HEADER, [
      summaryRow('all', report.overall),
      ...report.byPlatform.map((p) => summaryRow(`${p.platform}${p.simulated ? '*' : ''}`, p.summary)),
    ]),
  );
  if (platforms.some((p) => p.simulated))
    io.out('* simulated: no API key configured, answers come from the sandbox');
  io.out('\nLeaderboard');
  io.out(
    formatTable(
      HEADER,
      report.leaderboard.map((b) => summaryRow(b.role === 'brand' ? `${b.name} (you)` : b.name, b.summary)),
    ),
  );
  if (report.suggestedCompetitors.length > 0) {
    io.out(
      `\nSuggested competitors: ${report.suggestedCompetitors
        .slice(0, 8)
        .map((s) => `${s.name} (${s.answers})`)
        .join(', ')}`,
    );
  }
  if (insights.length > 0) {
    io.out('\nInsights');
    for (const i of insights.slice(0, 10)) io.out(`- [${i.severity}] ${i.title}: ${i.detail}`);
  }
  if (failures.length > 0) {
    io.out(`\n${failures.length} of ${results.length} requests failed`);
    const byKind = new Map<string, number>();
    for (const f of failures) {
      const key = isPlatformError(f.error)
        ? `${f.item.platform} ${f.error.kind}`
        : `${f.item.platform} error`;
      byKind.set(key, (byKind.get(key) ?? 0) + 1);
    }
    for (const [key, count] of byKind) io.out(`- ${key}: ${count}`);
  }
  return failures.length === results.length ? 1 : 0;
}

function platformsCommand(args: string[], io: CliIo): number {
  const json = args.includes('--json');
  const list = listPlatforms(io.env);
  if (json) io.out(JSON.stringify(list, null, 2));
  else {
    io.out(
      formatTable(
        ['Platform', 'Status', 'Model', 'RPM', 'Configure with'],
        list.map((p) => [
          p.id,
          p.id === 'sandbox' ? 'simulated' : p.configured ? 'configured' : 'simulated',
          p.model,
          String(p.requestsPerMinute),
          p.missing.join(', '),
        ]),
      ),
    );
  }
  return 0;
}

async function generate(args: string[], io: CliIo): Promise<number> {
  const { values } = asUsage(() => parseArgs({ args, options: GENERATE_OPTIONS, strict: true }));
  if (values.help) return (io.out(USAGE), 0);
  const keywords = (values.keywords ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  if (keywords.length === 0) throw new UsageError('--keywords is required');
  const type = values.type === 'Informative' ? 'Informative' : 'Commercial';
  if (values.type && !['Commercial', 'Informative'].includes(values.type)) {
    throw new UsageError('--type must be Commercial or Informative');
  }
  const platform = values.llm
    ? createPlatform(parsePlatforms(values.llm)[0] ?? 'sandbox', io.env)
    : undefined;
  const result = await generatePrompts(
    {
      keywords,
      type: type as PromptType,
      breadth: positiveInt('breadth', values.breadth, 3),
      depth: positiveInt('depth', values.depth, 3),
      seed: values.seed ?? '1',
      ...(values.location ? { location: values.location } : {}),
      ...(values.website ? { website: values.website } : {}),
    },
    platform ? { platform } : {},
  );
  if (values.json) io.out(JSON.stringify(result, null, 2));
  else {
    for (const w of result.warnings) io.err(`warning: ${w}`);
    for (const p of result.prompts) io.out(p.text);
  }
  return 0;
}

/** Runs the CLI; returns the exit code. */
export async function main(argv: string[], io: CliIo = defaultIo()): Promise<number> {
  const [command, ...args] = argv;
  try {
    if (command === 'analyze') return await analyze(args, io);
    if (command === 'platforms') return platformsCommand(args, io);
    if (command === 'generate') return await generate(args, io);
    if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
      io.out(USAGE);
      return command === undefined ? 1 : 0;
    }
    throw new UsageError(`Unknown command "${command}"`);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`lantern: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    io.err(`lantern: ${(error as Error).message}`);
    return 1;
  }
}

function defaultIo(): CliIo {
  return {
    env: process.env,
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
  };
}
