import { INSTITUTION_MESSAGES, type InstitutionLabAssignment, type LabSummary, type SampleTypeCmsItem } from '@lab/shared';
import { errorText } from '@lab/shared/client';
import { useLoadedData } from '@lab/shared/react';
import { useEffect, useMemo, useState } from 'react';
import { fetchActiveLabs, fetchActiveSampleTypes, fetchLabAssignments } from './institutions-api';

/** Assignments listed per sample type: by sample type, then lab name. */
export function sortAssignments(labs: readonly InstitutionLabAssignment[]): InstitutionLabAssignment[] {
  return [...labs].sort((a, b) => a.sample_type.localeCompare(b.sample_type) || a.lab_name.localeCompare(b.lab_name));
}

/** A lookup list for the assign form; its failure is only logged, leaving it empty. */
function useLookup<T>(load: () => Promise<T[]>, what: string): T[] {
  const [items, setItems] = useState<T[]>([]);
  useEffect(() => {
    let current = true;
    load().then(
      (answer) => current && setItems(answer),
      (failure: unknown) => console.error(`Failed to fetch ${what}`, failure),
    );
    return () => {
      current = false;
    };
    // loaded once per mount
  }, []);
  return items;
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
