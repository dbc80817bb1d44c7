import { FormScreen } from '@klw/forms';
import { DeliveriesCard } from './deliveries-card';
import { ManualCard } from './manual-card';

export interface MelkleveringScreenProps {
  /** The year the portal page is for (route parameter). */
  klwId?: number | null;
}

/**
 * The milk delivery screen: the deliveries of the year and the manual figures (docs/PRODUCT.md). The frame (save,
 * bars, drafts, panels) is the screen kit's; what is here is the milk screen's own.
 */
export function MelkleveringScreen({ klwId }: MelkleveringScreenProps) {
  return (
    <FormScreen klwId={klwId}>
      {({ readOnly }) => (
        <>
          <DeliveriesCard />
          <ManualCard readOnly={readOnly} />
        </>
      )}
    </FormScreen>
  );
}
