import { canEditOrderAddress, INSTRUMENT_NAME_MAX, INTERFACE_SCREEN_TEXTS as TEXTS, picksItemInstitutions, type Instrument, type InstrumentBody, type SessionUser } from '@lab/shared';
import { describedBy, FormField, useLookup, useSubmit } from '@lab/shared/react';
import { Flex, Input, Switch } from 'antd';
import { useState } from 'react';
import { fetchCmsItems, fetchInstitutionChoices } from '../cms-api';
import { InstitutionsField } from '../generic/InstitutionsField';
import { restrictedQuery, useOwnInstitution } from '../generic/use-item-options';
import { activeOptions } from '../list/active-options';
import { CmsFormModal } from '../list/CmsFormModal';
import { CodeMapEditor } from './CodeMapEditor';
import { instrumentBody, instrumentFormValues, type InstrumentFormValues } from './instrument-form';
import { AllowedAddressesField, LabField } from './InstrumentFields';
import { createInstrument, updateInstrument } from './instruments-api';
import { OrderAddressFields } from './OrderAddressFields';

interface InstrumentModalProps {
  user: SessionUser;
  instrument?: Instrument;
  onSaved(): void;
  onCancel(): void;
}

/**
 * Add or edit an instrument; closes after saving. A check that fails, or the server's refusal
 * (a name taken, an address it does not read), shows in the dialog's red banner.
 */
export function InstrumentModal({ user, instrument, onSaved, onCancel }: InstrumentModalProps) {
  const rights = { orderAddress: canEditOrderAddress(user), picksInstitution: picksItemInstitutions(user) };
  const [values, setValues] = useState(() => instrumentFormValues(instrument, rights.picksInstitution ? null : user.institution_id));
  const set = (patch: Partial<InstrumentFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const labs = useLookup(() => fetchCmsItems('labs'), 'labs');
  const markers = useLookup(() => fetchCmsItems('markers', restrictedQuery(user)), 'markers');
  const institutions = useLookup(fetchInstitutionChoices, 'institutions', rights.picksInstitution);
  const own = useOwnInstitution(user, !rights.picksInstitution && !instrument);
  const saving = useSubmit((body: InstrumentBody) => (instrument ? updateInstrument(instrument.id, body) : createInstrument(body)), TEXTS.saveFailed);

  async function submit() {
    const built = instrumentBody(values, rights, !instrument);
    if ('error' in built) return saving.setError(built.error);
    if (await saving.submit(built.body)) onSaved();
  }

  const mappedIds = values.codes.flatMap((c) => (c.marker_id === undefined ? [] : [c.marker_id]));
  // a mapped marker the list does not hold (another institution's) keeps the name the instrument knows it by
  const markerOptions = activeOptions(markers, mappedIds);
  for (const c of instrument?.codes ?? []) {
    if (!markerOptions.some((o) => o.value === c.marker_id)) markerOptions.push({ value: c.marker_id, label: c.marker_name });
  }

  return (
    <CmsFormModal title={instrument ? TEXTS.editTitle : TEXTS.addTitle} busy={saving.busy} error={saving.error} onSubmit={() => void submit()} onCancel={onCancel} width={760}>
      <Flex gap={12} wrap>
        <div style={{ flex: '1 1 260px' }}>
          <FormField id="instrument-name" label="Name" required hint={TEXTS.nameHint}>
            <Input
              id="instrument-name"
              required
              aria-required
              autoFocus
              maxLength={INSTRUMENT_NAME_MAX}
              aria-describedby={describedBy('instrument-name', { hint: TEXTS.nameHint })}
              value={values.name}
              onChange={(e) => set({ name: e.target.value })}
            />
          </FormField>
        </div>
        <div style={{ flex: '1 1 260px' }}>
          <FormField id="instrument-model" label="Model">
            <Input id="instrument-model" maxLength={200} value={values.model} onChange={(e) => set({ model: e.target.value })} />
          </FormField>
        </div>
      </Flex>
      <Flex gap={12} wrap>
        <div style={{ flex: '1 1 260px' }}>
          <InstitutionsField
            id="instrument-institution"
            label="Institution"
            placeholder="Choose an institution"
            required
            choices={rights.picksInstitution ? institutions : null}
            value={values.institution_id}
            onChange={(institution_id) => set({ institution_id })}
            fixedName={instrument?.institution_name ?? own?.name ?? ''}
          />
        </div>
        <div style={{ flex: '1 1 260px' }}>
          <LabField options={activeOptions(labs, values.lab_id === null ? [] : [values.lab_id])} value={values.lab_id} onChange={(lab_id) => set({ lab_id })} />
        </div>
      </Flex>
      <Flex gap={8} align="center">
        <Switch id="instrument-active" checked={values.active} onChange={(active) => set({ active })} />
        <label htmlFor="instrument-active">Active</label>
      </Flex>
      <OrderAddressFields values={values} set={set} editable={rights.orderAddress} />
      <AllowedAddressesField value={values.allowed_addresses} onChange={(allowed_addresses) => set({ allowed_addresses })} />
      <CodeMapEditor rows={values.codes} onChange={(codes) => set({ codes })} markerOptions={markerOptions} />
    </CmsFormModal>
  );
}
