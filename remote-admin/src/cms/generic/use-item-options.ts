import { type CmsRestrictedListQuery, INSTITUTION_MESSAGES, picksItemInstitutions, type SessionUser } from '@lab/shared';
import { useLookup } from '@lab/shared/react';
import { useEffect, useState } from 'react';
import { fetchCmsItems, fetchInstitutionChoices, fetchInstitutionName } from '../cms-api';
import type { GenericSectionView } from './generic-sections';

/** Markers and panels: who does not pick institutions sees their own institution's and the global ones. */
export function restrictedQuery(user: SessionUser): CmsRestrictedListQuery {
  return picksItemInstitutions(user) || user.institution_id === null ? {} : { institution_id: user.institution_id };
}

/** The user's own institution, by the session's name, else GET /institutions/{id}. */
export function useOwnInstitution(user: SessionUser, wanted: boolean): { id: number; name: string } | null {
  const id = user.institution_id;
  const [fetched, setFetched] = useState<string | null>(null);
  const needsFetch = wanted && id !== null && !user.institution_name;
  useEffect(() => {
    if (!needsFetch || id === null) return;
    fetchInstitutionName(id).then(setFetched, (failure: unknown) => console.error(INSTITUTION_MESSAGES.fetchFailed, failure));
  }, [needsFetch, id]);
  if (!wanted || id === null) return null;
  return { id, name: user.institution_name ?? fetched ?? `Institution ${id}` };
}

/** The option lists a generic form needs, loaded when it opens (failures only logged). */
export function useItemOptions(view: GenericSectionView, user: SessionUser) {
  const picks = picksItemInstitutions(user);
  const sampleTypes = useLookup(() => fetchCmsItems('sample-types'), 'sample types', !!(view.marker || view.panel));
  const tubeTypes = useLookup(() => fetchCmsItems('tube-types'), 'tube types', !!view.marker);
  const markers = useLookup(() => fetchCmsItems('markers', restrictedQuery(user)), 'markers', !!view.panel);
  const institutions = useLookup(fetchInstitutionChoices, 'institutions', !!view.institutions && picks);
  const own = useOwnInstitution(user, !!view.institutions && !picks);
  return { sampleTypes, tubeTypes, markers, institutions: picks ? institutions : null, own };
}
