import { wilsonInterval } from './stats';
import type { Proportion } from './types';

export function proportion(count: number, total: number): Proportion {
  return { count, total, value: total > 0 ? count / total : null, interval: wilsonInterval(count, total) };
}
