/** The options of a picker: the active items, plus any inactive one the item already holds. */
export function activeOptions<T extends { id: number; name: string; active: boolean }>(items: readonly T[], kept: readonly number[] = []) {
  return items.filter((i) => i.active || kept.includes(i.id)).map((i) => ({ value: i.id, label: i.name }));
}
