import { INSTITUTION_TYPES, timeZoneOptions, type Institution } from '@lab/shared';
import { describedBy, FormField } from '@lab/shared/react';
import { Alert, Button, Card, Checkbox, Col, Flex, Input, Row, Select } from 'antd';
import { useMemo } from 'react';
import { useInstitutionForm, type InstitutionFormValues, type InstitutionTextField } from './use-institution-form';

interface InstitutionFormProps {
  /** The institution being edited; null for a new one. */
  institution: Institution | null;
  initial: InstitutionFormValues;
  onCancel(): void;
  onSaved(institution: Institution): void;
}

const fieldId = (field: string) => `institution-${field.replace(/_/g, '-')}`;
const typeOptions = INSTITUTION_TYPES.map((t) => ({ value: t, label: t }));
const half = { xs: 24, md: 12 };
const TIME_ZONE_HINT = "Reminder times and texts use this time zone; empty: the server's";
const SECOND_PERSON_HINT = 'Whoever enters or last changes a result\'s values may not review or release it. Turn off only for a one-person laboratory.';

/** The browser's time zones, with the record's own when the browser does not list it (an alias such as 'US/Eastern'). */
function useTimeZoneOptions(current: string) {
  return useMemo(() => {
    const zones = timeZoneOptions();
    if (current && !zones.includes(current)) zones.unshift(current);
    return zones.map((zone) => ({ value: zone, label: zone }));
  }, [current]);
}

/** The institution form: name required, the rest optional. */
export function InstitutionForm({ institution, initial, onCancel, onSaved }: InstitutionFormProps) {
  const { values, set, nameError, saving, saveError, submit } = useInstitutionForm({ institutionId: institution?.id, initial, onSaved });
  const zoneOptions = useTimeZoneOptions(initial.time_zone);

  const text = (field: InstitutionTextField, label: string, options: { required?: boolean; error?: string | null; type?: string; autoComplete?: string } = {}) => {
    const id = fieldId(field);
    return (
      <FormField id={id} label={label} required={options.required} error={options.error}>
        <Input
          id={id}
          name={field}
          type={options.type}
          autoComplete={options.autoComplete ?? 'off'}
          required={options.required}
          aria-invalid={options.error ? true : undefined}
          aria-describedby={describedBy(id, options)}
          status={options.error ? 'error' : undefined}
          value={values[field]}
          onChange={(e) => set(field, e.target.value)}
        />
      </FormField>
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={institution ? 'Edit institution' : 'New institution'}>
      <Card>
        <Flex vertical gap={16}>
          {saveError && <Alert type="error" showIcon title={saveError} />}
          <Row gutter={[16, 16]}>
            <Col {...half}>{text('name', 'Institution Name', { required: true, error: nameError })}</Col>
            <Col {...half}>{text('institution_number', 'Institution Number')}</Col>
            <Col {...half}>
              <FormField id={fieldId('institution_type')} label="Institution Type">
                <Select<string>
                  id={fieldId('institution_type')}
                  value={values.institution_type}
                  onChange={(type) => set('institution_type', type)}
                  options={typeOptions}
                  style={{ width: '100%' }}
                />
              </FormField>
            </Col>
            <Col {...half}>{text('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}</Col>
            <Col {...half}>{text('email', 'Email', { type: 'email', autoComplete: 'email' })}</Col>
            <Col {...half}>
              <FormField id={fieldId('time_zone')} label="Time Zone" hint={TIME_ZONE_HINT}>
                <Select<string>
                  id={fieldId('time_zone')}
                  aria-describedby={describedBy(fieldId('time_zone'), { hint: TIME_ZONE_HINT })}
                  placeholder="Server default"
                  value={values.time_zone || undefined}
                  onChange={(zone?: string) => set('time_zone', zone ?? '')}
                  options={zoneOptions}
                  showSearch={{ optionFilterProp: 'label' }}
                  allowClear
                  style={{ width: '100%' }}
                />
              </FormField>
            </Col>
            <Col xs={24}>
              <FormField id={fieldId('second_person_release')} label="Result release" hint={SECOND_PERSON_HINT}>
                <Checkbox
                  id={fieldId('second_person_release')}
                  aria-describedby={describedBy(fieldId('second_person_release'), { hint: SECOND_PERSON_HINT })}
                  checked={values.second_person_release}
                  onChange={(e) => set('second_person_release', e.target.checked)}
                >
                  A second person reviews and releases results
                </Checkbox>
              </FormField>
            </Col>
            <Col xs={24}>
              <FormField id={fieldId('address')} label="Address">
                <Input.TextArea id={fieldId('address')} name="address" rows={3} value={values.address} onChange={(e) => set('address', e.target.value)} />
              </FormField>
            </Col>
          </Row>
          <Flex justify="flex-end" gap={8}>
            <Button onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            <Button type="primary" htmlType="submit" loading={saving}>
              {institution ? 'Save Changes' : 'Create Institution'}
            </Button>
          </Flex>
        </Flex>
      </Card>
    </form>
  );
}
