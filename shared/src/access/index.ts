// Who may reach what, in one place: the areas (area-table.json), the roles and their default areas,
// the actions with the roles allowed (permissions.ts), and the institution scope.
export * from './areas';
export * from './roles';
export * from './subject';
export * from './scope';
export * from './nav';
export * from './role-rules';
export * from './permissions';
