// What the audit module offers the rest of the API (app.ts registers its routes from here).
export { auditRoutes } from './routes';
