/** True in development builds only: lets a developer point one remote at a local server. */
declare const __ALLOW_REMOTE_OVERRIDES__: boolean;
/** The platform contract this host provides (@lab/shared's version): a remote built against an incompatible one is not loaded. */
declare const __PLATFORM_CONTRACT__: string;
