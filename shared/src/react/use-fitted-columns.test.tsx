/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import { Grid, type TableColumnsType } from 'antd';
import { useFittedColumns } from './use-fitted-columns';

interface Row {
  id: number;
}
const columns: TableColumnsType<Row> = [
  { title: 'Name', key: 'name', width: 150 },
  { title: 'Born', key: 'born', width: 110, responsive: ['sm'] },
  { title: 'Institution', key: 'institution', responsive: ['xl'] },
  { title: 'Actions', key: 'actions', width: 80, fixed: 'right' },
];

const onScreen = (screens: Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl', boolean>>) => jest.spyOn(Grid, 'useBreakpoint').mockReturnValue(screens);
const titles = (result: { current: { columns: TableColumnsType<Row> } }) => result.current.columns.map((c) => c.title);

afterEach(() => jest.restoreAllMocks());

test('a phone keeps the priority columns, and the table is as wide as they are', () => {
  onScreen({ xs: true, sm: false, md: false, lg: false, xl: false, xxl: false });
  const { result } = renderHook(() => useFittedColumns(columns));
  expect(titles(result)).toEqual(['Name', 'Actions']);
  expect(result.current.scroll).toEqual({ x: 230 });
});

test('a laptop shows every column from its breakpoint up; a column without a width counts as 120 px', () => {
  onScreen({ xs: false, sm: true, md: true, lg: true, xl: true, xxl: false });
  const { result } = renderHook(() => useFittedColumns(columns));
  expect(titles(result)).toEqual(['Name', 'Born', 'Institution', 'Actions']);
  expect(result.current.scroll).toEqual({ x: 460 });
  expect(result.current.columns.some((c) => 'responsive' in c)).toBe(false); // antd does not filter again
});

test('where no breakpoint is known to match, every column shows', () => {
  onScreen({});
  const { result } = renderHook(() => useFittedColumns(columns));
  expect(titles(result)).toEqual(['Name', 'Born', 'Institution', 'Actions']);
});
