import type { FulfillmentPatient } from '@lab/shared';

/** The patient's address as printed on a label: street lines, 'City, State Postcode', country; empty parts left out. */
export function patientAddressLines(patient: FulfillmentPatient): string[] {
  const cityLine = [patient.city, [patient.state, patient.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [patient.street_address_1, patient.street_address_2, cityLine, patient.country].filter((line): line is string => !!line && line.trim() !== '');
}
