// What the external-lab module offers the rest of the API (app.ts registers its routes from here).
export { externalLabRoutes } from './routes';
export { providerRegistry } from './registry';
// A request's external lab state: the test request detail shows the same panel the status routes answer.
export { externalApiStatus, selectExternalLabRow } from './external-lab-state';
