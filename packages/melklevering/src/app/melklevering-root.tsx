import { FormRoot } from '@klw/forms';
import { MelkleveringScreen } from '../components/melklevering-screen';
import { createMelkleveringStore } from '../store/melklevering-store';

export interface MelkleveringRootProps {
  /** From the shell's customProps (ScreenProps): the year of the route /melklevering/Index/{klwId}. */
  klwId?: number | null;
}

/** The remote's root: the kit's FormRoot (its own id prefix, an error boundary, a store for this mount). */
export function MelkleveringRoot({ klwId }: MelkleveringRootProps) {
  return (
    <FormRoot idPrefix="klw-melklevering-" createStore={() => createMelkleveringStore()}>
      <MelkleveringScreen klwId={klwId} />
    </FormRoot>
  );
}
