// How the API's areas meet: each module shows others one file, its public.ts; platform/ is the
// infrastructure under every module and knows none; inside a module, routes.ts -> service.ts -> queries.ts.
import path from 'node:path';
import { apiModuleOf, importRule } from './paths.mjs';

const MODULE_FILE = /^api\/src\/modules\/([^/]+)\/(.+)$/;

/** Which files of its own module each layer of an API module may import. */
const LAYERS = {
  'routes.ts': ['service', 'schemas'],
  'service.ts': ['queries', 'schemas'],
  'queries.ts': [],
};
const LAYER_NAMES = Object.keys(LAYERS).map((file) => file.replace(/\.ts$/, ''));

export const apiBoundaries = {
  // Everything outside a module (another module, app.ts, the seed, the tests' kit) uses it through
  // its public.ts, app.ts included (it registers each module's routes from there): what a module
  // keeps behind that face can change without its users noticing.
  'module-public-face': importRule('Another API module only through its public.ts', ({ source, target }, file) => {
    const [, other, rest] = target?.match(MODULE_FILE) ?? [];
    if (!other || other === apiModuleOf(file) || rest === 'public' || rest === 'public.ts') return;
    return `'${source}' reaches into API module '${other}': use what its public.ts offers (export it there if another area needs it).`;
  }),
  // Modules stand on platform/, never the other way round: a platform file that needed a module
  // would make the module part of the infrastructure every other module stands on.
  'platform-imports-no-module': importRule('platform/ imports no API module', ({ source, target }, file) => {
    if (!file.startsWith('api/src/platform/') || !target?.startsWith('api/src/modules/')) return;
    return `platform/ is infrastructure and imports no module ('${source}'): move the domain code into its module, or pass it in from app.ts.`;
  }),
  // routes.ts (HTTP) calls only service.ts (rules), which calls queries.ts (SQL); never upwards or around.
  'module-layers': importRule('routes.ts -> service.ts -> queries.ts inside an API module', ({ source, target }, file) => {
    const own = apiModuleOf(file);
    const layer = path.posix.basename(file);
    const allowed = LAYERS[layer];
    if (!own || !allowed || !target || apiModuleOf(target) !== own) return;
    const name = path.posix.basename(target).replace(/\.ts$/, '');
    // helpers of the module (patient-input, search, ...) are free; the three layers are not
    if (!LAYER_NAMES.includes(name) || allowed.includes(name)) return;
    const may = allowed.map((a) => `${a}.ts`).join(', ') || 'no layer';
    return `${layer} may import only ${may} of its module, not '${source}' (routes.ts -> service.ts -> queries.ts).`;
  }),
};
