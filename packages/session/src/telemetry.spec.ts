import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  addBreadcrumb,
  captureError,
  configureTelemetry,
  resetTelemetryIdentity,
  telemetryBreadcrumbs,
  track,
  trackPageView,
} from './telemetry';

describe('telemetry', () => {
  const fetchMock = jest.fn(async () => new Response('{}'));
  beforeEach(() => {
    fetchMock.mockClear();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    resetTelemetryIdentity();
  });
  afterEach(() => configureTelemetry({ environment: 'development' }));

  it('sends nothing anywhere by default', () => {
    for (let i = 0; i < 25; i++) track('User Login');
    captureError(new Error('boom'), () => 0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends nothing in development even with endpoints configured', () => {
    configureTelemetry({
      environment: 'development',
      analyticsUrl: 'https://a.example/e',
      errorReportingUrl: 'https://e.example/r',
    });
    for (let i = 0; i < 25; i++) track('User Login');
    captureError(new Error('boom'), () => 0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('in production sends events in groups of 10', () => {
    configureTelemetry({ environment: 'production', analyticsUrl: 'https://a.example/e' });
    for (let i = 0; i < 9; i++) track('Feature Used', { i });
    expect(fetchMock).not.toHaveBeenCalled();
    track('Feature Used', { i: 9 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://a.example/e');
    expect(JSON.parse(init.body as string).events).toHaveLength(10);
  });

  it('ignores the listed error messages and samples the rest', () => {
    configureTelemetry({ environment: 'production', errorReportingUrl: 'https://e.example/r' });
    captureError(new Error('ResizeObserver loop limit exceeded'), () => 0);
    captureError(new Error('Script error.'), () => 0);
    captureError(new Error('real failure'), () => 0.5);
    expect(fetchMock).not.toHaveBeenCalled();
    captureError(new Error('real failure'), () => 0.05);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the last 50 breadcrumbs', () => {
    for (let i = 0; i < 60; i++) addBreadcrumb(`step ${i}`);
    expect(telemetryBreadcrumbs()).toHaveLength(50);
    expect(telemetryBreadcrumbs()[0]!.message).toBe('step 10');
  });

  it('tracks page views of the listed sections at most every 5 seconds', () => {
    configureTelemetry({ environment: 'production', analyticsUrl: 'https://a.example/e' });
    trackPageView('/org/o/account/a/dashboard', 0);
    trackPageView('/org/o/account/a/dashboard', 4000);
    trackPageView('/org/o/account/a/dashboard', 6000);
    trackPageView('/org/o/account/a/system-status', 7000);
    const crumbs = telemetryBreadcrumbs().filter((b) => b.message === 'Page View');
    expect(crumbs).toHaveLength(2);
  });
});
