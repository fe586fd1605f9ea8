import { Flex, Select } from 'antd';
import { useEffect, useState } from 'react';
import { fetchClinicianOptions, fetchInstitutionOptions, type ActivityFilterKind, type Option } from './dashboard-api';
import type { ActivitySelection } from './use-dashboard';

/** super_admin only: All Activities, By Institution, By Clinician (first 10). */
export function ActivityFilter({ onChange }: { onChange: (selection: ActivitySelection) => void }) {
  const [kind, setKind] = useState<ActivityFilterKind>('all');
  const [institutions, setInstitutions] = useState<Option[]>([]);
  const [clinicians, setClinicians] = useState<Option[]>([]);

  useEffect(() => {
    fetchInstitutionOptions().then(setInstitutions, (error: unknown) => console.error('Failed to load institutions', error));
    fetchClinicianOptions().then(setClinicians, (error: unknown) => console.error('Failed to load clinicians', error));
  }, []);

  const options = kind === 'institution' ? institutions : clinicians;
  return (
    <Flex gap={8}>
      <Select
        aria-label="Activity filter"
        value={kind}
        style={{ width: 170 }}
        onChange={(next: ActivityFilterKind) => {
          setKind(next);
          if (next === 'all') onChange({ kind: 'all' });
        }}
        options={[
          { value: 'all', label: 'All Activities' },
          { value: 'institution', label: 'By Institution' },
          { value: 'clinician', label: 'By Clinician' },
        ]}
      />
      {kind !== 'all' && (
        <Select
          key={kind}
          aria-label={kind === 'institution' ? 'Institution' : 'Clinician'}
          placeholder={kind === 'institution' ? 'Choose an institution' : 'Choose a clinician'}
          style={{ width: 220 }}
          onChange={(id: number) => onChange({ kind, id })}
          options={options.map((o) => ({ value: o.id, label: o.name }))}
        />
      )}
    </Flex>
  );
}
