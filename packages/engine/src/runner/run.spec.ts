import { PlatformError } from '../errors';
import { createSandboxPlatform } from '../platforms/sandbox';
import type { Answer, Platform, PlatformId } from '../types';
import { runPrompts } from './run';

/** A platform that fails with the given errors first, then answers. */
function flaky(id: PlatformId, failures: PlatformError[]): Platform & { calls: string[] } {
  const calls: string[] = [];
  const sandbox = createSandboxPlatform({ as: id });
  return {
    id,
    model: 'x',
    simulated: true,
    calls,
    async ask(prompt, options): Promise<Answer> {
      calls.push(prompt);
      const failure = failures.shift();
      if (failure) throw failure;
      return sandbox.ask(prompt, options);
    },
  };
}

const busy = () => new PlatformError('gemini', 'busy', { kind: 'server', retryable: true, retryAfterMs: 1 });
const badKey = () => new PlatformError('claude', 'bad key', { kind: 'auth', retryable: false, status: 401 });
const fast = {
  requestsPerMinute: { chatgpt: 600_000, gemini: 600_000, claude: 600_000 },
  retry: { baseDelayMs: 1 },
};

describe('runPrompts', () => {
  it('asks every prompt x platform x sample once', async () => {
    const a = flaky('chatgpt', []);
    const b = flaky('gemini', []);
    const results = await runPrompts({ prompts: ['p1', 'p2'], platforms: [a, b], samples: 3, ...fast });
    expect(results).toHaveLength(12);
    expect(results.every((r) => r.answer && r.attempts === 1)).toBe(true);
    const keys = results.map((r) => `${r.item.platform}|${r.item.prompt}|${r.item.sample}`);
    expect(new Set(keys).size).toBe(12);
    expect(a.calls.sort()).toEqual(['p1', 'p1', 'p1', 'p2', 'p2', 'p2']);
  });

  it('retries retryable errors and reports the attempts', async () => {
    const platform = flaky('gemini', [busy(), busy()]);
    const [result] = await runPrompts({ prompts: ['p'], platforms: [platform], concurrency: 1, ...fast });
    expect(result).toMatchObject({ attempts: 3 });
    expect(result?.answer?.platform).toBe('gemini');
  });

  it('stops asking a platform after an auth failure; other platforms carry on', async () => {
    const broken = flaky('claude', [badKey()]);
    const healthy = flaky('chatgpt', []);
    const results = await runPrompts({
      prompts: ['p1', 'p2', 'p3', 'p4'],
      platforms: [broken, healthy],
      concurrency: 1,
      ...fast,
    });
    expect(broken.calls).toEqual(['p1']);
    const claude = results.filter((r) => r.item.platform === 'claude');
    expect(claude).toHaveLength(4);
    expect(claude.every((r) => r.error instanceof PlatformError && r.error.kind === 'auth')).toBe(true);
    expect(claude.map((r) => r.attempts)).toEqual([1, 0, 0, 0]);
    expect(results.filter((r) => r.item.platform === 'chatgpt' && r.answer)).toHaveLength(4);
  });

  it('reports each result as it arrives', async () => {
    const seen: string[] = [];
    await runPrompts({
      prompts: ['p1', 'p2'],
      platforms: [flaky('chatgpt', [])],
      ...fast,
      onResult: (r) => seen.push(r.item.prompt),
    });
    expect(seen.sort()).toEqual(['p1', 'p2']);
  });
});
