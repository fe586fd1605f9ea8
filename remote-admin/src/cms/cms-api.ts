// The CMS lists' calls (the generic sections, collection devices and tube types, storage
// locations), one function per request. Lists answer { items }, writes { item }.
import {
  apiPath,
  INSTITUTION_PATHS,
  type CmsItemBody,
  type CmsItemResponse,
  type CmsItemsBySection,
  CMS_PATHS,
  type CmsListPath,
  type CmsListResponse,
  type CmsRestrictedListQuery,
  type DeleteCmsItemResponse,
  type Institution,
  type InstitutionListResponse,
  type InstitutionResponse,
} from '@lab/shared';
import { apiClient } from '@lab/shared/client';

const itemPath = (path: CmsListPath, id: number) => apiPath(CMS_PATHS.section(path).one, { id });

export async function fetchCmsItems<P extends CmsListPath>(path: P, query: CmsRestrictedListQuery = {}): Promise<CmsItemsBySection[P][]> {
  const { data } = await apiClient.get<CmsListResponse<CmsItemsBySection[P]>>(CMS_PATHS.section(path).list, { params: query });
  return data.items;
}

export async function createCmsItem<P extends CmsListPath>(path: P, body: CmsItemBody): Promise<CmsItemsBySection[P]> {
  const { data } = await apiClient.post<CmsItemResponse<CmsItemsBySection[P]>>(CMS_PATHS.section(path).list, body);
  return data.item;
}

/** PUT is partial: the fields left out keep their values (the status badge sends only { active }). */
export async function updateCmsItem<P extends CmsListPath>(path: P, id: number, body: CmsItemBody): Promise<CmsItemsBySection[P]> {
  const { data } = await apiClient.put<CmsItemResponse<CmsItemsBySection[P]>>(itemPath(path, id), body);
  return data.item;
}

export async function deleteCmsItem(path: CmsListPath, id: number): Promise<string> {
  const { data } = await apiClient.delete<DeleteCmsItemResponse>(itemPath(path, id));
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
