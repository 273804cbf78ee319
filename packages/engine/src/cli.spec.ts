import { main, type CliIo } from './cli';
import { startLoopbackServer } from './testing/loopback';
import * as wire from './testing/wire';

function io(env: Record<string, string> = {}, files: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const value: CliIo = {
    env,
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    readFile: async (path) => {
      const content = files[path];
      if (content === undefined) throw new Error(`ENOENT: ${path}`);
      return content;
    },
  };
  return { value, out, err };
}

const ANALYZE = ['analyze', '--brand', 'Acme', '--domain', 'acme.com', '--competitor', 'Globex:globex.com'];

describe('lantern CLI', () => {
  it('analyze prints the metrics table per platform, marking simulated ones', async () => {
    const t = io({}, { 'p.txt': 'What is the best CRM?\nWhich CRM for agencies?\n' });
    const code = await main(
      [...ANALYZE, '--prompts', 'p.txt', '--platforms', 'sandbox,claude', '--samples', '2'],
      t.value,
    );
    expect(code).toBe(0);
    const text = t.out.join('\n');
    expect(text).toContain('Lantern metrics v1: Acme, 8 answers (2 prompts x 2 platforms x 2 samples)');
    expect(text).toMatch(/Visibility \(95% CI\)/);
    expect(text).toMatch(/^all\s+8\s/m);
    expect(text).toMatch(/^sandbox\*\s+4\s/m);
    expect(text).toMatch(/^claude\*\s+4\s/m);
    expect(text).toContain('* simulated');
    expect(text).toMatch(/^Acme \(you\)/m);
  });

  it('analyze --json gives the report, insights and errors', async () => {
    const t = io();
    expect(await main([...ANALYZE, '--prompt', 'Best CRM?', '--json'], t.value)).toBe(0);
    const json = JSON.parse(t.out.join('\n')) as {
      report: { version: string; overall: { answers: number } };
      errors: unknown[];
    };
    expect(json.report.version).toBe('metrics v1');
    expect(json.report.overall.answers).toBe(1);
    expect(json.errors).toEqual([]);
  });

  it('uses a configured platform and reports its failures by kind', async () => {
    const server = await startLoopbackServer((r) =>
      (r.body as { input: string }).input === 'fails?'
        ? wire.errorReply('openai', 401, { message: 'bad key' })
        : { json: wire.openaiResponses({ parts: [{ text: 'Acme is the best CRM.' }] }) },
    );
    try {
      const t = io({ OPENAI_API_KEY: 'k', OPENAI_BASE_URL: `${server.baseUrl}/v1` });
      const code = await main(
        [...ANALYZE, '--prompt', 'fails?', '--platforms', 'chatgpt', '--json'],
        t.value,
      );
      expect(code).toBe(1);
      const json = JSON.parse(t.out.join('\n')) as { errors: { platform: string; error: string }[] };
      expect(json.errors).toEqual([expect.objectContaining({ platform: 'chatgpt', prompt: 'fails?' })]);
      const ok = io({ OPENAI_API_KEY: 'k', OPENAI_BASE_URL: `${server.baseUrl}/v1` });
      expect(await main([...ANALYZE, '--prompt', 'works?', '--platforms', 'chatgpt'], ok.value)).toBe(0);
      expect(ok.out.join('\n')).toMatch(/^chatgpt\s+1\s+100%/m);
    } finally {
      await server.close();
    }
  });

  it('reports usage errors with exit code 2', async () => {
    const t = io();
    expect(await main(['analyze', '--prompt', 'x?'], t.value)).toBe(2);
    expect(t.err.join('\n')).toMatch(/--brand is required/);
    expect(await main([...ANALYZE, '--prompt', 'x?', '--platforms', 'bing'], t.value)).toBe(2);
    expect(await main([...ANALYZE, '--prompt', 'x?', '--samples', '0'], t.value)).toBe(2);
    expect(await main(['analyze', '--nope'], t.value)).toBe(2);
    expect(await main(['frobnicate'], t.value)).toBe(2);
  });

  it('lists platforms with their status', async () => {
    const t = io({ GEMINI_API_KEY: 'k' });
    expect(await main(['platforms'], t.value)).toBe(0);
    const text = t.out.join('\n');
    expect(text).toMatch(/^gemini\s+configured/m);
    expect(text).toMatch(/^chatgpt\s+simulated\s.*OPENAI_API_KEY/m);
  });

  it('generates prompts from keywords', async () => {
    const t = io();
    expect(
      await main(['generate', '--keywords', 'crm software', '--breadth', '2', '--depth', '3'], t.value),
    ).toBe(0);
    expect(t.out).toHaveLength(6);
    expect(await main(['generate', '--keywords', 'crm', '--type', 'Other'], t.value)).toBe(2);
  });
});
