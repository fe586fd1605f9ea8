// The CMS lists' calls (the generic sections, collection devices and tube types, storage
// locations), one function per request. Lists answer { items }, writes { item }.
import {
  apiPath,
  INSTITUTION_PATHS,
  type CmsItemBody,
  type CmsItemResponse,
  type CmsItemsBySection,
  type CmsListResponse,
  type CmsRestrictedListQuery,
  type DeleteCmsItemResponse,
  type Institution,
  type InstitutionListResponse,
  type InstitutionResponse,
} from '@lab/shared';
import { apiClient } from '@lab/shared/client';

/** A CMS list's path under /cms: a generic section, collection-devices or storage-locations. */
export type CmsListPath = keyof CmsItemsBySection;

export async function fetchCmsItems<P extends CmsListPath>(path: P, query: CmsRestrictedListQuery = {}): Promise<CmsItemsBySection[P][]> {
  const { data } = await apiClient.get<CmsListResponse<CmsItemsBySection[P]>>(`/cms/${path}`, { params: query });
  return data.items;
}

export async function createCmsItem<P extends CmsListPath>(path: P, body: CmsItemBody): Promise<CmsItemsBySection[P]> {
  const { data } = await apiClient.post<CmsItemResponse<CmsItemsBySection[P]>>(`/cms/${path}`, body);
  return data.item;
}

/** PUT is partial: the fields left out keep their values (the status badge sends only { active }). */
export async function updateCmsItem<P extends CmsListPath>(path: P, id: number, body: CmsItemBody): Promise<CmsItemsBySection[P]> {
  const { data } = await apiClient.put<CmsItemResponse<CmsItemsBySection[P]>>(`/cms/${path}/${id}`, body);
  return data.item;
}

export async function deleteCmsItem(path: CmsListPath, id: number): Promise<string> {
  const { data } = await apiClient.delete<DeleteCmsItemResponse>(`/cms/${path}/${id}`);
  return data.message;
}

/** Every institution (a super_admin's choice of a marker's or panel's institutions). */
export async function fetchInstitutionChoices(): Promise<Institution[]> {
  const { data } = await apiClient.get<InstitutionListResponse>(INSTITUTION_PATHS.list);
  return data.institutions;
}

/** One institution (an institution_admin's own, when the session lacks its name). */
export async function fetchInstitutionName(id: number): Promise<string> {
  const { data } = await apiClient.get<InstitutionResponse>(apiPath(INSTITUTION_PATHS.one, { id }));
  return data.institution.name;
}
