import { KRACHTVOER } from './krachtvoer';
import type { AnyScreenContract } from './screen';

/**
 * The screens declared in @klw/contracts, which the local API serves (with every screen package's own declaration,
 * its src/contracts.ts). The types of their forms are their own; the API reads them through the declaration alone.
 */
export const SCREENS: readonly AnyScreenContract[] = [KRACHTVOER];
