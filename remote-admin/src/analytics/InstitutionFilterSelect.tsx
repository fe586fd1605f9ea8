import type { InstitutionAnalytics } from '@lab/shared';
import { Select } from 'antd';

const ALL = 0;

interface InstitutionFilterSelectProps {
  /** The filtered institution, or none (all institutions). */
  value: number | undefined;
  /** The options: the institutions of GET /analytics/institutions; null until they are there. */
  institutions: InstitutionAnalytics[] | null;
  onChange(id: number | undefined): void;
}

/** The overview's institution filter (super_admin only): 'All institutions' or one of them. */
export function InstitutionFilterSelect({ value, institutions, onChange }: InstitutionFilterSelectProps) {
  const options = [{ value: ALL, label: 'All institutions' }, ...(institutions ?? []).map((i) => ({ value: i.id, label: i.name }))];
  // a filter from the address shows its number until the names are there
  if (value && !options.some((o) => o.value === value)) options.push({ value, label: `Institution ${value}` });
  return (
    <Select<number>
      aria-label="Institution"
      showSearch={{ optionFilterProp: 'label' }}
      loading={!institutions}
      style={{ minWidth: 220 }}
      value={value ?? ALL}
      onChange={(id) => onChange(id === ALL ? undefined : id)}
      options={options}
    />
  );
}
