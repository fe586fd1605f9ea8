import { formatIsoDate, PATIENT_GENDERS, type InstitutionOption, type Patient, type PatientDetail, type SessionUser } from '@lab/shared';
import { describedBy, FormField } from '@lab/shared/react';
import { Alert, Button, Card, Col, Flex, Input, Row, Select, type InputProps } from 'antd';
import { AssignmentFields } from './AssignmentFields';
import { patientAge } from './patient-age';
import { clinicianName } from './patients-api';
import { PhoneField } from './PhoneField';
import { usePatientForm, type PatientFormValues, type TextField } from './use-patient-form';

interface PatientFormProps {
  user: SessionUser;
  /** The patient being edited; null for a new one. */
  patient: Patient | null;
  institutions: InstitutionOption[];
  initial: PatientFormValues;
  onCancel(): void;
  onSaved(patient: PatientDetail): void;
}

const fieldId = (field: string) => `patient-${field.replace(/_/g, '-')}`;
const genderOptions = PATIENT_GENDERS.map((g) => ({ value: g, label: g }));
const half = { xs: 24, sm: 12 };

/** The patient form: personal, contact, address and assignment sections, then Cancel and save. */
export function PatientForm({ user, patient, institutions, initial, onCancel, onSaved }: PatientFormProps) {
  const { values, set, errors, saving, saveError, submit } = usePatientForm({ user, patientId: patient ? String(patient.id) : undefined, initial, onSaved });
  const age = patientAge(values.date_of_birth);

  /** A labelled text input bound to one field of the form. */
  const text = (field: TextField, label: string, options: { required?: boolean; hint?: string; error?: string | null; input?: InputProps } = {}) => {
    const id = fieldId(field);
    return (
      <FormField id={id} label={label} required={options.required} hint={options.hint} error={options.error}>
        <Input
          id={id}
          name={field}
          required={options.required}
          aria-invalid={options.error ? true : undefined}
          aria-describedby={describedBy(id, options)}
          status={options.error ? 'error' : undefined}
          value={values[field]}
          onChange={(e) => set(field, e.target.value)}
          {...options.input}
        />
      </FormField>
    );
  };

  return (
    <form onSubmit={submit} aria-label={patient ? 'Edit patient' : 'New patient'}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title="Personal Information" style={{ height: '100%' }}>
            <Row gutter={[16, 16]}>
              <Col {...half}>{text('first_name', 'First Name', { required: true, error: errors.first_name, input: { autoComplete: 'off', maxLength: 100 } })}</Col>
              <Col {...half}>{text('last_name', 'Last Name', { required: true, error: errors.last_name, input: { autoComplete: 'off', maxLength: 100 } })}</Col>
              <Col {...half}>
                {text('date_of_birth', 'Date of Birth', {
                  hint: age === null ? undefined : `Age: ${age} ${age === 1 ? 'year' : 'years'}`,
                  input: { type: 'date', max: formatIsoDate(new Date()), min: '1880-01-01' },
                })}
              </Col>
              <Col {...half}>
                <FormField id={fieldId('gender')} label="Gender">
                  <Select<string>
                    id={fieldId('gender')}
                    allowClear
                    placeholder="Select gender"
                    value={values.gender || undefined}
                    onChange={(gender?: string) => set('gender', gender ?? '')}
                    options={genderOptions}
                    style={{ width: '100%' }}
                  />
                </FormField>
              </Col>
              <Col {...half}>
                {text('medical_record_number', 'Medical Record Number', {
                  hint: patient ? 'Leave empty to keep the current number' : 'Optional; generated automatically when left empty',
                  input: { maxLength: 50 },
                })}
              </Col>
              <Col {...half}>{text('nhs_number', 'NHS Number', { input: { maxLength: 50 } })}</Col>
              <Col {...half}>{text('insurance_number', 'Insurance Number', { input: { maxLength: 50 } })}</Col>
            </Row>
          </Card>
        </Col>

        <Col xs={24} lg={12}>
          <Flex vertical gap={16} style={{ height: '100%' }}>
            <Card title="Contact Information">
              <Row gutter={[16, 16]}>
                <Col xs={24}>
                  <FormField id={fieldId('phone')} label="Phone Number" hint="Choose the country, then type the number as dialled there">
                    <PhoneField id={fieldId('phone')} value={values.phone} onChange={(phone) => set('phone', phone)} />
                  </FormField>
                </Col>
                <Col xs={24}>{text('email', 'Email', { input: { type: 'email', autoComplete: 'off', maxLength: 254 } })}</Col>
              </Row>
            </Card>
            <Card title="Assignment" style={{ flex: 1 }}>
              <AssignmentFields
                user={user}
                institutions={institutions}
                institutionIds={values.institution_ids}
                clinicianId={values.clinician_id}
                currentClinician={patient?.clinician_id ? { id: patient.clinician_id, name: clinicianName(patient) ?? `Clinician ${patient.clinician_id}` } : null}
                error={errors.institutions}
                onInstitutionsChange={(ids) => set('institution_ids', ids)}
                onClinicianChange={(id) => set('clinician_id', id)}
              />
            </Card>
          </Flex>
        </Col>

        <Col xs={24}>
          <Card title="Address">
            <Row gutter={[16, 16]}>
              <Col {...half}>{text('street_address_1', 'Street Address 1', { input: { maxLength: 200 } })}</Col>
              <Col {...half}>{text('street_address_2', 'Street Address 2', { input: { maxLength: 200 } })}</Col>
              <Col {...half}>{text('city', 'City', { input: { maxLength: 100 } })}</Col>
              <Col {...half}>{text('state', 'State / County', { input: { maxLength: 100 } })}</Col>
              <Col {...half}>{text('postal_code', 'Postal Code', { input: { maxLength: 20 } })}</Col>
              <Col {...half}>{text('country', 'Country', { input: { maxLength: 100 } })}</Col>
            </Row>
          </Card>
        </Col>

        {saveError && (
          <Col xs={24}>
            <Alert type="error" showIcon title={saveError} />
          </Col>
        )}

        <Col xs={24}>
          <Flex justify="flex-end" gap={8}>
            <Button htmlType="button" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            <Button type="primary" htmlType="submit" loading={saving} disabled={saving || errors.institutions !== null}>
              {patient ? 'Update Patient' : 'Create Patient'}
            </Button>
          </Flex>
        </Col>
      </Row>
    </form>
  );
}
