import {
  CAMPAIGN_ERRORS,
  DEFAULT_CAMPAIGN_PLATFORMS,
  PERMISSION_MESSAGES,
  promptLimitMessage,
} from '@lantern/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import {
  ACCOUNT,
  apiError,
  BASE,
  callsTo,
  currentPath,
  deferred,
  mockApi,
  ORG,
  permissions,
  renderPage,
  type Answer,
} from '../../test-utils';
import NewCampaignPage from './NewCampaignPage';

type User = ReturnType<typeof userEvent.setup>;

// Whole-wizard walks through three steps take a few seconds in jsdom.
jest.setTimeout(30_000);

/** Types text in one go (a paste): typing key by key is slow in jsdom and tests nothing more here. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const platform = (id: string, label: string, simulated: boolean) => ({
  id,
  label,
  configured: !simulated,
  simulated,
  model: `${id}-model`,
  requestsPerMinute: 60,
});
const PLATFORMS = {
  body: {
    platforms: [
      platform('chatgpt', 'ChatGPT', false),
      platform('perplexity', 'Perplexity', true),
      platform('gemini', 'Gemini', true),
      platform('claude', 'Claude', true),
      platform('google_ai_overview', 'Google AI Overviews', true),
      platform('sandbox', 'Sandbox', true),
      platform('openai_compatible', 'Local model', false),
    ],
  },
};

function setup(routes: Record<string, Answer | ((call: never) => Answer | Promise<Answer>)> = {}) {
  const calls = mockApi({
    'GET /permissions/user': permissions(),
    'GET /campaigns/platforms': PLATFORMS,
    ...routes,
  });
  const { user } = renderPage(<NewCampaignPage />, 'new-campaign', `${BASE}/new-campaign`);
  return { calls, user };
}

const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));

async function fillBasics(user: User) {
  await fill(user, await screen.findByLabelText('Campaign Name'), 'Acme CRM');
  await fill(user, screen.getByLabelText('Website URL'), 'acme.com');
  await user.type(screen.getByLabelText('Keywords'), 'crm software{Enter}');
  await fill(user, screen.getByLabelText('Keywords'), 'sales pipeline,');
}

async function addManually(user: User, lines: string) {
  await user.click(screen.getByRole('radio', { name: /Add manually/ }));
  await fill(user, screen.getByLabelText('Prompts (one per line)'), lines);
  await user.click(screen.getByRole('button', { name: 'Add prompts' }));
}

describe('Create New Campaign wizard', () => {
  it('is closed to users without the campaign create permission', async () => {
    mockApi({ 'GET /permissions/user': permissions({ campaign: ['view'] }) });
    renderPage(<NewCampaignPage />, 'new-campaign', `${BASE}/new-campaign`);
    expect(await screen.findByText('Permission Required')).toBeTruthy();
    expect(screen.getByText(PERMISSION_MESSAGES.createCampaign)).toBeTruthy();
    expect(screen.queryByLabelText('Campaign Name')).toBeNull();
  });

  it('starts from the spec defaults with the default platforms chosen and simulated ones marked', async () => {
    setup();
    expect(((await screen.findByLabelText('Campaign Name')) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: 'Location' }) as HTMLInputElement).value).toBe('India');
    expect((screen.getByLabelText('Prompt Type') as HTMLInputElement).value).toBe('Commercial');
    expect((screen.getByLabelText('Breadth') as HTMLInputElement).value).toBe('5');
    expect((screen.getByLabelText('Depth') as HTMLInputElement).value).toBe('3');
    expect((screen.getByLabelText('Samples per prompt') as HTMLInputElement).value).toBe('3');
    expect((screen.getByLabelText('Schedule') as HTMLInputElement).value).toBe('none');
    const chatgpt = await screen.findByRole('checkbox', { name: 'ChatGPT' });
    expect((chatgpt as HTMLInputElement).checked).toBe(true);
    // The sandbox is never offered; the local model only once the operator configured it (here).
    expect(screen.queryByRole('checkbox', { name: 'Sandbox' })).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Local model' }) as HTMLInputElement).checked).toBe(false);
    const checked = screen.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked);
    expect(checked).toHaveLength(DEFAULT_CAMPAIGN_PLATFORMS.length);
    const option = (name: string) => screen.getByRole('checkbox', { name }).closest('div')!;
    expect(within(option('Perplexity')).getByText('Simulated')).toBeTruthy();
    expect(within(option('ChatGPT')).queryByText('Simulated')).toBeNull();
    const steps = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('.label')?.textContent)).toEqual([
      'Basic info',
      'Prompt setup',
      'Preview',
    ]);
    expect(steps[0]!.getAttribute('aria-current')).toBe('step');
  });

  it('shows the validation messages on blur and on Next, and focuses the first invalid field', async () => {
    const { user } = setup();
    const name = await screen.findByLabelText('Campaign Name');
    await user.click(name);
    await user.tab();
    expect(await screen.findByText('Campaign name is required')).toBeTruthy();
    await fill(user, screen.getByLabelText('Website URL'), 'not a url');
    await user.tab();
    expect(screen.getByText('Please enter a valid website URL')).toBeTruthy();
    const breadth = screen.getByLabelText('Breadth');
    await user.clear(breadth);
    await user.type(breadth, '11');
    await user.tab();
    expect(screen.getByText('Breadth must be between 1 and 10')).toBeTruthy();
    for (const id of ['ChatGPT', 'Perplexity', 'Gemini', 'Claude', 'Google AI Overviews']) {
      await user.click(await screen.findByRole('checkbox', { name: id }));
    }
    // A field showing a message checks itself again as it changes.
    await user.type(name, 'Acme');
    expect(screen.queryByText('Campaign name is required')).toBeNull();
    await next(user);
    expect(heading()).toBe('Basic info');
    expect(screen.getByText('Select at least one platform')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Website URL'));
    const depth = screen.getByLabelText('Depth');
    await user.clear(depth);
    await next(user);
    expect(screen.getByText('Depth must be between 1 and 10')).toBeTruthy();
  });

  it('moves through the steps, keeps what was typed, and needs a prompt before the preview', async () => {
    const { user } = setup();
    await fillBasics(user);
    await next(user);
    expect(heading()).toBe('Prompt setup');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 }));
    expect(
      screen.getByText('Prompt setup', { selector: '.label' }).closest('li')!.getAttribute('aria-current'),
    ).toBe('step');
    expect(screen.getByText('0 of 10 prompts')).toBeTruthy();
    await next(user);
    expect(screen.getByText('Add at least one prompt')).toBeTruthy();
    expect(heading()).toBe('Prompt setup');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(heading()).toBe('Basic info');
    expect((screen.getByLabelText('Campaign Name') as HTMLInputElement).value).toBe('Acme CRM');
    expect(screen.getByRole('button', { name: 'Remove sales pipeline' })).toBeTruthy();
  });

  it('generates prompts grouped by topic; each can be removed or edited', async () => {
    const { user, calls } = setup({
      'POST /campaigns/prompts/preview': {
        body: {
          prompts: [
            { text: 'Best crm software?', topic: 'CRM software' },
            { text: 'Top crm tools', topic: 'CRM software' },
            { text: 'How to manage a sales pipeline', topic: 'Sales pipeline' },
          ],
          generator: 'template',
          warnings: [],
          limit: 10,
        },
      },
    });
    await fillBasics(user);
    await next(user);
    expect((screen.getByRole('radio', { name: /Generate with AI/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Generate prompts' }));
    const crm = await screen.findByRole('region', { name: 'CRM software' });
    expect(
      within(crm)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.text')?.textContent),
    ).toEqual(['Best crm software?', 'Top crm tools']);
    expect(
      within(screen.getByRole('region', { name: 'Sales pipeline' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    expect(screen.getByText('3 of 10 prompts')).toBeTruthy();
    expect(callsTo(calls, 'POST /campaigns/prompts/preview')[0]!.body).toEqual({
      organizationId: ORG,
      accountId: ACCOUNT,
      websiteUrl: 'acme.com',
      location: 'India',
      promptType: 'Commercial',
      breadth: 5,
      depth: 3,
      keywords: ['crm software', 'sales pipeline'],
    });

    await user.click(screen.getByRole('button', { name: 'Remove prompt "Top crm tools"' }));
    expect(screen.getByText('2 of 10 prompts')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit prompt "Best crm software?"' }));
    const editor = screen.getByLabelText('Edit prompt');
    await user.clear(editor);
    await user.paste('How to manage a  SALES pipeline');
    await user.keyboard('{Enter}');
    expect(screen.getByText('This prompt is already in the list')).toBeTruthy();
    await user.clear(editor);
    await user.paste('Best CRM for startups');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Best CRM for startups')).toBeTruthy();
    expect(screen.queryByLabelText('Edit prompt')).toBeNull();
  });

  it('asks for keywords before generating', async () => {
    const { user } = setup();
    await fill(user, await screen.findByLabelText('Campaign Name'), 'Acme CRM');
    await fill(user, screen.getByLabelText('Website URL'), 'acme.com');
    await next(user);
    expect((screen.getByRole('button', { name: 'Generate prompts' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('Add at least one keyword in step 1 to generate prompts.')).toBeTruthy();
  });

  it('adds typed prompts without duplicates and shows the plan limit when the list goes over it', async () => {
    mockApi({
      'GET /permissions/user': permissions({ promptLimit: 2 }),
      'GET /campaigns/platforms': PLATFORMS,
    });
    const { user } = renderPage(<NewCampaignPage />, 'new-campaign', `${BASE}/new-campaign`);
    await fillBasics(user);
    await next(user);
    await addManually(user, 'best crm\nBest  CRM\n\nwhich crm is cheapest');
    expect(screen.getByText('Added 2 prompts. 1 duplicate removed: "Best CRM".')).toBeTruthy();
    expect(screen.getByText('2 of 2 prompts')).toBeTruthy();
    await addManually(user, 'WHICH crm is cheapest\ncrm for dentists');
    expect(screen.getByText('Added 1 prompt. 1 duplicate removed: "WHICH crm is cheapest".')).toBeTruthy();
    expect(screen.getByText('3 of 2 prompts')).toBeTruthy();
    expect(screen.getByText(promptLimitMessage(2))).toBeTruthy();
    await next(user);
    expect(heading()).toBe('Prompt setup');
    await user.click(screen.getByRole('button', { name: 'Remove prompt "crm for dentists"' }));
    expect(screen.queryByText(promptLimitMessage(2))).toBeNull();
    await next(user);
    expect(heading()).toBe('Preview');
  });

  it('imports a file and lists its bad lines and the duplicates removed', async () => {
    const { user, calls } = setup({
      'POST /campaigns/prompts/import': {
        body: {
          prompts: ['best crm for startups', 'crm with email sync'],
          format: 'csv',
          errors: [{ line: 3, message: 'Line 3: the prompt is too short' }],
          duplicates: [{ line: 4, prompt: 'best crm for startups' }],
          limit: 10,
        },
      },
    });
    await fillBasics(user);
    await next(user);
    await user.click(screen.getByRole('radio', { name: /Import a file/ }));
    const content = 'prompt\nbest crm for startups\nab\nbest crm for startups\ncrm with email sync\n';
    await user.upload(
      screen.getByLabelText('Prompt file (.csv or .txt)'),
      new File([content], 'prompts.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('Imported 2 prompts from prompts.csv.')).toBeTruthy();
    expect(screen.getByText('Lines with errors (1)')).toBeTruthy();
    expect(screen.getByText('Line 3: the prompt is too short')).toBeTruthy();
    expect(screen.getByText('Duplicates removed (1)')).toBeTruthy();
    expect(screen.getByText('Line 4: best crm for startups')).toBeTruthy();
    expect(screen.getByText('2 of 10 prompts')).toBeTruthy();
    expect(callsTo(calls, 'POST /campaigns/prompts/import')[0]!.body).toEqual({
      organizationId: ORG,
      accountId: ACCOUNT,
      filename: 'prompts.csv',
      content,
      existing: [],
    });
  });

  it('sends everything on Create Campaign, then shows the toast and opens the analytics', async () => {
    const held = deferred<Answer>();
    const { user, calls } = setup({ 'POST /campaigns': () => held.promise });
    await fillBasics(user);
    await user.selectOptions(screen.getByLabelText('Prompt Type'), 'Informative');
    await user.selectOptions(screen.getByLabelText('Samples per prompt'), '5');
    await user.selectOptions(screen.getByLabelText('Schedule'), 'weekly');
    await user.click(await screen.findByRole('checkbox', { name: 'Local model' }));
    await user.click(screen.getByRole('checkbox', { name: 'Claude' }));
    expect((screen.getByLabelText('Brand name') as HTMLInputElement).placeholder).toBe('Acme');
    await fill(user, screen.getByLabelText('Brand name'), 'Acme CRM Inc');
    await fill(user, screen.getByLabelText('Brand aliases (optional)'), 'Acme, AcmeCRM, acme');
    await user.click(screen.getByRole('button', { name: 'Add competitor' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Competitor 1 name')); // focus follows
    await fill(user, screen.getByLabelText('Competitor 1 name'), 'Globex');
    await fill(user, screen.getByLabelText('Competitor 1 domain'), 'globex.com');
    await next(user);
    await addManually(user, 'best crm\nwhich crm is cheapest');
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Prompts: 2' })); // the added list
    await next(user);
    expect(heading()).toBe('Preview');
    expect(screen.getByText('Acme CRM')).toBeTruthy();
    expect(screen.getByText('Globex (globex.com)')).toBeTruthy();
    expect(screen.getByText('Each run asks 2 prompts x 5 platforms x 5 samples = 50 answers.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect((screen.getByRole('button', { name: 'Creating...' }) as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo(calls, 'POST /campaigns')[0]!.body).toEqual({
      organizationId: ORG,
      accountId: ACCOUNT,
      name: 'Acme CRM',
      websiteUrl: 'acme.com',
      location: 'India',
      promptType: 'Informative',
      breadth: 5,
      depth: 3,
      keywords: ['crm software', 'sales pipeline'],
      brandName: 'Acme CRM Inc',
      brandAliases: ['Acme', 'AcmeCRM'],
      competitors: [{ name: 'Globex', aliases: [], domains: ['globex.com'] }],
      platforms: ['chatgpt', 'perplexity', 'gemini', 'google_ai_overview', 'openai_compatible'],
      samples: 5,
      schedule: 'weekly',
      promptMethod: 'MANUAL_ADD',
      prompts: ['best crm', 'which crm is cheapest'],
      runNow: true,
    });
    held.resolve({ status: 201, body: { id: 'c9', platforms: ['chatgpt', 'perplexity'] } });
    expect(await screen.findByText('Campaign created successfully')).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe(`${BASE}/analytics/c9/chatgpt`));
  });

  it('keeps competitors behind the plan: the button is disabled and says why', async () => {
    mockApi({
      'GET /permissions/user': permissions({ features: ['analytics', 'export'] }),
      'GET /campaigns/platforms': PLATFORMS,
    });
    const { user } = renderPage(<NewCampaignPage />, 'new-campaign', `${BASE}/new-campaign`);
    const add = await screen.findByRole('button', { name: 'Add competitor' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    await user.hover(add.parentElement!);
    expect((await screen.findByRole('tooltip')).textContent).toContain(CAMPAIGN_ERRORS.competitorsTier);
  });

  it('puts the server field errors back on their fields, on their step', async () => {
    const { user } = setup({
      'POST /campaigns': apiError(400, 'VALIDATION_FAILED', 'Validation failed', {
        name: 'A campaign named Acme CRM already exists',
        'keywords.1': 'Keywords must not be empty',
        brandName: 'Brand name is too long',
      }),
    });
    await fillBasics(user);
    await next(user);
    await addManually(user, 'best crm');
    await next(user);
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByText('A campaign named Acme CRM already exists')).toBeTruthy();
    expect(heading()).toBe('Basic info');
    expect(screen.getByText('Keywords must not be empty')).toBeTruthy();
    // A message no field shows goes at the top of the form.
    expect(screen.getByText('Brand name is too long')).toBeTruthy();
    expect(screen.getByLabelText('Campaign Name')!.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Campaign Name'));
  });

  it('shows a plan limit refusal (403) as the form message on the preview step', async () => {
    const message = promptLimitMessage(10);
    const { user } = setup({ 'POST /campaigns': apiError(403, 'LIMIT_REACHED', message) });
    await fillBasics(user);
    await next(user);
    await addManually(user, 'best crm');
    await next(user);
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(heading()).toBe('Preview');
    expect((screen.getByRole('button', { name: 'Create Campaign' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('labels the method Generate from templates when no AI platform has a key', async () => {
    const { user } = setup({
      'GET /campaigns/platforms': {
        body: { platforms: [platform('chatgpt', 'ChatGPT', true), platform('gemini', 'Gemini', true)] },
      },
    });
    await fillBasics(user);
    await next(user);
    expect(await screen.findByRole('radio', { name: /Generate from templates/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Generate with AI/ })).toBeNull();
  });

  it('asks before switching away from a method that has prompts', async () => {
    const { user } = setup();
    await fillBasics(user);
    await next(user);
    await addManually(user, 'best crm');
    await user.click(screen.getByRole('radio', { name: /Import a file/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Import a file?' });
    expect(dialog.textContent).toContain('The 1 prompt of Add manually will not be used');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((screen.getByRole('radio', { name: /Add manually/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: /Import a file/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Switch method' }),
    );
    expect((screen.getByRole('radio', { name: /Import a file/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('No file chosen')).toBeTruthy(); // the styled file input
  });
});
