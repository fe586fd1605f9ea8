import { CLINICAL_CODE_MESSAGES, isSnomedCtId, MARKER_FORM_TEXT as T } from '@lab/shared';
import { describedBy, FormField } from '@lab/shared/react';
import { Input } from 'antd';
import type { CmsItemFormValues } from './cms-item-form';

/** A sample type's SNOMED CT specimen code, its check digit checked as it is typed. */
export function SampleTypeFields({ values, set }: { values: CmsItemFormValues; set(patch: Partial<CmsItemFormValues>): void }) {
  const code = values.snomed_code.trim();
  const error = code && !isSnomedCtId(code) ? CLINICAL_CODE_MESSAGES.snomedInvalid(code) : undefined;
  return (
    <FormField id="cms-item-snomed" label={T.snomedCode} hint={T.snomedHint} error={error}>
      <Input
        id="cms-item-snomed"
        inputMode="numeric"
        maxLength={18}
        aria-invalid={!!error}
        aria-describedby={describedBy('cms-item-snomed', { hint: T.snomedHint, error })}
        value={values.snomed_code}
        onChange={(e) => set({ snomed_code: e.target.value })}
      />
    </FormField>
  );
}
