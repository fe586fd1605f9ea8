import { LIST_COUNT_CAP } from '@lab/shared';
import { Button, Flex } from 'antd';

export interface CountItem<K extends string> {
  key: K;
  label: string;
  /** Undefined until the list has answered: shown as a dash. */
  count: number | undefined;
}

interface CountFilterProps<K extends string> {
  /** The group's accessible name ('Messages by status'). */
  label: string;
  items: readonly CountItem<K>[];
  chosen: K | undefined;
  /** Undefined: no filter (the "All" button, or the chosen one pressed again). */
  onChoose(key: K | undefined): void;
  allLabel: string;
}

/** A count the server stopped at the cap (LIST_COUNT_CAP + 1) reads '1,000+'; a total holding one, 'n+'. */
const figure = (count: number | undefined, atLeast = false) => {
  if (count === undefined) return '—';
  if (count > LIST_COUNT_CAP && !atLeast) return `${LIST_COUNT_CAP.toLocaleString('en-US')}+`;
  return `${count.toLocaleString('en-US')}${atLeast ? '+' : ''}`;
};

/**
 * A list's counts by status as a row of toggle buttons: each shows how many there are and filters
 * the list to them (aria-pressed says which one is applied); "All" and the total clear the filter.
 */
export function CountFilter<K extends string>({ label, items, chosen, onChoose, allLabel }: CountFilterProps<K>) {
  const known = items.every((i) => i.count !== undefined);
  const capped = items.some((i) => (i.count ?? 0) > LIST_COUNT_CAP);
  const total = known ? items.reduce((sum, i) => sum + Math.min(i.count ?? 0, LIST_COUNT_CAP), 0) : undefined;
  const tile = (key: K | undefined, text: string, count: number | undefined, atLeast = false) => {
    const pressed = chosen === key;
    return (
      <Button key={key ?? ''} type={pressed ? 'primary' : 'default'} aria-pressed={pressed} onClick={() => onChoose(pressed ? undefined : key)}>
        {text} <strong style={{ marginLeft: 4 }}>{figure(count, atLeast)}</strong>
      </Button>
    );
  };
  return (
    <Flex role="group" aria-label={label} gap={8} wrap>
      {tile(undefined, allLabel, total, capped)}
      {items.map((i) => tile(i.key, i.label, i.count))}
    </Flex>
  );
}
