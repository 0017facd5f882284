/**
 * The per-provider country lists of the ramp directory (src/data/ramps.ts) and the country index
 * that docs/build/stablecoins/ramps-and-exchanges.md renders from them.
 */
import {describe, expect, it} from 'vitest';

import {ramps, rampsByCountry} from '../../src/data/ramps';

describe('ramp countries', () => {
  it('every consumer ramp lists its countries, once each', () => {
    for (const ramp of ramps) {
      if (ramp.kind === 'api') continue;
      const countries = ramp.countries ?? [];
      expect(countries.length, `ramps "${ramp.name}": add the countries the source lists`).toBeGreaterThan(0);
      expect(new Set(countries).size, `ramps "${ramp.name}": a country is listed twice`).toBe(countries.length);
    }
  });

  it('a count in the coverage text matches the list, or says how many the source lists', () => {
    for (const ramp of ramps) {
      const count = /^(\d+) countries/.exec(ramp.coverage)?.[1];
      if (!count || !ramp.countries) continue;
      const listed = /the source lists (\d+)/.exec(ramp.coverage)?.[1];
      const expected = Number(listed ?? count);
      // Simplex's source list names Eswatini twice (also as Swaziland): one entry fewer here.
      const tolerance = ramp.name === 'Simplex' ? 1 : 0;
      expect(expected - ramp.countries.length, `ramps "${ramp.name}": ${ramp.coverage} but ${ramp.countries.length} listed`).toBeLessThanOrEqual(tolerance);
      expect(expected - ramp.countries.length).toBeGreaterThanOrEqual(0);
    }
  });

  it('indexes countries alphabetically with their providers', () => {
    const index = rampsByCountry();
    const names = index.map((c) => c.country);
    expect(names).toEqual([...names].sort());
    const brazil = index.find((c) => c.country === 'Brazil');
    expect(brazil?.ramps).toEqual(expect.arrayContaining(['Bitfy', 'FlowBTC']));
    expect(index.some((c) => c.country === 'Swaziland')).toBe(false);
  });
});
