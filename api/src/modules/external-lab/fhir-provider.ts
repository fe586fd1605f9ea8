// The FHIR R4 provider (docs/external-lab-fhir.md): the order as a transaction Bundle, its status
// as the Task, its results as the DiagnosticReport with its Observations.
import { fhirClient, type FhirClientOptions } from './fhir-client';
import { reportOf, statusOfTask, taskIdOf } from './fhir-answers';
import { orderBundle } from './fhir-order';
import { escapeSearchValue, searchQuery } from './fhir-search';
import type { ExternalLabProvider } from './provider';

const pathId = (id: string) => encodeURIComponent(id);

export function fhirProvider(options: FhirClientOptions): ExternalLabProvider {
  const call = fhirClient(options);
  return {
    async submitOrder(order) {
      const bundle = orderBundle(order);
      const answer = await call('POST', '', bundle);
      return { externalId: taskIdOf(answer, bundle.entry!.length - 1) };
    },
    async getStatus(externalId) {
      return statusOfTask(await call('GET', `/Task/${pathId(externalId)}`));
    },
    async fetchResults(externalId) {
      const status = statusOfTask(await call('GET', `/Task/${pathId(externalId)}`));
      if (status.status !== 'complete' || !status.reportId) return { status, conclusion: null, observations: [] };
      const query = searchQuery([
        { name: '_id', value: escapeSearchValue(status.reportId) },
        { name: '_include', value: 'DiagnosticReport:result' },
      ]);
      const search = await call('GET', `/DiagnosticReport?${query}`);
      return reportOf(search, status.reportId, status);
    },
  };
}
