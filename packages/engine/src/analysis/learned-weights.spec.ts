import { classProbabilities, encodeTable, extendId, featureId, WeightTable } from './learned-weights';

describe('weight tables', () => {
  it('round-trips weights by feature text and id, negative ids and weights included, to hundredths', () => {
    const rows: [string | number, number[]][] = [
      ['RS=positive', [1.25, -0.5, 0]],
      ['W=cheaper', [-3.07, 0.01, 2.5]],
      [-1, [0.33, 0, -0.33]],
      [0x7fffffff, [-327.67, 327.67, 0.02]],
      [-0x80000000, [0, 0, -0.014]],
    ];
    const table = new WeightTable(encodeTable(rows, 3), 3);
    expect(table.size).toBe(5);
    expect(table.of('RS=positive')).toEqual([1.25, -0.5, 0]);
    expect(table.of('W=cheaper')).toEqual([-3.07, 0.01, 2.5]);
    const z = [0, 0, 0];
    table.addTo(z, -1);
    table.addTo(z, 0x7fffffff);
    table.addTo(z, -0x80000000);
    expect(z.map((v) => Math.round(v * 100) / 100)).toEqual([-327.34, 327.67, -0.32]);
    expect(table.of('never seen')).toBeUndefined();
  });

  it('reads an empty table as one with no rows', () => {
    const table = new WeightTable('', 2);
    expect(table.size).toBe(0);
    expect(classProbabilities(['anything'], table)).toEqual([0.5, 0.5]);
  });

  it('computes a feature id from its parts as from its whole text', () => {
    expect(extendId(featureId('RB='), 'listed')).toBe(featureId('RB=listed'));
  });
});
