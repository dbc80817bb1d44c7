import { KRACHTVOER } from '../declaration';
import { FormScreen } from '@klw/forms';
import { CategoryCard } from '@klw/forms/rows';
import { useKrachtvoer } from '../store/krachtvoer-store';
import { FeedDeliveriesCard } from './feed-deliveries-card';
import { FeedInfoText } from './feed-info';
import { FeedTotalsCard } from './feed-totals-card';

/** For a year without automatic deliveries, at the top of the rows by hand: why there is no table above them. */
const NO_FEED_DELIVERIES_STATE = 'Voor dit jaar zijn geen automatische voerleveringen ontvangen.';
export const NO_FEED_DELIVERIES_TEXT = `${NO_FEED_DELIVERIES_STATE} Vul de voerleveringen daarom hieronder zelf in.`;

export interface KrachtvoerScreenProps {
  /** The year the portal page is for (route parameter). */
  klwId?: number | null;
}

function KrachtvoerCards({ readOnly }: { readOnly: boolean }) {
  const none = useKrachtvoer((state) => state.data !== null && state.data.voerLeveringRows.length === 0);
  return (
    <>
      <FeedDeliveriesCard />
      {KRACHTVOER.fields.map((category) => (
        <CategoryCard
          key={category.name}
          category={category}
          readOnly={readOnly}
          // A year that cannot be changed gets the state only, no task.
          description={none ? (readOnly ? NO_FEED_DELIVERIES_STATE : NO_FEED_DELIVERIES_TEXT) : undefined}
          info={<FeedInfoText />}
        />
      ))}
      <FeedTotalsCard />
    </>
  );
}

/**
 * The feed delivery screen: the deliveries suppliers reported, the rows the farmer adds by hand, and the totals of
 * both. Built on the screen kit only: its frame, store, drafts and rows are the kit's; the tables are its own.
 */
export function KrachtvoerScreen({ klwId }: KrachtvoerScreenProps) {
  return <FormScreen klwId={klwId}>{(context) => <KrachtvoerCards {...context} />}</FormScreen>;
}
