import { isClinician, TEST_REQUEST_MESSAGES as M, type InstitutionOption, type SessionUser } from '@lab/shared';
import { describedBy, FormField } from '@lab/shared/react';
import { Col, Row, Select, Typography } from 'antd';
import { personName } from './order-api';
import { choosesInstitution } from './order-draft';
import { PatientPicker } from './PatientPicker';
import type { TestOrder } from './use-test-order';

interface OrderHeadFieldsProps {
  user: SessionUser;
  order: TestOrder;
  institutions: InstitutionOption[];
  /** The institution is fixed by the preselected patient, or by tests already queued. */
  institutionLocked: boolean;
}

/** What the whole order shares: institution, patient and ordering clinician. */
export function OrderHeadFields({ user, order, institutions, institutionLocked }: OrderHeadFieldsProps) {
  const { head, problems, clinicians } = order;
  const clinician = isClinician(user);
  const noClinicians = !clinician && !!head.institutionId && !clinicians.loading && clinicians.data.length === 0;
  const clinicianOptions = clinician
    ? [{ value: user.id, label: personName(user) }]
    : clinicians.data.map((c) => ({ value: c.id, label: personName(c) }));

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8}>
        {choosesInstitution(user) ? (
          <FormField id="order-institution" label="Institution" required error={problems.institution}>
            <Select<number>
              id="order-institution"
              aria-describedby={describedBy('order-institution', { error: problems.institution })}
              status={problems.institution ? 'error' : undefined}
              placeholder="Select an institution"
              disabled={institutionLocked || order.locked}
              value={head.institutionId ?? undefined}
              onChange={(id) => order.chooseInstitution(id)}
              options={institutions.map((i) => ({ value: i.id, label: i.name }))}
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: '100%' }}
            />
          </FormField>
        ) : (
          <div>
            <Typography.Text strong>Institution</Typography.Text>
            <div>{user.institution_name ?? <Typography.Text type="danger">{M.institutionContextRequired}</Typography.Text>}</div>
          </div>
        )}
      </Col>
      <Col xs={24} md={8}>
        <FormField id="order-patient" label="Patient" required error={problems.patient}>
          <PatientPicker id="order-patient" disabled={order.locked} institutionId={head.institutionId} value={head.patient} error={problems.patient} onChange={(patient) => order.setHead({ patient })} />
        </FormField>
      </Col>
      <Col xs={24} md={8}>
        <FormField
          id="order-clinician"
          label="Ordering Clinician"
          required={clinician || clinicians.data.length > 0}
          hint={clinician ? 'You are the ordering clinician' : noClinicians ? M.noClinicians : undefined}
        >
          <Select<number>
            id="order-clinician"
            aria-describedby={describedBy('order-clinician', { hint: clinician || noClinicians })}
            placeholder={head.institutionId ? 'Select a clinician' : 'Select an institution first'}
            disabled={clinician || !head.institutionId || noClinicians || order.locked}
            loading={clinicians.loading}
            allowClear={!clinician}
            value={head.clinicianId ?? undefined}
            onChange={(clinicianId?: number) => order.setHead({ clinicianId: clinicianId ?? null })}
            options={clinicianOptions}
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: '100%' }}
          />
        </FormField>
      </Col>
    </Row>
  );
}
