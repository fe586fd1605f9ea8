// Pure domain contract: no React, no DOM. The API imports this too.
export * from './roles';
export * from './access';
export * from './nav';
export * from './ids';
export * from './activity';
export * from './types';
export * from './patient-rules';
export * from './countries';
export * from './phone';
export * from './dates';
export * from './role-rules';
export * from './contracts/analytics';
export * from './contracts/auth';
export * from './contracts/contact';
export * from './contracts/dashboard';
export * from './contracts/institutions';
export * from './contracts/patients';
