export { createReferenceLab, DEFAULT_STEP_SECONDS, type ReferenceLabOptions } from './app';
export { validateFhir } from './fhir-validation';
