// The instrument form's own pickers: its lab and the addresses results may come from.
import { INSTRUMENT_ADDRESSES_MAX, INTERFACE_SCREEN_TEXTS as TEXTS } from '@lab/shared';
import { describedBy, FormField } from '@lab/shared/react';
import { Select } from 'antd';

const LAB = 'instrument-lab';
const ADDRESSES = 'instrument-addresses';

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
