import type { YearFacts } from './screen';

// The local API's demo world holds the users, farms and years; each screen gives its own data of a year (its
// src/demo-data.ts, named in its package.json), in the shape its declaration gives, without the year's facts.

/** A year of the demo world, as a screen's demo data is asked for it. */
export interface DemoYear {
  klwId: number;
  jaar: number;
}

/** A screen's data of a demo year: its declaration's data without the year's facts (the local API adds them). */
export type DemoDataOf<TData extends YearFacts> = Omit<TData, keyof YearFacts>;
