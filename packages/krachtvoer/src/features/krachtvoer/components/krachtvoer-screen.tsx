import {KRACHTVOER} from '@klw/contracts';
import { CategoryCard, FormScreen } from '@klw/forms';
import { FeedDeliveriesCard } from './feed-deliveries-card';

export interface KrachtvoerScreenProps {
  /** The year the portal page is for (route parameter). */
  klwId?: number | null;
}

/**
 * The feed delivery screen (issue 41): the deliveries suppliers reported, and the rows the farmer adds by hand. Built
 * on the screen kit only: its frame, store, drafts and rows are the kit's; the table of deliveries is its own.
 */
export function KrachtvoerScreen({ klwId }: KrachtvoerScreenProps) {
  return (
    <FormScreen klwId={klwId}>
      {({ readOnly, formVersion }) => (
        <>
          <FeedDeliveriesCard />
          {KRACHTVOER.fields.map((category) => (
            // A form replaced by the farmer's choice starts with fresh fields: none keeps text typed before.
            <CategoryCard key={`${category.name}-${formVersion}`} category={category} readOnly={readOnly} />
          ))}
        </>
      )}
    </FormScreen>
  );
}
