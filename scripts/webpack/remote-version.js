// Exposed by every remote as './version': the version its build was made as (REMOTE_VERSION, else
// its package.json's). The host marks each area with it (data-remote-version), so a page and an
// end-to-end test can tell which published version is running.
/* global __REMOTE_VERSION__ */
export const version = __REMOTE_VERSION__;
