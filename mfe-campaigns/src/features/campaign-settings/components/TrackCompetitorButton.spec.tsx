import { CAMPAIGN_ERRORS } from '@lantern/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, BASE, callsTo, mockApi, permissions, renderPage } from '../../../test-utils';
import { TrackCompetitorButton } from './TrackCompetitorButton';

const URL = `${BASE}/analytics/c1/chatgpt`;
const PATTERN = 'analytics/:campaignId/:platform';

describe('Track on a suggested competitor', () => {
  it('asks first, then adds it to the campaign', async () => {
    const calls = mockApi({
      'GET /permissions/user': permissions(),
      'POST /campaigns/c1/competitors': { status: 201, body: {} },
    });
    const { user } = renderPage(<TrackCompetitorButton name="Initech" />, PATTERN, URL);
    await user.click(await screen.findByRole('button', { name: 'Track Initech' }));
    const dialog = await screen.findByRole('dialog', { name: 'Track Initech?' });
    expect(callsTo(calls, 'POST /campaigns/c1/competitors')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Track competitor' }));
    expect(await screen.findByText('Now tracking Initech')).toBeTruthy();
    expect(callsTo(calls, 'POST /campaigns/c1/competitors')[0]!.body).toMatchObject({ name: 'Initech' });
  });

  it('shows the server refusing (the own brand)', async () => {
    mockApi({
      'GET /permissions/user': permissions(),
      'POST /campaigns/c1/competitors': apiError(400, 'VALIDATION_FAILED', 'This is your own brand.'),
    });
    const { user } = renderPage(<TrackCompetitorButton name="Acme" />, PATTERN, URL);
    await user.click(await screen.findByRole('button', { name: 'Track Acme' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Track competitor' }),
    );
    expect(await screen.findByText('This is your own brand.')).toBeTruthy();
  });

  it('is disabled with the upgrade reason on a plan without competitor analysis', async () => {
    mockApi({ 'GET /permissions/user': permissions({ features: ['analytics'] }) });
    const { user } = renderPage(<TrackCompetitorButton name="Initech" />, PATTERN, URL);
    const button = () => screen.getByRole('button', { name: 'Track Initech' }) as HTMLButtonElement;
    await waitFor(() => expect(button().disabled).toBe(true));
    await user.hover(button().parentElement!);
    expect((await screen.findByRole('tooltip')).textContent).toContain(CAMPAIGN_ERRORS.competitorsTier);
  });
});
