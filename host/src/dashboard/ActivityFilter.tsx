import { ACTIVITY_FILTER, type ActivityFilterKind } from '@lab/shared';
import { Flex, Select } from 'antd';
import { useEffect, useState } from 'react';
import { fetchClinicianOptions, fetchInstitutionOptions, type FilterOption } from './dashboard-api';
import type { ActivitySelection } from './use-dashboard';

/** Provider-wide view only: All Activities, By Institution, By Clinician (the first CLINICIAN_FILTER_LIMIT). */
export function ActivityFilter({ onChange }: { onChange: (selection: ActivitySelection) => void }) {
  const [kind, setKind] = useState<ActivityFilterKind>(ACTIVITY_FILTER.all);
  const [institutions, setInstitutions] = useState<FilterOption[]>([]);
  const [clinicians, setClinicians] = useState<FilterOption[]>([]);

  useEffect(() => {
    fetchInstitutionOptions().then(setInstitutions, (error: unknown) => console.error('Failed to load institutions', error));
    fetchClinicianOptions().then(setClinicians, (error: unknown) => console.error('Failed to load clinicians', error));
  }, []);

  const byInstitution = kind === ACTIVITY_FILTER.byInstitution;
  const options = byInstitution ? institutions : clinicians;
  return (
    <Flex gap={8}>
      <Select
        aria-label="Activity filter"
        value={kind}
        style={{ width: 170 }}
        onChange={(next: ActivityFilterKind) => {
          setKind(next);
          if (next === ACTIVITY_FILTER.all) onChange({ kind: next });
        }}
        options={[
          { value: ACTIVITY_FILTER.all, label: 'All Activities' },
          { value: ACTIVITY_FILTER.byInstitution, label: 'By Institution' },
          { value: ACTIVITY_FILTER.byClinician, label: 'By Clinician' },
        ]}
      />
      {kind !== ACTIVITY_FILTER.all && (
        <Select
          key={kind}
          aria-label={byInstitution ? 'Institution' : 'Clinician'}
          placeholder={byInstitution ? 'Choose an institution' : 'Choose a clinician'}
          style={{ width: 220 }}
          onChange={(id: number) => onChange({ kind, id })}
          options={options.map((o) => ({ value: o.id, label: o.name }))}
        />
      )}
    </Flex>
  );
}
