import { LoadingView } from '@lantern/ui';
import { lazy, Suspense } from 'react';
import type { AnalyticsChartsProps } from './AnalyticsCharts';

// The chart library loads here, on the analytics page only, once its numbers are on screen.
const AnalyticsCharts = lazy(() => import(/* webpackChunkName: "analytics-charts" */ './AnalyticsCharts'));

export function ChartsPanel(props: AnalyticsChartsProps) {
  return (
    <Suspense fallback={<LoadingView label="Loading charts" />}>
      <AnalyticsCharts {...props} />
    </Suspense>
  );
}
