import type { Institution } from '@lab/shared';
import { describedBy, FormField } from '@lab/shared/react';
import { Input, Select } from 'antd';

/** One institution (an instrument serves one) or several (a marker or panel; none: global). */
type Selection =
  | { multiple: true; value: number[]; onChange(ids: number[]): void }
  | { multiple?: false; value: number | undefined; onChange(id: number): void };

type InstitutionsFieldProps = Selection & {
  id: string;
  label: string;
  placeholder: string;
  /** A super_admin's choice; null: the user's own institution, fixed. */
  choices: Institution[] | null;
  /** The institution shown when it is fixed. */
  fixedName: string;
  /** A choice is needed (when there is one to make). */
  required?: boolean;
  /** Under the picker. */
  hint?: string;
  /** Under the fixed institution. */
  fixedHint?: string;
};

/**
 * The institution(s) a CMS item (a marker, a panel, an instrument) belongs to: a super_admin picks
 * them; anyone else sees the item's institution (their own for a new item), fixed.
 */
export function InstitutionsField(props: InstitutionsFieldProps) {
  const { id, label, placeholder, choices, fixedName, required, hint, fixedHint } = props;
  if (!choices) {
    return (
      <FormField id={id} label={label} hint={fixedHint}>
        {/* read-only text rather than a disabled select, whose grey falls short of AA contrast */}
        <Input id={id} readOnly aria-describedby={describedBy(id, { hint: fixedHint })} value={fixedName} />
      </FormField>
    );
  }
  const select = {
    id,
    placeholder,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(id, { hint }),
    options: choices.map((i) => ({ value: i.id, label: i.name })),
    showSearch: { optionFilterProp: 'label' },
    style: { width: '100%' },
  };
  return (
    <FormField id={id} label={label} required={required} hint={hint}>
      {props.multiple ? (
        <Select<number[]> {...select} mode="multiple" value={props.value} onChange={props.onChange} />
      ) : (
        <Select<number> {...select} value={props.value} onChange={props.onChange} />
      )}
    </FormField>
  );
}
