import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRouteDeclaration } from '@klw/platform';

// The routes this remote declares (ADR 005), deployed as routes.json beside its mf-manifest.json. The build checks
// the rest the shell needs (the route is in its table, the module is exposed: EmitRouteDeclaration).
const declaration: unknown = JSON.parse(readFileSync(path.join(__dirname, 'routes.json'), 'utf8'));

describe('routes.json of klw_melklevering', () => {
  it('declares the milk screen with its Dutch title', () => {
    expect(parseRouteDeclaration(declaration, 'klw_melklevering')).toEqual([
      { path: '/melklevering/Index/{klwId}', title: 'Melklevering', module: './lifecycles' },
    ]);
  });
});
