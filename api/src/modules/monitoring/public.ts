// What the monitoring module offers the rest of the API (app.ts registers its routes from here).
export { monitoringRoutes } from './routes';
