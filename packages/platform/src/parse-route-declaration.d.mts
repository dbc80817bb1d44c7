// Types of parse-route-declaration.mjs (plain JavaScript so a remote's build checks its routes.json with it).

/** One route a remote renders, as it declares it in routes.json. */
export interface DeclaredRoute {
  /** The path as the route table (docs/PRODUCT.md) writes it, with `{klwId}` where the year goes. */
  path: string;
  /** Dutch page title, without the ' - Kringloopwijzer' suffix. */
  title: string;
  /** The exposed module with the route's single-spa lifecycles. */
  module: string;
}

export declare const ROUTES_FILE: 'routes.json';
export declare function parseRouteDeclaration(value: unknown, remote: string): DeclaredRoute[];
