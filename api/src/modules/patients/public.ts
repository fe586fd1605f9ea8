// What the patients module offers the rest of the API (app.ts registers its routes from here).
export { patientRoutes } from './routes';
