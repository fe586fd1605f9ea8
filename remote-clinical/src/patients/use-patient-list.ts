import { PATIENT_MESSAGES } from '@lab/shared';
import { errorText } from '@lab/shared/client';
import { useLoadedData } from '@lab/shared/react';
import { fetchPatients } from './patients-api';

export interface PatientListFilters {
  page: number;
  /** Where the page starts (the previous page's `pagination.next`), for a next page. */
  after?: string;
  search: string;
  institutionId: number | null;
}

/** The patients page the filters ask for; reloads whenever they change. */
export function usePatientList({ page, after, search, institutionId }: PatientListFilters) {
  const { data, loading, reload } = useLoadedData(
    () =>
      fetchPatients({ page, after, search: search.trim(), institution_id: institutionId ? [institutionId] : undefined }).catch((error: unknown) => {
        // a failed list load is logged only
        console.error(errorText(error, PATIENT_MESSAGES.fetchListFailed), error);
        throw error;
      }),
    [page, after, search, institutionId],
  );
  return { patients: data?.patients ?? [], pagination: data?.pagination ?? null, loading, reload };
}
