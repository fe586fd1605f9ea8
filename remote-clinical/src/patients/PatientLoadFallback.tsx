import { PATIENT_MESSAGES } from '@lab/shared';
import { BackLink, type LoadedData, LoadFallback, type LoadProblem, pageLoad, type PageLoad } from '@lab/shared/react';

export type PatientLoadProblem = LoadProblem;
export type PatientPageLoad<T> = PageLoad<T>;

/** Where a patient page's load stands (see pageLoad). */
export function patientPageLoad<T>(loaded: LoadedData<T>, fallback: string): PatientPageLoad<T> {
  return pageLoad(loaded, fallback);
}

export function PatientLoadFallback({ load, loadingLabel }: { load: PatientLoadProblem; loadingLabel: string }) {
  return <LoadFallback load={load} loadingLabel={loadingLabel} notFound={{ title: PATIENT_MESSAGES.notFound, subTitle: 'The patient does not exist or is not in your institution.' }} back={<BackLink to="/patients" plain>Back to Patients</BackLink>} />;
}
