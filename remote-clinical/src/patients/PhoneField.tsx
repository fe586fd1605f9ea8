import { composePhone, COUNTRIES, countryByCode, type Country } from '@lab/shared';
import { Input, Select, Space } from 'antd';

export interface PhoneValue {
  /** ISO code of the dialling country, e.g. 'GB'. */
  country: string;
  /** The national number as typed. */
  national: string;
}

// In these countries the leading 0 is part of the subscriber number (Italy, San Marino, Vatican City).
const KEEPS_LEADING_ZERO = new Set(['IT', 'SM', 'VA']);

/**
 * The stored form of a phone value ('+447700900123'), or null without digits.
 *
 * People type national numbers as dialled at home, with the trunk prefix ('07700 900123' in the UK).
 * The shared phone helper deliberately keeps every digit (composePhone/parsePhone never drop a 0,
 * because in Italy, San Marino and Vatican City it belongs to the number), so the form removes one
 * leading trunk '0' here, except for those countries.
 */
export function phoneToStore({ country, national }: PhoneValue): string | null {
  const trimmed = KEEPS_LEADING_ZERO.has(country) ? national : national.replace(/^\D*0/, '');
  return composePhone(country, trimmed) || null;
}

const options = COUNTRIES.map((c) => ({ value: c.code, label: `${c.code} ${c.dialCode} ${c.name}`, country: c }));

/** A search matches a country's name, its ISO code, or the start of its dial code ('44', '+1 876'). */
const matches = (search: string, country: Country) => {
  const needle = search.trim().toLowerCase();
  const digits = needle.replace(/\D/g, '');
  return (
    country.name.toLowerCase().includes(needle) ||
    country.code.toLowerCase() === needle ||
    (digits !== '' && country.dialCode.replace(/\D/g, '').startsWith(digits))
  );
};

/** Phone number as a dialling country (ISO code, dial code, name; searchable) and the national number. */
export function PhoneField({ id, value, onChange }: { id: string; value: PhoneValue; onChange(value: PhoneValue): void }) {
  return (
    <Space.Compact block>
      <Select
        aria-label="Phone dial code"
        value={value.country}
        onChange={(country: string) => onChange({ ...value, country })}
        options={options}
        showSearch={{ filterOption: (search, option) => (option ? matches(search, option.country) : false) }}
        labelRender={({ value: code }) => {
          const country = countryByCode(String(code));
          return country ? `${country.code} ${country.dialCode}` : String(code);
        }}
        popupMatchSelectWidth={320}
        style={{ width: 130, flex: 'none' }}
      />
      <Input
        id={id}
        name="phone"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        placeholder="National number"
        value={value.national}
        onChange={(e) => onChange({ ...value, national: e.target.value })}
      />
    </Space.Compact>
  );
}
