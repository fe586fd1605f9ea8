import { formStatuses, RESULT_SAFETY_MESSAGES, RESULT_SAFETY_TEXTS, RESULT_STATUS_LABELS, RESULT_STATUSES, type ResultStatus, type TestResultDetail } from '@lab/shared';
import { describedBy, FormField } from '@lab/shared/react';
import { Alert, Button, Card, Col, Flex, Input, Row, Select } from 'antd';
import { MarkerValueInputs } from './MarkerValueInputs';
import { RESULT_FIELD_IDS as IDS, useResultForm } from './use-result-form';
import type { ResultFormStart } from './use-result-form-load';

interface ResultFormProps {
  start: ResultFormStart;
  onCancel(): void;
  onSaved(result: TestResultDetail): void;
}

/** The result form: the test request, its marker values, the result data, interpretation and status. */
export function ResultForm({ start, onCancel, onSaved }: ResultFormProps) {
  const { values, set, setMarkerValue, chooseRequest, markers, amending, refusals, asksDeltaComment, errors, saving, saveError, submit } = useResultForm({ start, onSaved });
  const locked = start.result !== null;
  const allowed = formStatuses(start.result?.status ?? null);
  const statusOptions = RESULT_STATUSES.map((s) => ({ value: s, label: RESULT_STATUS_LABELS[s], disabled: !allowed.includes(s) || !!refusals[s] }));
  // why reviewed or final cannot be chosen, beside the control (the second person first, then the call-back)
  const statusHint = [...new Set(Object.values(refusals))].join('. ') || undefined;
  const requestHint = locked ? 'The test request cannot be changed' : undefined;

  return (
    <form onSubmit={submit} aria-label={locked ? 'Edit test result' : 'New test result'} noValidate>
      <Flex vertical gap={16}>
        <Card title="Test Request">
          <Flex vertical gap={12}>
            {start.preselectNotice && <Alert type="warning" showIcon title={start.preselectNotice} />}
            <FormField id={IDS.testRequest} label="Test Request" required hint={requestHint} error={errors.testRequest}>
              <Select<number>
                id={IDS.testRequest}
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Select a completed test request"
                disabled={locked}
                aria-required
                aria-invalid={errors.testRequest ? true : undefined}
                aria-describedby={describedBy(IDS.testRequest, { hint: requestHint, error: errors.testRequest })}
                status={errors.testRequest ? 'error' : undefined}
                value={values.testRequestId ?? undefined}
                onChange={chooseRequest}
                options={start.requestOptions}
                style={{ width: '100%' }}
              />
            </FormField>
          </Flex>
        </Card>

        <Card title="Marker Values">
          <MarkerValueInputs
            markers={markers.markers}
            values={values.values}
            loading={markers.loading}
            failed={markers.failed}
            requestChosen={values.testRequestId !== null}
            onChange={setMarkerValue}
          />
        </Card>

        <Card title="Result">
          <Row gutter={[16, 16]}>
            <Col xs={24}>
              <FormField
                id={IDS.resultData}
                label="Result Data"
                required
                hint={markers.markers.length > 0 ? 'Written from the marker values above; add any free text here' : undefined}
                error={errors.resultData}
              >
                <Input.TextArea
                  id={IDS.resultData}
                  required
                  aria-invalid={errors.resultData ? true : undefined}
                  aria-describedby={describedBy(IDS.resultData, { hint: markers.markers.length > 0, error: errors.resultData })}
                  status={errors.resultData ? 'error' : undefined}
                  rows={12}
                  value={values.resultData}
                  onChange={(e) => set('resultData', e.target.value)}
                />
              </FormField>
            </Col>
            <Col xs={24}>
              <FormField id="result-interpretation" label="Interpretation">
                <Input.TextArea id="result-interpretation" rows={4} value={values.interpretation} onChange={(e) => set('interpretation', e.target.value)} />
              </FormField>
            </Col>
            <Col xs={24}>
              <FormField id={IDS.status} label="Status" hint={statusHint} error={errors.status}>
                <Select<ResultStatus>
                  id={IDS.status}
                  aria-describedby={describedBy(IDS.status, { hint: statusHint, error: errors.status })}
                  aria-invalid={errors.status ? true : undefined}
                  status={errors.status ? 'error' : undefined}
                  value={values.status}
                  onChange={(status) => set('status', status)}
                  options={statusOptions}
                  style={{ width: '100%', maxWidth: 320 }}
                />
              </FormField>
            </Col>
            {asksDeltaComment && (
              <Col xs={24}>
                <Flex vertical gap={12}>
                  <Alert type="warning" showIcon title={RESULT_SAFETY_MESSAGES.deltaNeedsComment} />
                  <FormField id={IDS.deltaComment} label={RESULT_SAFETY_TEXTS.deltaCommentLabel} required error={errors.deltaComment}>
                    <Input.TextArea
                      id={IDS.deltaComment}
                      required
                      aria-invalid={errors.deltaComment ? true : undefined}
                      aria-describedby={describedBy(IDS.deltaComment, { error: errors.deltaComment })}
                      status={errors.deltaComment ? 'error' : undefined}
                      rows={2}
                      maxLength={1000}
                      value={values.deltaComment}
                      onChange={(e) => set('deltaComment', e.target.value)}
                    />
                  </FormField>
                </Flex>
              </Col>
            )}
            {amending && (
              <Col xs={24}>
                <Flex vertical gap={12}>
                  <Alert
                    type="info"
                    showIcon
                    title="This result is final: saving changes makes it amended."
                    description="The previous content is kept in the amendment history, with your reason."
                  />
                  <FormField id={IDS.reason} label="Reason for amendment" required error={errors.reason}>
                    <Input.TextArea
                      id={IDS.reason}
                      required
                      aria-invalid={errors.reason ? true : undefined}
                      aria-describedby={describedBy(IDS.reason, { error: errors.reason })}
                      status={errors.reason ? 'error' : undefined}
                      rows={3}
                      value={values.reason}
                      onChange={(e) => set('reason', e.target.value)}
                    />
                  </FormField>
                </Flex>
              </Col>
            )}
          </Row>
        </Card>

        {saveError && <Alert type="error" showIcon title={saveError} />}
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            {amending ? 'Save Amendment' : 'Save Result'}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
