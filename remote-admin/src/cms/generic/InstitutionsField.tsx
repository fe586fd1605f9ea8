import type { Institution } from '@lab/shared';
import { describedBy, FormField } from '@lab/shared/react';
import { Input, Select } from 'antd';

const ID = 'cms-item-institutions';

interface InstitutionsFieldProps {
  /** A super_admin's choice (none: global); null: the user's own institution, fixed. */
  choices: Institution[] | null;
  value: number[];
  onChange(ids: number[]): void;
  /** The user's own institution, shown fixed when they do not pick. */
  own: { id: number; name: string } | null;
}

/**
 * The institutions of a marker or panel: a super_admin picks any (none
 * selected: global); an institution_admin sees their own institution, fixed on the item.
 */
export function InstitutionsField({ choices, value, onChange, own }: InstitutionsFieldProps) {
  if (choices) {
    const hint = 'None selected: the item is global, offered to every institution';
    return (
      <FormField id={ID} label="Institutions" hint={hint}>
        <Select<number[]>
          id={ID}
          mode="multiple"
          aria-describedby={describedBy(ID, { hint })}
          placeholder="Global (all institutions)"
          value={value}
          onChange={onChange}
          options={choices.map((i) => ({ value: i.id, label: i.name }))}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: '100%' }}
        />
      </FormField>
    );
  }
  const hint = 'Your institution is always included';
  return (
    <FormField id={ID} label="Institutions" hint={hint}>
      {/* read-only text rather than a disabled select, whose grey falls short of AA contrast */}
      <Input id={ID} readOnly aria-describedby={describedBy(ID, { hint })} value={own?.name ?? ''} />
    </FormField>
  );
}
