import { CLINICAL_CODE_MESSAGES, isLoincCode, MARKER_FORM_TEXT as T } from '@lab/shared';
import { describedBy, FormField } from '@lab/shared/react';
import { Col, Input, Row } from 'antd';
import type { CmsItemFormValues } from './cms-item-form';

interface MarkerCodeFieldsProps {
  values: CmsItemFormValues;
  set(patch: Partial<CmsItemFormValues>): void;
}

/** The LOINC code (its check digit checked as it is typed) and the UCUM units (checked by the API's validator on save). */
export function MarkerCodeFields({ values, set }: MarkerCodeFieldsProps) {
  const loinc = values.loinc_code.trim();
  const loincError = loinc && !isLoincCode(loinc) ? CLINICAL_CODE_MESSAGES.loincInvalid(loinc) : undefined;
  return (
    <Row gutter={[16, 12]}>
      <Col xs={24} sm={12}>
        <FormField id="cms-item-loinc" label={T.loincCode} hint={T.loincHint} error={loincError}>
          <Input
            id="cms-item-loinc"
            maxLength={20}
            aria-invalid={!!loincError}
            aria-describedby={describedBy('cms-item-loinc', { hint: T.loincHint, error: loincError })}
            value={values.loinc_code}
            onChange={(e) => set({ loinc_code: e.target.value })}
          />
        </FormField>
      </Col>
      <Col xs={24} sm={12}>
        <FormField id="cms-item-ucum" label={T.ucumUnits} hint={T.ucumHint}>
          <Input id="cms-item-ucum" maxLength={50} aria-describedby={describedBy('cms-item-ucum', { hint: T.ucumHint })} value={values.ucum_units} onChange={(e) => set({ ucum_units: e.target.value })} />
        </FormField>
      </Col>
    </Row>
  );
}
