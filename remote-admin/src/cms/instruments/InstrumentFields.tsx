// The instrument form's pickers: its institution, its lab and the addresses results may come from.
import { INSTRUMENT_ADDRESSES_MAX, INTERFACE_SCREEN_TEXTS as TEXTS, type Institution } from '@lab/shared';
import { describedBy, FormField } from '@lab/shared/react';
import { Input, Select } from 'antd';

const INSTITUTION = 'instrument-institution';
const LAB = 'instrument-lab';
const ADDRESSES = 'instrument-addresses';

interface InstitutionFieldProps {
  /** A super_admin's choice; null: the institution is fixed (`fixedName`). */
  choices: Institution[] | null;
  value: number | undefined;
  onChange(id: number): void;
  fixedName: string;
}

/** A super_admin picks the institution the instrument serves; an institution's admin sees their own, fixed. */
export function InstitutionField({ choices, value, onChange, fixedName }: InstitutionFieldProps) {
  if (!choices) {
    // read-only text rather than a disabled select, whose grey falls short of AA contrast
    return (
      <FormField id={INSTITUTION} label="Institution">
        <Input id={INSTITUTION} readOnly value={fixedName} />
      </FormField>
    );
  }
  return (
    <FormField id={INSTITUTION} label="Institution" required>
      <Select<number>
        id={INSTITUTION}
        aria-required
        placeholder="Choose an institution"
        value={value}
        onChange={onChange}
        options={choices.map((i) => ({ value: i.id, label: i.name }))}
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: '100%' }}
      />
    </FormField>
  );
}

/** The lab the instrument stands in (optional): the labs the CMS lists. */
export function LabField({ options, value, onChange }: { options: { value: number; label: string }[]; value: number | null; onChange(id: number | null): void }) {
  return (
    <FormField id={LAB} label="Lab">
      <Select<number>
        id={LAB}
        allowClear
        placeholder="No lab"
        value={value ?? undefined}
        onChange={(id?: number) => onChange(id ?? null)}
        options={options}
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: '100%' }}
      />
    </FormField>
  );
}

/** The IP addresses results may come from, as tags: typed and Enter (or a comma or space) adds one. */
export function AllowedAddressesField({ value, onChange }: { value: string[]; onChange(addresses: string[]): void }) {
  return (
    <FormField id={ADDRESSES} label="Allowed source addresses" hint={TEXTS.addressesHint}>
      <Select<string[]>
        id={ADDRESSES}
        mode="tags"
        aria-describedby={describedBy(ADDRESSES, { hint: TEXTS.addressesHint })}
        placeholder="127.0.0.1"
        value={value}
        onChange={(addresses) => onChange(addresses.map((a) => a.trim()).filter(Boolean))}
        tokenSeparators={[',', ' ']}
        maxCount={INSTRUMENT_ADDRESSES_MAX}
        open={false}
        suffixIcon={null}
        style={{ width: '100%' }}
      />
    </FormField>
  );
}
