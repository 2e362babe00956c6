// One naming scheme for URL parameters (issue 12, Tooling): `<prefix><CamelName>`, a 2-3 letter prefix per island, so
// two islands on one page can never read each other's parameters. The registry is src/islands/url-specs.ts.
import { describe, expect, it } from 'vitest';
import { ISLAND_URL_SPECS } from '~/islands/url-specs';

const NAME = /^[a-z]{2,3}[A-Z0-9][A-Za-z0-9]*$/;
/** The island's prefix: the lower-case letters before the first upper-case letter or digit. */
const prefixOf = (key: string): string => /^[a-z]*/.exec(key)![0];

const islands = Object.entries(ISLAND_URL_SPECS).map(([island, specs]) => ({ island, keys: Object.keys(specs) }));

describe('URL parameter names', () => {
  it('finds the islands (the registry is not empty)', () => {
    expect(islands.length).toBeGreaterThan(10);
  });

  it('are <2-3 letter prefix><CamelName> for every parameter of every island', () => {
    const bad = islands.flatMap(({ island, keys }) => keys.filter((k) => !NAME.test(k)).map((k) => `${island}: ${k}`));
    expect(bad, `parameter names not matching ${NAME}`).toEqual([]);
  });

  it('use one prefix per island', () => {
    const mixed = islands
      .map(({ island, keys }) => ({ island, prefixes: [...new Set(keys.filter((k) => NAME.test(k)).map(prefixOf))] }))
      .filter(({ prefixes }) => prefixes.length > 1)
      .map(({ island, prefixes }) => `${island}: ${prefixes.join(', ')}`);
    expect(mixed, 'islands whose parameters use more than one prefix').toEqual([]);
  });

  it('give every island its own prefix', () => {
    const owners = new Map<string, string[]>();
    for (const { island, keys } of islands) {
      for (const prefix of new Set(keys.filter((k) => NAME.test(k)).map(prefixOf))) owners.set(prefix, [...(owners.get(prefix) ?? []), island]);
    }
    const shared = [...owners].filter(([, owned]) => owned.length > 1).map(([prefix, owned]) => `${prefix}: ${owned.join(', ')}`);
    expect(shared, 'prefixes used by more than one island').toEqual([]);
  });
});
