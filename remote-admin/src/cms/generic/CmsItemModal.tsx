import { CMS_MESSAGES, cmsTab, CMS_GENERIC_SECTIONS, picksItemInstitutions, type CmsGenericTab, type SessionUser } from '@lab/shared';
import { useSubmit } from '@lab/shared/react';
import { useState } from 'react';
import { createCmsItem, updateCmsItem } from '../cms-api';
import { BasicItemFields, SortOrderField } from '../list/BasicItemFields';
import { CmsFormModal } from '../list/CmsFormModal';
import { titleCase } from '../list/form-values';
import { cmsItemBody, formValuesOf, type CmsItemFormValues } from './cms-item-form';
import { GENERIC_SECTION_VIEWS, type GenericCmsRow } from './generic-sections';
import { InstitutionsField } from './InstitutionsField';
import { LabFields } from './LabFields';
import { MarkerFields } from './MarkerFields';
import { PanelFields } from './PanelFields';
import { SampleTypeFields } from './SampleTypeFields';
import { useItemOptions } from './use-item-options';

interface CmsItemModalProps {
  tab: CmsGenericTab;
  user: SessionUser;
  /** The item edited; none: a new one. */
  item?: GenericCmsRow;
  /** After the save, which closes the dialog. */
  onSaved(): void;
  onCancel(): void;
}

/** A generic tab's add/edit dialog with the section's fields; a failure shows a red banner ('Failed to save item'). */
export function CmsItemModal({ tab, user, item, onSaved, onCancel }: CmsItemModalProps) {
  const view = GENERIC_SECTION_VIEWS[tab];
  const path = CMS_GENERIC_SECTIONS[tab];
  const options = useItemOptions(view, user);
  const [values, setValues] = useState(() => formValuesOf(item));
  const set = (patch: Partial<CmsItemFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const saving = useSubmit(async (body: Parameters<typeof createCmsItem>[1]) => (item ? updateCmsItem(path, item.id, body) : createCmsItem(path, body)), CMS_MESSAGES.saveFailed);

  async function submit() {
    const built = cmsItemBody(tab, values, { picks: picksItemInstitutions(user), own: user.institution_id, creating: !item });
    if ('error' in built) return saving.setError(built.error);
    if (await saving.submit(built.body)) onSaved();
  }

  const title = `${item ? 'Edit' : 'Add'} ${titleCase(cmsTab(tab).item)}`;
  return (
    <CmsFormModal title={title} busy={saving.busy} error={saving.error} onSubmit={() => void submit()} onCancel={onCancel} width={view.marker ? 880 : undefined}>
      <BasicItemFields idPrefix="cms-item" values={values} set={set} />
      {view.sampleType && <SampleTypeFields values={values} set={set} />}
      {view.sortOrder && <SortOrderField id="cms-item-sort-order" value={values.sort_order} onChange={(sort_order) => set({ sort_order })} />}
      {view.marker && <MarkerFields values={values} set={set} sampleTypes={options.sampleTypes} tubeTypes={options.tubeTypes} />}
      {view.panel && <PanelFields values={values} set={set} sampleTypes={options.sampleTypes} markers={options.markers} />}
      {view.lab && <LabFields values={values} set={set} />}
      {view.institutions && (
        <InstitutionsField
          multiple
          id="cms-item-institutions"
          label="Institutions"
          placeholder="Global (all institutions)"
          hint="None selected: the item is global, offered to every institution"
          fixedHint="Your institution is always included"
          choices={options.institutions}
          fixedName={options.own?.name ?? ''}
          value={values.institution_ids}
          onChange={(institution_ids) => set({ institution_ids })}
        />
      )}
    </CmsFormModal>
  );
}
