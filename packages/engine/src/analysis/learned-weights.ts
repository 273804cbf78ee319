/**
 * Weight tables of the learned layers (verdict-model.ts, untracked-model.ts): linear models over
 * string features, trained offline by packages/engine/eval (train-verdicts.mjs,
 * train-untracked.mjs) and shipped as a feature id and one weight per class per feature, sorted by
 * id: the row count, the ids as gaps from the one before, then each class's weights in turn, all as
 * variable-length integers (most take a byte), deflated and base64-encoded (a third of the fixed-width
 * rows' size: tracked files stay well under 2 MiB).
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';

/**
 * A feature's id: FNV-1a (32-bit) of its text. The models are trained on ids (the hashing trick), so
 * the shipped tables need no feature texts: two features sharing an id share their weights in
 * training and analysis alike.
 */
export function featureId(feature: string): number {
  return extendId(0x811c9dc5, feature);
}

/**
 * The id of a feature's text continued by more text: extendId(featureId(a), b) === featureId(a + b),
 * so a feature's id can be computed from its parts without building its text.
 */
export function extendId(id: number, more: string): number {
  let hash = id;
  for (let i = 0; i < more.length; i += 1) {
    hash ^= more.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/** Weights are stored in hundredths. */
const SCALE = 100;

/** Appends an unsigned integer as a LEB128 varint (seven bits a byte, low first). */
function pushVarint(out: number[], value: number): void {
  let v = value;
  while (v > 127) {
    out.push((v % 128) | 128);
    v = Math.floor(v / 128);
  }
  out.push(v);
}

/** Reads the LEB128 varints of a byte buffer in turn. */
function varintReader(bytes: Uint8Array): () => number {
  let at = 0;
  return () => {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = bytes[at++] as number;
      value += (byte & 127) * scale;
      if (byte < 128) return value;
      scale *= 128;
    }
  };
}

/** Encodes weights per feature (text or id) as a shipped base64 table, rounded to hundredths. */
export function encodeTable(
  rows: Iterable<readonly [string | number, readonly number[]]>,
  classes: number,
): string {
  // (Ids sorted as unsigned, so the gaps between them are positive.)
  const list = [...rows].map(
    ([feature, w]) => [(typeof feature === 'number' ? feature : featureId(feature)) >>> 0, w] as const,
  );
  list.sort((a, b) => a[0] - b[0]);
  const out: number[] = [];
  pushVarint(out, list.length);
  let previous = 0;
  for (const [id] of list) {
    pushVarint(out, id - previous);
    previous = id;
  }
  // (Weights zigzag-encoded: 0, -1, 1, -2 … as 0, 1, 2, 3 ….)
  for (let k = 0; k < classes; k += 1)
    for (const [, w] of list) {
      const v = Math.round((w[k] ?? 0) * SCALE);
      pushVarint(out, v >= 0 ? 2 * v : -2 * v - 1);
    }
  return deflateRawSync(Buffer.from(out), { level: 9 }).toString('base64');
}

/**
 * Weights per feature id and class: the values in one flat array, and the row of each id in an
 * open-addressing table of typed arrays (no boxed numbers or strings on the lookup path).
 */
export class WeightTable {
  private readonly ids: Int32Array;
  /** Row + 1 per slot; 0 = empty. */
  private readonly slots: Int32Array;
  private readonly mask: number;
  private readonly values: Float64Array;
  readonly size: number;

  /** From an encoded table (encodeTable) of the given number of classes. */
  constructor(
    table: string,
    readonly classes: number,
  ) {
    // (An empty table, before a first training, has no rows.)
    const next = varintReader(table ? inflateRawSync(Buffer.from(table, 'base64')) : new Uint8Array([0]));
    this.size = next();
    let capacity = 1;
    while (capacity < this.size * 2) capacity *= 2;
    this.mask = capacity - 1;
    this.ids = new Int32Array(capacity);
    this.slots = new Int32Array(capacity);
    this.values = new Float64Array(this.size * classes);
    let unsigned = 0;
    for (let row = 0; row < this.size; row += 1) {
      unsigned += next();
      const id = unsigned | 0;
      let slot = id & this.mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & this.mask;
      this.ids[slot] = id;
      this.slots[slot] = row + 1;
    }
    for (let k = 0; k < classes; k += 1)
      for (let row = 0; row < this.size; row += 1) {
        const z = next();
        this.values[row * classes + k] = (z % 2 === 0 ? z / 2 : -(z + 1) / 2) / SCALE;
      }
  }

  /** The row of a feature (its text or id), or -1. */
  private rowOf(feature: string | number): number {
    const id = typeof feature === 'number' ? feature : featureId(feature);
    for (let slot = id & this.mask; this.slots[slot] !== 0; slot = (slot + 1) & this.mask)
      if (this.ids[slot] === id) return (this.slots[slot] as number) - 1;
    return -1;
  }

  /** The weights of a feature per class, or undefined for a feature the model never saw. */
  of(feature: string): number[] | undefined {
    const row = this.rowOf(feature);
    if (row < 0) return undefined;
    return [...this.values.subarray(row * this.classes, (row + 1) * this.classes)];
  }

  /** Adds the weights of a feature (its text or id) to z (one sum per class). */
  addTo(z: number[], feature: string | number): void {
    const row = this.rowOf(feature);
    if (row < 0) return;
    const at = row * z.length;
    for (let k = 0; k < z.length; k += 1) z[k]! += this.values[at + k] as number;
  }
}

/** Class probabilities for a feature set, as texts or ids (softmax of summed weights). */
export function classProbabilities(features: readonly (string | number)[], weights: WeightTable): number[] {
  const classes = weights.classes;
  const z = new Array<number>(classes).fill(0);
  for (const feature of features) weights.addTo(z, feature);
  let top = -Infinity;
  for (const v of z) if (v > top) top = v;
  let sum = 0;
  for (let k = 0; k < classes; k += 1) sum += z[k] = Math.exp((z[k] as number) - top);
  for (let k = 0; k < classes; k += 1) z[k]! /= sum;
  return z;
}
