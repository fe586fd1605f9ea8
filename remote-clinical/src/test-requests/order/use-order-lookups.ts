import type { ClinicianOption, LabOption, TestFormFieldsResponse, UserOption } from '@lab/shared';
import { useLoadedData } from '@lab/shared/react';
import { fetchClinicians, fetchFormFields, fetchLabs, fetchPartners } from './order-api';

// The order form's lookups. A failed load falls back to an empty list.

const NO_FIELDS: TestFormFieldsResponse = { sample_types: [], markers: [], panels: [], collection_devices: [] };

function useList<T>(load: (() => Promise<T>) | null, empty: T, deps: unknown[]) {
  const { data, loading } = useLoadedData(() => (load ? load().catch(() => empty) : Promise.resolve(empty)), deps);
  return { data: loading ? empty : (data ?? empty), loading };
}

/** Sample types, markers, panels and collection devices offered to the institution. */
export function useFormFields(institutionId: number | null) {
  return useList(institutionId ? () => fetchFormFields(institutionId) : null, NO_FIELDS, [institutionId]);
}

/** The labs of the institution taking the sample type. */
export function useLabs(institutionId: number | null, sampleTypeId: number | null) {
  return useList<LabOption[]>(institutionId && sampleTypeId ? () => fetchLabs(institutionId, sampleTypeId) : null, [], [institutionId, sampleTypeId]);
}

/** The institution's clinicians (not loaded when the user is the ordering clinician). */
export function useClinicians(institutionId: number | null, enabled: boolean) {
  return useList<ClinicianOption[]>(enabled && institutionId ? () => fetchClinicians(institutionId) : null, [], [institutionId, enabled]);
}

/** The fulfillment partners, once partner fulfillment is ticked. */
export function usePartners(enabled: boolean) {
  return useList<UserOption[]>(enabled ? fetchPartners : null, [], [enabled]);
}
