import { typedFormHooks } from '@klw/forms';
import type { MelkleveringState } from './melklevering-store';

/** The milk screen's typed view of its store (the kit's FormStoreProvider holds it). */
export const { useSelect: useMelklevering } = typedFormHooks<MelkleveringState>();
