import { describedBy, FormField } from '@lab/shared/react';
import { Checkbox, Input } from 'antd';

interface BasicItemValues {
  name: string;
  description: string;
  active: boolean;
}

interface BasicItemFieldsProps<V extends BasicItemValues> {
  /** The id prefix of the dialog's fields. */
  idPrefix: string;
  values: V;
  set(patch: Partial<BasicItemValues>): void;
}

/** Name (required), Description and Active: the fields every CMS item has. */
export function BasicItemFields<V extends BasicItemValues>({ idPrefix, values, set }: BasicItemFieldsProps<V>) {
  return (
    <>
      <FormField id={`${idPrefix}-name`} label="Name" required>
        <Input id={`${idPrefix}-name`} required aria-required autoFocus maxLength={200} value={values.name} onChange={(e) => set({ name: e.target.value })} />
      </FormField>
      <FormField id={`${idPrefix}-description`} label="Description">
        <Input.TextArea id={`${idPrefix}-description`} rows={3} maxLength={1000} value={values.description} onChange={(e) => set({ description: e.target.value })} />
      </FormField>
      <Checkbox checked={values.active} onChange={(e) => set({ active: e.target.checked })}>
        Active
      </Checkbox>
    </>
  );
}

/** Sort Order: a whole number of at least 0, default 0; lower sorts first. */
export function SortOrderField({ id, value, onChange }: { id: string; value: string; onChange(value: string): void }) {
  const hint = 'Lower numbers are listed first';
  return (
    <FormField id={id} label="Sort Order" hint={hint}>
      <Input id={id} type="number" min={0} step={1} inputMode="numeric" aria-describedby={describedBy(id, { hint })} value={value} onChange={(e) => onChange(e.target.value)} />
    </FormField>
  );
}
