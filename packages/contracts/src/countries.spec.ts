import { describe, expect, it } from '@jest/globals';
import { COUNTRIES, COUNTRY_SEARCH_LIMIT, searchCountries } from './countries';

const codes = (term: string) => searchCountries(term).map((c) => c.code);

describe('country search', () => {
  it('lists the first 30 names A-Z without text', () => {
    const list = searchCountries('');
    expect(list).toHaveLength(COUNTRY_SEARCH_LIMIT);
    expect(list.slice(0, 3).map((c) => c.label)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
  });

  it('puts the exact code first, then names starting with the text, then word starts, then the rest', () => {
    expect(codes('de')[0]).toBe('DE');
    expect(codes('ger')).toEqual(['DE', 'DZ', 'NE', 'NG']);
    expect(codes('guinea')).toEqual(['GN', 'GW', 'GQ', 'PG']);
    expect(codes('king')).toEqual(['GB']);
    expect(codes('IN')[0]).toBe('IN');
  });

  it('ignores case and accents, and returns at most 30', () => {
    expect(codes('ALAND')).toEqual(['AX', 'NZ']);
    expect(codes('curacao')).toEqual(['CW']);
    expect(searchCountries('a')).toHaveLength(30);
    expect(searchCountries('a', 500).length).toBeGreaterThan(30);
    expect(codes('zzz')).toEqual([]);
  });

  it('only ever returns real entries', () => {
    for (const c of searchCountries('an', 500)) expect(COUNTRIES).toContainEqual(c);
  });
});
