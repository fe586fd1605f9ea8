import { describedBy, useLoadedData } from '@lab/shared/react';
import type { Patient } from '@lab/shared';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { fetchPatientOptions, PATIENT_PICKER_SHOWN, personName } from './order-api';
import type { PatientChoice } from './order-draft';

interface PatientPickerProps {
  id: string;
  institutionId: number | null;
  /** Fixed patient (a reviewed or released result vouches for it). */
  disabled?: boolean;
  value: PatientChoice | null;
  error?: string;
  onChange(patient: PatientChoice | null): void;
}

const NO_PATIENTS: Patient[] = [];
const optionLabel = (p: Patient) => `${personName(p)} (${p.medical_record_number})`;

/** Searchable patient select: up to 100 patients of the institution, 20 shown until the user types; typing searches the server. */
export function PatientPicker({ id, institutionId, disabled = false, value, error, onChange }: PatientPickerProps) {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);

  const { data, loading } = useLoadedData(
    () => (institutionId ? fetchPatientOptions(institutionId, query).catch(() => NO_PATIENTS) : Promise.resolve(NO_PATIENTS)),
    [institutionId, query],
  );
  const patients = data ?? NO_PATIENTS;
  const shown = query ? patients : patients.slice(0, PATIENT_PICKER_SHOWN);
  const options = shown.map((p) => ({ value: p.id, label: optionLabel(p) }));
  if (value && !options.some((o) => o.value === value.id)) options.unshift({ value: value.id, label: value.name });

  function choose(patientId?: number) {
    const patient = patients.find((p) => p.id === patientId);
    if (patient) onChange({ id: patient.id, name: personName(patient), institution_id: patient.institution_id });
    else onChange(patientId === value?.id ? value : null);
    setSearch('');
  }

  return (
    <Select<number>
      id={id}
      aria-describedby={describedBy(id, { error })}
      status={error ? 'error' : undefined}
      allowClear
      disabled={!institutionId || disabled}
      placeholder={institutionId ? 'Search patients by name or MRN' : 'Select an institution first'}
      loading={loading}
      value={value?.id}
      onChange={choose}
      options={options}
      showSearch={{ filterOption: false, searchValue: search, onSearch: setSearch }}
      virtual={false}
      notFoundContent={loading ? 'Loading patients...' : 'No patients found'}
      style={{ width: '100%' }}
    />
  );
}
