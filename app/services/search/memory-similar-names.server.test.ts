import { describe, expect, it } from 'vitest';
import { NameCatalogue } from './memory-similar-names.server';
import { similarity } from './trigrams';

describe('the names of the indexed listings', () => {
  const put = (catalogue: NameCatalogue, id: number, name: string) => catalogue.put(id, name, name.toLowerCase());
  const closest = (catalogue: NameCatalogue, q: string, limit = 10) => catalogue.closest(q, limit).map(({ group, similarity: value }) => ({ members: [...catalogue.membersOf(group)], value }));

  it('groups listings by lower-cased name and finds the close ones, closest first', () => {
    const catalogue = new NameCatalogue();
    put(catalogue, 1, 'Heat Gun');
    put(catalogue, 2, 'HEAT GUN');
    put(catalogue, 3, 'Glue Gun');
    put(catalogue, 4, 'Basmati Rice');
    expect(closest(catalogue, 'het gun')).toEqual([
      { members: [1, 2], value: similarity('heat gun', 'het gun') },
      { members: [3], value: similarity('glue gun', 'het gun') },
    ]);
    expect(closest(catalogue, 'zzz')).toEqual([]);
    expect(closest(catalogue, '')).toEqual([]);
  });

  it('follows renames and removals, and forgets a name no listing has', () => {
    const catalogue = new NameCatalogue();
    put(catalogue, 1, 'Heat Gun');
    put(catalogue, 2, 'Heat Gun');
    put(catalogue, 2, 'Glue Gun');
    expect(closest(catalogue, 'heat gun')[0]?.members).toEqual([1]);
    catalogue.remove(1);
    expect(closest(catalogue, 'heat gun').map((name) => name.members)).toEqual([[2]]);
    catalogue.remove(1);
    put(catalogue, 2, 'Glue Gun');
    expect(closest(catalogue, 'glue gun').map((name) => name.members)).toEqual([[2]]);
  });

  it('counts the limit in spellings, as product_names has a row per spelling', () => {
    const catalogue = new NameCatalogue();
    put(catalogue, 1, 'Heat Gun');
    put(catalogue, 2, 'HEAT GUN');
    put(catalogue, 3, 'Heat Guns');
    // Two rows of the closest name fill a limit of two: the next name is not reached.
    expect(closest(catalogue, 'heat gun', 2).map((name) => name.members)).toEqual([[1, 2]]);
    expect(closest(catalogue, 'heat gun', 3).map((name) => name.members)).toEqual([[1, 2], [3]]);
  });
});
