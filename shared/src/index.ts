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
export * from './patient-types';
