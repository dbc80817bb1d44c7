import { FormRoot } from '@klw/forms';
import { KrachtvoerScreen } from '../components/krachtvoer-screen';
import { createKrachtvoerStore } from '../store/krachtvoer-store';

export interface KrachtvoerRootProps {
  /** From the shell's customProps (ScreenProps): the year of the route /voer/krachtvoer/Index/{klwId}. */
  klwId?: number | null;
}

/** The remote's root: the kit's FormRoot (its own id prefix, an error boundary, a store for this mount). */
export function KrachtvoerRoot({ klwId }: KrachtvoerRootProps) {
  return (
    <FormRoot idPrefix="klw-krachtvoer-" createStore={() => createKrachtvoerStore()}>
      <KrachtvoerScreen klwId={klwId} />
    </FormRoot>
  );
}
