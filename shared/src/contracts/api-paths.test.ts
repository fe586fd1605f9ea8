import { apiPath } from './api-paths';

it('fills each parameter of a path template, encoded', () => {
  expect(apiPath('/users/:id/emails/:kind', { id: 7, kind: 'custom' })).toBe('/users/7/emails/custom');
  expect(apiPath('/users/:id', { id: 'a/b' })).toBe('/users/a%2Fb');
  expect(apiPath('/users', {})).toBe('/users');
});
