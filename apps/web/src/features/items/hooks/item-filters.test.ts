import { describe, expect, it } from 'vitest';
import { listApiQuery, readItemFilters } from './item-filters';

const read = (query: string) => readItemFilters(new URLSearchParams(query));

describe('item list filters from the address', () => {
  it.each([
    ['', { category: '', subcategory: '', grade: '', slots: '', q: '', sort: 'name', dir: '', page: 1 }],
    [
      'category=props&subcategory=collection&grade=5&slots=2&q=%20gold%20&sort=value_per_slot&dir=asc&page=3',
      {
        category: 'props',
        subcategory: 'collection',
        grade: '5',
        slots: '2',
        q: 'gold',
        sort: 'value_per_slot',
        dir: 'asc',
        page: 3,
      },
    ],
    // Values the API would refuse are dropped, so a mistyped link shows the list, not an error.
    [
      'category=food&subcategory=%3Cscript%3E&grade=9&slots=0&sort=cheapest&dir=up&page=-2',
      { category: '', subcategory: '', grade: '', slots: '', q: '', sort: 'name', dir: '', page: 1 },
    ],
    // Leading zeros name the same grade; a page number past 999 is not one.
    ['grade=06&page=12', { grade: '6', page: 12 }],
    ['page=1000', { page: 1 }],
  ])('%s', (query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });

  it('asks the API for one page, its parameters in a fixed order', () => {
    expect(listApiQuery(read('sort=price&q=ak&category=acc&page=2'))).toBe(
      'category=acc&q=ak&sort=price&limit=50&offset=50',
    );
    // The same view written in another order is the same cache entry.
    expect(listApiQuery(read('category=acc&page=2&q=ak&sort=price'))).toBe(
      listApiQuery(read('q=ak&sort=price&category=acc&page=2')),
    );
  });
});
