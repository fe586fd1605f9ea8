import { INSTITUTION_MESSAGES } from '@lab/shared';
import { AccessDenied, BackLink, type LoadedData, LoadFallback, type LoadProblem, pageLoad, type PageLoad } from '@lab/shared/react';

export type InstitutionLoadProblem = LoadProblem;
export type InstitutionPageLoad<T> = PageLoad<T>;

/** Where a institution page's load stands (see pageLoad). */
export function institutionPageLoad<T>(loaded: LoadedData<T>, fallback: string): InstitutionPageLoad<T> {
  return pageLoad(loaded, fallback);
}

export function InstitutionLoadFallback({ load, loadingLabel }: { load: InstitutionLoadProblem; loadingLabel: string }) {
  return <LoadFallback load={load} loadingLabel={loadingLabel} notFound={{ title: 'Institution Not Found', subTitle: 'The institution does not exist or is not one you may see.' }} back={<BackLink to="/institutions" plain>Back to Institutions</BackLink>} />;
}

/** The denial of an institutions screen. */
export function InstitutionsAccessDenied({ reason = INSTITUTION_MESSAGES.manageDenied }: { reason?: string }) {
  return <AccessDenied reason={reason} />;
}
