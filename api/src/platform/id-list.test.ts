import { readIdList } from './id-list';

const refused = (value: unknown) => () => readIdList('sample_type_ids', value);
const WHY = "sample_type_ids must be a list of ids: an array such as [1, 2], or the text '[1,2]' or '1, 2'";

describe('readIdList', () => {
  it('reads the three forms the forms send, as distinct ids ascending', () => {
    expect(readIdList('x', [3, 1, 2])).toEqual([1, 2, 3]);
    expect(readIdList('x', '[1,2]')).toEqual([1, 2]);
    expect(readIdList('x', ' [ 2, 1, 2 ] ')).toEqual([1, 2]);
    expect(readIdList('x', '1, 2')).toEqual([1, 2]);
    expect(readIdList('x', '7')).toEqual([7]);
    expect(readIdList('x', '2,1,,2,')).toEqual([1, 2]);
    expect(readIdList('x', ['4', 3])).toEqual([3, 4]);
    expect(readIdList('x', '["5","6"]')).toEqual([5, 6]);
  });

  it('reads nothing as an empty list', () => {
    for (const value of [undefined, null, '', '  ', '[]', []]) expect(readIdList('x', value)).toEqual([]);
  });

  it('refuses anything else with a 400 naming the field', () => {
    for (const value of ['abc', '1,a', '1.5', '[1,', '{"a":1}', '[[1]]', '0', '-1', '2147483648', '1 2', [1.5], [0], [null], [[1]], [{ id: 1 }], 12, true, { a: 1 }]) {
      expect(refused(value)).toThrow(expect.objectContaining({ statusCode: 400, message: WHY }));
    }
  });

  it('refuses an absurdly long list', () => {
    expect(() => readIdList('marker_ids', Array.from({ length: 201 }, (_, i) => i + 1))).toThrow('marker_ids may hold at most 200 ids');
  });
});
