import { assignsClinician, type ClinicianOption, type InstitutionOption, isClinician, type SessionUser, TEST_REQUEST_MESSAGES } from '@lab/shared';
import { describedBy, FormField, useLoadedData } from '@lab/shared/react';
import { Col, Row, Select } from 'antd';
import { fetchClinicians } from './patients-api';

interface AssignmentFieldsProps {
  user: SessionUser;
  institutions: InstitutionOption[];
  institutionIds: number[];
  clinicianId: number | null;
  /** The edited patient's clinician, shown by name even when the institution's list no longer has them. */
  currentClinician?: { id: number; name: string } | null;
  error: string | null;
  onInstitutionsChange(ids: number[]): void;
  onClinicianChange(id: number | null): void;
}

const NO_CLINICIANS: ClinicianOption[] = [];

/** The clinicians of an institution; an empty list while they load, without an institution, or when the load fails. */
function useClinicians(institutionId: number | undefined, enabled: boolean) {
  const { data, loading } = useLoadedData(
    () => (enabled && institutionId !== undefined ? fetchClinicians(institutionId).catch(() => NO_CLINICIANS) : Promise.resolve(NO_CLINICIANS)),
    [institutionId, enabled],
  );
  return { clinicians: loading ? NO_CLINICIANS : (data ?? NO_CLINICIANS), loading };
}

/**
 * Institutions and the assigned clinician. A clinician picks one institution from a single select and
 * never sees the clinician field (they are assigned to their own patients); everyone else keeps a list
 * of institutions and picks among the first institution's clinicians.
 */
export function AssignmentFields(props: AssignmentFieldsProps) {
  const { user, institutions, institutionIds, clinicianId, currentClinician, error } = props;
  const pickClinician = assignsClinician(user);
  const firstInstitution = institutionIds[0];
  const { clinicians, loading } = useClinicians(firstInstitution, pickClinician);

  const institutionOptions = institutions.map((i) => ({ value: i.id, label: i.name }));
  const clinicianOptions = clinicians.map((c) => ({ value: c.id, label: `${c.first_name} ${c.last_name}` }));
  if (currentClinician && clinicianId === currentClinician.id && !clinicians.some((c) => c.id === currentClinician.id)) {
    clinicianOptions.push({ value: currentClinician.id, label: currentClinician.name });
  }

  function changeInstitutions(ids: number[]) {
    // another first institution brings another list of clinicians: the old choice no longer applies
    if (ids[0] !== firstInstitution) props.onClinicianChange(null);
    props.onInstitutionsChange(ids);
  }

  const institutionsId = 'patient-institutions';
  const oneInstitution = isClinician(user);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24}>
        <FormField id={institutionsId} label={oneInstitution ? 'Institution' : 'Institutions'} required error={error}>
          {oneInstitution ? (
            <Select<number>
              id={institutionsId}
              aria-describedby={describedBy(institutionsId, { error })}
              status={error ? 'error' : undefined}
              placeholder="Select an institution"
              value={firstInstitution}
              onChange={(id) => changeInstitutions([id])}
              options={institutionOptions}
              style={{ width: '100%' }}
            />
          ) : (
            <Select<number[]>
              id={institutionsId}
              mode="multiple"
              aria-describedby={describedBy(institutionsId, { error })}
              status={error ? 'error' : undefined}
              placeholder="Select institutions"
              value={institutionIds}
              onChange={changeInstitutions}
              options={institutionOptions}
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: '100%' }}
            />
          )}
        </FormField>
      </Col>
      {pickClinician && (
        <Col xs={24}>
          <FormField id="patient-clinician" label="Assigned Clinician" hint="Optional; choose from the clinicians of the first institution">
            <Select<number>
              id="patient-clinician"
              aria-describedby="patient-clinician-hint"
              allowClear
              placeholder={firstInstitution === undefined ? 'Select an institution first' : 'Unassigned'}
              disabled={firstInstitution === undefined}
              loading={loading}
              value={clinicianId ?? undefined}
              onChange={(id?: number) => props.onClinicianChange(id ?? null)}
              options={clinicianOptions}
              notFoundContent={TEST_REQUEST_MESSAGES.noClinicians}
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: '100%' }}
            />
          </FormField>
        </Col>
      )}
    </Row>
  );
}
