import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRouteDeclaration } from '@klw/contracts';

// The routes this remote declares (ADR 005), deployed as routes.json beside its mf-manifest.json.
const packageDir = path.resolve(__dirname, '..');
const declaration: unknown = JSON.parse(readFileSync(path.join(__dirname, 'routes.json'), 'utf8'));

describe('routes.json of klw_melklevering', () => {
  it('declares the milk screen with its Dutch title', () => {
    expect(parseRouteDeclaration(declaration, 'klw_melklevering')).toEqual([
      { path: '/melklevering/Index/{klwId}', title: 'Melklevering', module: './lifecycles' },
    ]);
  });

  it('names only modules the remote exposes', () => {
    const config = readFileSync(path.join(packageDir, 'webpack.config.js'), 'utf8');
    for (const route of parseRouteDeclaration(declaration, 'klw_melklevering')) {
      expect(config).toContain(`'${route.module}'`);
    }
  });
});
