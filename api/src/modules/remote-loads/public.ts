// What the remote-loads module offers the rest of the API (app.ts registers its routes from here).
export { remoteLoadRoutes } from './routes';
