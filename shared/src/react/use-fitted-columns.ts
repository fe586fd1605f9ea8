import { Grid, type TableColumnsType } from 'antd';

/** The width reckoned for a column that names none, when the table's scroll width is summed. */
const UNSIZED_COLUMN = 120;

/**
 * A list's columns for the screen it is shown on, and the width below which its table scrolls
 * sideways. A column's `responsive` (antd's field) names the breakpoints it shows from, so a phone
 * keeps the list's priority columns and a laptop all of them; each column's `width` is what it
 * needs, so the table scrolls only when the visible columns truly do not fit (a pinned Actions
 * column then stays in view without covering any other). Where no breakpoint is known to match
 * (jsdom, before the first measure) every column shows, as on a laptop.
 */
export function useFittedColumns<T>(columns: TableColumnsType<T>): { columns: TableColumnsType<T>; scroll: { x: number } } {
  const screens = Grid.useBreakpoint();
  const measured = Object.values(screens).some(Boolean);
  const visible = columns
    .filter((column) => !measured || !column.responsive || column.responsive.some((breakpoint) => screens[breakpoint]))
    // antd would filter again by its own measure, which jsdom does not have
    .map(({ responsive: _shownFrom, ...column }) => column);
  const x = visible.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : UNSIZED_COLUMN), 0);
  return { columns: visible, scroll: { x } };
}
