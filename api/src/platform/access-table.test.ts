// The shared PERMISSIONS table is the one place an action's roles are written: every route that
// limits roles names an action of it, and every action is asked somewhere (a route policy, or a
// can* check of @lab/shared that the screens and services call), so none lingers unused.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACTIONS } from '@lab/shared';
import { createTestContext, type TestContext } from '../test/test-app';

const SHARED_SRC = join(__dirname, '../../../shared/src');

/** The source of @lab/shared's rules, without its tests and without the table itself. */
function sharedRulesSource(dir = SHARED_SRC): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sharedRulesSource(path);
      const rule = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !path.endsWith(join('access', 'permissions.ts'));
      return rule ? readFileSync(path, 'utf8') : '';
    })
    .join('\n');
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const policies = () => ctx.routes.map((r) => ({ route: `${String(r.method)} ${r.url}`, policy: r.policy }));

it('no route writes a role list of its own: roles come from an action of the table', () => {
  // The type allows nothing else; this catches a policy built around it (a cast, a spread object).
  const known: Record<string, string[]> = { public: ['access'], authenticated: ['access'], action: ['access', 'action'], area: ['access', 'area'] };
  const ownLists = policies().filter(({ policy }) => !policy || Object.keys(policy).some((key) => !known[policy.access]?.includes(key)));
  expect(ownLists.map((p) => p.route)).toEqual([]);
});

it('every action of the table is asked by a route policy or a shared check', () => {
  const byRoutes = new Set(policies().flatMap(({ policy }) => (policy?.access === 'action' ? [policy.action] : [])));
  const rules = sharedRulesSource();
  const unused = ACTIONS.filter((action) => !byRoutes.has(action) && !rules.includes(`'${action}'`));
  expect(unused).toEqual([]);
  expect(byRoutes.size).toBeGreaterThan(5);
});
