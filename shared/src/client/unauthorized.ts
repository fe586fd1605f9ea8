type Handler = () => void;
const handlers: Handler[] = [];

/** Something that ends the session (the store) registers here; so does navigation. */
export function addUnauthorizedHandler(handler: Handler): () => void {
  handlers.push(handler);
  return () => {
    const i = handlers.indexOf(handler);
    if (i >= 0) handlers.splice(i, 1);
  };
}

/** Default navigation when no router has taken over: a full load of /login. */
let navigateToLogin: () => void = () => {
  if (typeof window !== 'undefined' && window.location.pathname !== '/login') window.location.assign('/login');
};
export function setLoginNavigator(navigate: () => void): void {
  navigateToLogin = navigate;
}

export function onUnauthorized(): void {
  for (const handler of [...handlers]) handler();
  navigateToLogin();
}
