import { INSTITUTION_MESSAGES, type InstitutionLabAssignment, type LabSummary, type SampleTypeCmsItem } from '@lab/shared';
import { errorText } from '@lab/shared/client';
import { useLoadedData, useLookup } from '@lab/shared/react';
import { useMemo } from 'react';
import { fetchActiveLabs, fetchActiveSampleTypes, fetchLabAssignments } from './institutions-api';

/** Assignments listed per sample type: by sample type, then lab name. */
export function sortAssignments(labs: readonly InstitutionLabAssignment[]): InstitutionLabAssignment[] {
  return [...labs].sort((a, b) => a.sample_type.localeCompare(b.sample_type) || a.lab_name.localeCompare(b.lab_name));
}

/** The institution's lab assignments (sorted per sample type), and the active labs and sample types to assign. */
export function useLabAssignments(institutionId: number) {
  const loaded = useLoadedData(() => fetchLabAssignments(institutionId), [institutionId]);
  const labs = useLookup<LabSummary>(fetchActiveLabs, 'labs');
  const sampleTypes = useLookup<SampleTypeCmsItem>(fetchActiveSampleTypes, 'sample types');
  const assignments = useMemo(() => sortAssignments(loaded.data ?? []), [loaded.data]);
  return {
    assignments,
    loading: loaded.loading,
    loadError: loaded.error ? errorText(loaded.error, INSTITUTION_MESSAGES.labsFetchFailed) : null,
    reload: loaded.reload,
    labs,
    sampleTypes,
  };
}
