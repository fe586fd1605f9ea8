import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signInHint } from './portal.mjs';

test('the ready line promises the demo accounts only where they are sure to be', () => {
  assert.equal(signInHint({}), 'Sign in as superadmin@demo.lab / Demo@12345 (README lists every demo account)');
  const own = signInHint({ DATABASE_URL: 'postgres://lab@db:5432/lab' });
  assert.match(own, /^Sign in with an account of the DATABASE_URL database/);
  assert.match(own, /if DEMO_DATA=true or the generator filled it/);
});
