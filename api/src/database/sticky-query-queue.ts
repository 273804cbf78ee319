import type { PGlite } from '@electric-sql/pglite';

/** Extended-protocol messages that leave a cycle open until the client's Sync: Parse, Bind, Describe, Execute, Close, Flush. */
const CYCLE_MESSAGES = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48]);

interface Pending {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

/**
 * The query queue of pglite-socket, with one fix. PGlite is one backend session behind every socket,
 * and the stock queue runs messages one at a time, keeping to one connection only inside an explicit
 * transaction. Between a connection's Parse/Bind and its Execute/Sync another connection's messages
 * could run and replace the unnamed portal ("portal "" does not exist" under concurrent load). This
 * queue also keeps to one connection until its extended-protocol cycle is over.
 */
export class StickyQueryQueue {
  private queue: Pending[] = [];
  private processing = false;
  private lastHandlerId: number | null = null;
  private cycleOpen = false;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      if (!this.processing) void this.processQueue();
    });
  }

  private next(): Pending | undefined {
    const sticky = this.lastHandlerId !== null && (this.cycleOpen || this.db.isInTransaction());
    if (!sticky) return this.queue.shift();
    const i = this.queue.findIndex((q) => q.handlerId === this.lastHandlerId);
    return i === -1 ? undefined : this.queue.splice(i, 1)[0];
  }

  private async processQueue(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      for (let item = this.next(); item; item = this.next()) {
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item!.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                item!.onData(data);
              },
            }),
          );
        } catch (error) {
          item.reject(error);
          continue;
        }
        this.lastHandlerId = item.handlerId;
        this.cycleOpen = CYCLE_MESSAGES.has(item.message[0]!);
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    this.queue = this.queue.filter((q) => {
      if (q.handlerId !== handlerId) return true;
      q.reject(new Error('Handler disconnected'));
      return false;
    });
    if (this.lastHandlerId === handlerId) this.cycleOpen = false;
  }

  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.lastHandlerId !== handlerId) return;
    this.cycleOpen = false;
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    this.lastHandlerId = null;
    await this.processQueue();
  }
}
