// The date range every analytics section follows, kept in the URL (?range=30) so it survives tab
// changes, reloads and shared links.
import { ANALYTICS_RANGES, DEFAULT_ANALYTICS_RANGE, type AnalyticsRange } from '@lantern/contracts';
import { useSearchParams } from 'react-router-dom';

/** A range from the URL; anything else is the default (last 30 days). */
export const parseRange = (value: string | null): AnalyticsRange =>
  (ANALYTICS_RANGES as readonly string[]).includes(value ?? '')
    ? (value as AnalyticsRange)
    : DEFAULT_ANALYTICS_RANGE;

export function useAnalyticsRange(): [AnalyticsRange, (range: AnalyticsRange) => void] {
  const [params, setParams] = useSearchParams();
  const range = parseRange(params.get('range'));
  const set = (next: AnalyticsRange) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        out.set('range', next);
        return out;
      },
      { replace: true },
    );
  return [range, set];
}
