/** True in development builds only: lets a developer point one remote at a local server. */
declare const __ALLOW_REMOTE_OVERRIDES__: boolean;
