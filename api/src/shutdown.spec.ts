import { jest } from '@jest/globals';
import { exitOnSignals } from './shutdown';

/** Registers the handlers on a fake process and returns a way to send a signal and wait a tick. */
function harness(steps: Array<() => Promise<void>>, deadlineMs = 1000) {
  const listeners = new Map<string, () => void>();
  const exits: number[] = [];
  const lines: string[] = [];
  exitOnSignals({
    steps,
    deadlineMs,
    exit: (code) => exits.push(code),
    log: (line) => lines.push(line),
    on: (signal, listener) => listeners.set(signal, listener),
  });
  return { listeners, exits, lines, send: (signal: string) => listeners.get(signal)!() };
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('exitOnSignals', () => {
  afterEach(() => jest.useRealTimers());

  it('listens to SIGTERM and SIGINT', () => {
    expect([...harness([]).listeners.keys()]).toEqual(['SIGTERM', 'SIGINT']);
  });

  it('runs the steps in order on a signal and exits 0', async () => {
    const order: string[] = [];
    const h = harness([async () => void order.push('app'), async () => void order.push('database')]);
    h.send('SIGTERM');
    await settle();
    expect(order).toEqual(['app', 'database']);
    expect(h.exits).toEqual([0]);
    expect(h.lines).toEqual([]);
  });

  it('does not start a second shutdown on a second signal', async () => {
    let runs = 0;
    const h = harness([async () => void (runs += 1)]);
    h.send('SIGTERM');
    h.send('SIGINT');
    await settle();
    expect(runs).toBe(1);
    expect(h.exits).toEqual([0]);
  });

  it('exits 1 with the reason when a step fails, without running the later steps', async () => {
    const later = jest.fn(async () => undefined);
    const h = harness([async () => Promise.reject(new Error('pool already closed')), later]);
    h.send('SIGTERM');
    await settle();
    expect(later).not.toHaveBeenCalled();
    expect(h.exits).toEqual([1]);
    expect(h.lines).toEqual(['Lantern failed to stop cleanly: pool already closed']);
  });

  it('exits 1 at the deadline when a step never finishes', async () => {
    jest.useFakeTimers();
    const h = harness([() => new Promise<void>(() => undefined)], 10_000);
    h.send('SIGTERM');
    await settle();
    jest.advanceTimersByTime(9_999);
    expect(h.exits).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(h.exits).toEqual([1]);
    expect(h.lines).toEqual(['Lantern did not stop within 10 s of SIGTERM; exiting.']);
  });
});
