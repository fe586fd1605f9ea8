// What the host's build writes in (webpack.config.js's DefinePlugin; jest.config.js's globals under
// jest). Declared in this module rather than globally: the workspace's type check reads the host
// and the remotes as one program (scripts/typecheck/typecheck.mjs), where a global declaration
// would let a remote use a constant its own build never defines.
declare const __ALLOW_REMOTE_OVERRIDES__: boolean;
declare const __PLATFORM_CONTRACT__: string;

/** True in development builds only: lets a developer point one remote at a local server. */
export const ALLOW_REMOTE_OVERRIDES = __ALLOW_REMOTE_OVERRIDES__;
/** The platform contract this host provides (@lab/shared's version): a remote built against an incompatible one is not loaded. */
export const PLATFORM_CONTRACT = __PLATFORM_CONTRACT__;
