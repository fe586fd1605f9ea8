import { PlusOutlined } from '@ant-design/icons';
import { INSTITUTION_MESSAGES, type LabSummary, type SampleTypeCmsItem } from '@lab/shared';
import { FormField, useSubmit } from '@lab/shared/react';
import { Alert, Button, Col, Flex, Row, Select } from 'antd';
import { useState, type FormEvent } from 'react';
import { assignLab } from './institutions-api';

interface AssignLabFormProps {
  institutionId: number;
  labs: LabSummary[];
  sampleTypes: SampleTypeCmsItem[];
  /** After an assignment was made. */
  onAssigned(): void;
}

/** 'Assign Lab': a lab and a sample type, both required. */
export function AssignLabForm({ institutionId, labs, sampleTypes, onAssigned }: AssignLabFormProps) {
  const [labId, setLabId] = useState<number | null>(null);
  const [sampleType, setSampleType] = useState<string | null>(null);
  const assigning = useSubmit((labId: number, sampleType: string) => assignLab(institutionId, { lab_id: labId, sample_type: sampleType }), INSTITUTION_MESSAGES.labAssignFailed);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (labId === null || !sampleType) {
      assigning.setError(INSTITUTION_MESSAGES.labPairRequired);
      return;
    }
    if (await assigning.submit(labId, sampleType)) {
      setLabId(null);
      setSampleType(null);
      onAssigned();
    }
  }

  return (
    <form onSubmit={submit} aria-label="Assign lab">
      <Flex vertical gap={12}>
        {assigning.error && <Alert type="error" showIcon title={assigning.error} />}
        <Row gutter={[16, 16]} align="bottom">
          <Col xs={24} md={10}>
            <FormField id="assign-lab-lab" label="Lab">
              <Select<number>
                id="assign-lab-lab"
                placeholder="Select a lab"
                value={labId ?? undefined}
                onChange={setLabId}
                options={labs.map((l) => ({ value: l.id, label: l.name }))}
                showSearch={{ optionFilterProp: 'label' }}
                style={{ width: '100%' }}
              />
            </FormField>
          </Col>
          <Col xs={24} md={10}>
            <FormField id="assign-lab-sample-type" label="Sample Type">
              <Select<string>
                id="assign-lab-sample-type"
                placeholder="Select a sample type"
                value={sampleType ?? undefined}
                onChange={setSampleType}
                options={sampleTypes.map((s) => ({ value: s.name, label: s.name }))}
                showSearch={{ optionFilterProp: 'label' }}
                style={{ width: '100%' }}
              />
            </FormField>
          </Col>
          <Col xs={24} md={4}>
            <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={assigning.busy} block>
              Assign
            </Button>
          </Col>
        </Row>
      </Flex>
    </form>
  );
}
