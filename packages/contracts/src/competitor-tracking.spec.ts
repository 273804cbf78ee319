import { isOwnBrand, isTracked } from './competitor-tracking';

const brand = {
  brandName: 'Northwind Coffee',
  brandAliases: ['NW Roasters'],
  websiteDomain: 'www.northwindcoffee.example',
};

describe('competitor tracking rules', () => {
  it.each([
    'Northwind Coffee',
    'northwind coffee',
    'Northwind',
    'Northwind Coffee Co.',
    'NW-Roasters',
    'NorthwindCoffee',
  ])('%s is the own brand', (name) => expect(isOwnBrand(name, brand)).toBe(true));
  it.each(['Blue Bottle', 'Stumptown', 'Nor', 'Coffee', ''])('%s is not', (name) =>
    expect(isOwnBrand(name, brand)).toBe(false),
  );
  it('knows tracked competitors by name or alias, ignoring case and punctuation', () => {
    const tracked = [{ name: 'Stumptown', aliases: ['Stumptown Coffee Roasters'] }];
    expect(isTracked('stumptown', tracked)).toBe(true);
    expect(isTracked('Stumptown Coffee-Roasters', tracked)).toBe(true);
    expect(isTracked('Blue Bottle', tracked)).toBe(false);
  });
});
