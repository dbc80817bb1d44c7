import { routeKey, type MigratedRoutes, type RouteClaim } from '@klw/platform';

/**
 * Which remote renders which route, as far as this page knows it. The portal puts only the page's own screen and the
 * remotes it imports into the page (a page is as large with 26 screens as with 3); the rest of the registry and the
 * other screens' route declarations are read once, when the farmer goes to a route none of the known screens renders
 * (`find`). A page whose registry was fetched whole knows every screen from the start.
 */
export class ScreenCatalog {
  private readonly claims = new Map<string, RouteClaim>();
  private rest: Promise<void> | null = null;

  /**
   * @param known the claims the page's registry gave
   * @param loadRest reads the registry and the declarations the page lacks: every claim of the deployment, the known
   *   ones included (those the page runs win)
   * @param onNew called with the claims `loadRest` added, before `find` answers, to make them single-spa applications
   */
  constructor(
    known: MigratedRoutes,
    private complete: boolean,
    private readonly loadRest: () => Promise<MigratedRoutes>,
    private readonly onNew: (added: MigratedRoutes) => void,
  ) {
    for (const [key, claim] of known.claims) this.claims.set(key, claim);
  }

  /** The remote known to render `routePath` (a route table path), without asking anything. */
  known(routePath: string): RouteClaim | undefined {
    return this.claims.get(routeKey(routePath));
  }

  /**
   * The remote that renders `routePath`, reading the rest of the deployment first when no known screen does; undefined
   * when none does (the portal renders it). Rejects when the registry could not be read (after its retries); the next
   * call tries again.
   */
  async find(routePath: string): Promise<RouteClaim | undefined> {
    const known = this.known(routePath);
    if (known || this.complete) return known;
    this.rest ??= this.loadRest().then(
      (all) => {
        const added = new Map<string, RouteClaim>();
        for (const [key, claim] of all.claims) {
          if (this.claims.has(key)) continue;
          this.claims.set(key, claim);
          added.set(key, claim);
        }
        this.complete = true;
        if (added.size > 0) this.onNew({ claims: added, problems: [] });
      },
      (error: unknown) => {
        this.rest = null;
        throw error;
      },
    );
    await this.rest;
    return this.known(routePath);
  }
}
