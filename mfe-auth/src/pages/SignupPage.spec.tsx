import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  currentPath,
  makeUser,
  mockApi,
  pickCountry,
  renderPage,
  resetSession,
  type Answer,
} from '../test-utils';
import SignupPage from './SignupPage';

const country = () => screen.getByRole('combobox', { name: 'Country' }) as HTMLInputElement;
const company = () => screen.getByRole('combobox', { name: 'Company Name (optional)' }) as HTMLInputElement;
const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);
const activeOption = (input: HTMLInputElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};
/** The `q` of every company suggestion request made so far. */
const lookups = () =>
  (globalThis.fetch as jest.Mock).mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/companies/suggest'))
    .map((url) => new URL(url, 'http://x').searchParams.get('q'));

const ACME = [
  { name: 'Acme Corp', domain: 'acme.com', logo: null },
  { name: 'Acme Labs', domain: 'acmelabs.io', logo: 'https://elsewhere.example/acme.png' },
];
const withTemplates = (logoUrlTemplate: string | null, flagUrlTemplate: string | null): Answer => ({
  body: { logoUrlTemplate, flagUrlTemplate },
});

describe('signup page', () => {
  beforeEach(resetSession);

  it('defaults the country to India and runs the sign-in flow after signup', async () => {
    const one = makeUser([{ id: 'o1' }]);
    const calls = mockApi({
      'POST /auth/signup': { body: { accessToken: 'jwt', user: one } },
      'POST /auth/context_login': { body: one },
    });
    const { user } = renderPage(<SignupPage />, '/signup');
    expect(country().value).toBe('India');
    expect(document.querySelector('[data-flag="IN"]')?.textContent).toBe('🇮🇳');
    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByTestId('location');
    expect(currentPath()).toBe('/org/o1/account/o1-a1/dashboard');
    expect(calls[0]).toMatchObject({ route: 'POST /auth/signup', body: { country: 'IN' } });
    expect(calls[0]!.body).not.toHaveProperty('companyName');
    expect(calls[1]).toMatchObject({ route: 'POST /auth/context_login', authorization: 'Bearer jwt' });
  });

  it('opens the country list on India, chosen and highlighted, with at most 30 countries', async () => {
    mockApi({});
    const { user } = renderPage(<SignupPage />, '/signup');
    expect(country().getAttribute('aria-expanded')).toBe('false');
    await user.click(country());
    expect(country().getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: 'Countries' });
    expect(country().getAttribute('aria-controls')).toBe(list.id);
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(30);
    expect(options[0]!.textContent).toBe('🇮🇳IndiaIN');
    expect(options[1]!.textContent).toBe('🇦🇫AfghanistanAF');
    expect(activeOption(country())).toBe('🇮🇳IndiaIN');
  });

  it('filters countries by name or code as the user types, 30 at most', async () => {
    mockApi({});
    const { user } = renderPage(<SignupPage />, '/signup');
    await user.click(country());
    // The shown country is selected, so typing replaces it.
    await user.keyboard('ger');
    expect(country().value).toBe('ger');
    expect(optionNames()).toEqual(['🇩🇪GermanyDE', '🇩🇿AlgeriaDZ', '🇳🇪NigerNE', '🇳🇬NigeriaNG']);
    await user.clear(country());
    await user.keyboard('gb');
    expect(optionNames()).toEqual(['🇬🇧United KingdomGB']);
    await user.clear(country());
    await user.keyboard('a');
    expect(screen.getAllByRole('option')).toHaveLength(30);
    await user.clear(country());
    await user.keyboard('zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('No matching country');
  });

  it('picks a country with the keyboard and sends its code', async () => {
    const one = makeUser([{ id: 'o1' }]);
    const calls = mockApi({
      'POST /auth/signup': { body: { accessToken: 'jwt', user: one } },
      'POST /auth/context_login': { body: one },
    });
    const { user } = renderPage(<SignupPage />, '/signup');
    await user.click(country());
    await user.keyboard('ger');
    // The best match is highlighted; ArrowDown moves to the next one, Enter takes it.
    expect(activeOption(country())).toBe('🇩🇪GermanyDE');
    await user.keyboard('{ArrowDown}');
    expect(activeOption(country())).toBe('🇩🇿AlgeriaDZ');
    await user.keyboard('{Enter}');
    expect(country().value).toBe('Algeria');
    expect(country().getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('[data-flag="DZ"]')?.textContent).toBe('🇩🇿');

    // Escape leaves the choice as it was.
    await user.click(country());
    await user.keyboard('fra{Escape}');
    expect(country().value).toBe('Algeria');

    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByTestId('location');
    expect(calls[0]).toMatchObject({ route: 'POST /auth/signup', body: { country: 'DZ' } });
  });

  it('picks a country with the mouse', async () => {
    mockApi({});
    const { user } = renderPage(<SignupPage />, '/signup');
    await pickCountry(user, 'united k', 'United Kingdom');
    expect(country().value).toBe('United Kingdom');
    expect(document.activeElement).toBe(country());
  });

  it('shows flag images from the configured service, and the emoji when one does not load', async () => {
    mockApi({ 'GET /config/public': withTemplates(null, 'https://flags.example/{code}.svg') });
    const { user } = renderPage(<SignupPage />, '/signup');
    const flag = await waitFor(() => {
      const img = document.querySelector('img[data-flag="IN"]') as HTMLImageElement | null;
      expect(img).not.toBeNull();
      return img!;
    });
    expect(flag.getAttribute('src')).toBe('https://flags.example/in.svg');
    expect(flag.getAttribute('alt')).toBe('');
    fireEvent.error(flag);
    expect(document.querySelector('img[data-flag="IN"]')).toBeNull();
    expect(document.querySelector('[data-flag="IN"]')?.textContent).toBe('🇮🇳');

    await user.click(country());
    await user.keyboard('germ');
    const option = screen.getByRole('option', { name: 'Germany' });
    expect(option.querySelector('img')?.getAttribute('src')).toBe('https://flags.example/de.svg');
  });

  it('uses emoji flags at once after three flag images failed and none loaded', async () => {
    mockApi({ 'GET /config/public': withTemplates(null, 'https://down.example/{code}.svg') });
    const { user } = renderPage(<SignupPage />, '/signup');
    await waitFor(() => expect(document.querySelector('img[data-flag="IN"]')).not.toBeNull());
    await user.click(country());
    const images = Array.from(document.querySelectorAll('[role="option"] img'));
    expect(images.length).toBeGreaterThan(3);
    for (const img of images.slice(0, 3)) fireEvent.error(img);
    await user.keyboard('germ');
    const option = screen.getByRole('option', { name: 'Germany' });
    expect(option.querySelector('img')).toBeNull();
    expect(option.textContent).toBe('🇩🇪GermanyDE');
  });

  it('suggests companies from 3 characters, once the typing pauses, with initials without a logo service', async () => {
    mockApi({ 'GET /companies/suggest': { body: ACME } });
    const { user } = renderPage(<SignupPage />, '/signup');
    await user.type(company(), 'ac');
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(lookups()).toEqual([]);
    expect(company().getAttribute('aria-expanded')).toBe('false');

    await user.type(company(), 'me');
    await screen.findAllByRole('option');
    const list = screen.getByRole('listbox', { name: 'Company suggestions' });
    // One lookup for the text as it stood when the typing paused.
    expect(lookups()).toEqual(['acme']);
    expect(list.id).toBe(company().getAttribute('aria-controls'));
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['ACAcme Corpacme.com', 'ALAcme Labsacmelabs.io']);
    // Initials, no images (a logo URL from the provider is not shown: the page loads no other images).
    expect(document.querySelectorAll('[role="option"] img')).toHaveLength(0);
  });

  it('fills the company name from a suggestion, keeps free text, and sends it with the signup', async () => {
    const one = makeUser([{ id: 'o1' }]);
    const calls = mockApi({
      'GET /companies/suggest': { body: ACME },
      'POST /auth/signup': { body: { accessToken: 'jwt', user: one } },
      'POST /auth/context_login': { body: one },
    });
    const { user } = renderPage(<SignupPage />, '/signup');
    await user.type(company(), 'acm');
    await screen.findByRole('option', { name: /Acme Labs/ });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(company().value).toBe('Acme Labs');
    expect(company().getAttribute('aria-expanded')).toBe('false');

    // Free text stays allowed: a name nobody suggested.
    await user.type(company(), ' Europe');
    expect(company().value).toBe('Acme Labs Europe');

    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByTestId('location');
    expect(calls.find((c) => c.route === 'POST /auth/signup')).toMatchObject({
      body: { companyName: 'Acme Labs Europe', country: 'IN' },
    });
  });

  it('shows logos from the configured service and initials for a logo that does not load', async () => {
    mockApi({
      'GET /config/public': withTemplates('https://logos.example/{domain}?size=64', null),
      'GET /companies/suggest': { body: ACME },
    });
    const { user } = renderPage(<SignupPage />, '/signup');
    await user.type(company(), 'acme');
    const corp = await screen.findByRole('option', { name: /Acme Corp/ });
    const logo = corp.querySelector('img')!;
    expect(logo.getAttribute('src')).toBe('https://logos.example/acme.com?size=64');
    expect(corp.textContent).toBe('Acme Corpacme.com');
    fireEvent.error(logo);
    expect(corp.querySelector('img')).toBeNull();
    expect(corp.textContent).toBe('ACAcme Corpacme.com');
    // The other company's logo is unaffected.
    expect(screen.getByRole('option', { name: /Acme Labs/ }).querySelector('img')).not.toBeNull();
  });

  it('caches lookups, and a failing suggestion service leaves a plain text field', async () => {
    let answer: Answer = { body: ACME };
    mockApi({ 'GET /companies/suggest': () => answer });
    const { user } = renderPage(<SignupPage />, '/signup');
    await user.type(company(), 'acme');
    await screen.findByRole('option', { name: /Acme Corp/ });
    await user.clear(company());
    await user.type(company(), 'acme');
    await screen.findByRole('option', { name: /Acme Corp/ });
    expect(lookups()).toEqual(['acme']);

    answer = { status: 503, body: { message: 'unavailable' } };
    await user.type(company(), 'x');
    await waitFor(() => expect(lookups()).toEqual(['acme', 'acmex']));
    await waitFor(() => expect(company().getAttribute('aria-expanded')).toBe('false'));
    expect(company().value).toBe('acmex');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
