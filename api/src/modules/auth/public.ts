// What the auth module offers the rest of the API (app.ts registers its routes from here).
export { authRoutes } from './routes';
// Account-setup and reset links: users mails them, auth's set-password spends them.
export { createPasswordLink, setPasswordUrl } from './password-links';
