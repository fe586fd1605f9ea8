import { FormField } from '@lab/shared/react';
import { Input } from 'antd';
import type { CmsItemFormValues } from './cms-item-form';

/** A lab's contact: address, phone, email. */
export function LabFields({ values, set }: { values: CmsItemFormValues; set(patch: Partial<CmsItemFormValues>): void }) {
  return (
    <>
      <FormField id="cms-item-address" label="Address">
        <Input.TextArea id="cms-item-address" rows={2} maxLength={500} value={values.address} onChange={(e) => set({ address: e.target.value })} />
      </FormField>
      <FormField id="cms-item-phone" label="Phone">
        <Input id="cms-item-phone" type="tel" maxLength={40} value={values.phone} onChange={(e) => set({ phone: e.target.value })} />
      </FormField>
      <FormField id="cms-item-email" label="Email">
        <Input id="cms-item-email" type="email" maxLength={254} value={values.email} onChange={(e) => set({ email: e.target.value })} />
      </FormField>
    </>
  );
}
