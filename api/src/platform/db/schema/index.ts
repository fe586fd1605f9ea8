export * from './institutions';
export * from './users';
export * from './audit';
export * from './app-meta';
export * from './mail';
