// What the patients module offers the rest of the API (app.ts registers its routes from here).
export { patientRoutes } from './routes';
// The plan-shape check (bench/plan-shape.ts) explains the statements of a searched page.
export { selectPatientPage } from './queries';
