import { Body1, Card, CardHeader, Subtitle1 } from '@fluentui/react-components';
import { formatDateOrNvt } from '@klw/ui';
import { useMelklevering } from '../store/melklevering-store';
import { DeliveriesTable } from './deliveries-table';

/** Where the table would be, for a year without delivery months: why the checkbox is ticked and cannot be changed. */
export const NO_DELIVERIES_TEXT =
  'Voor dit jaar zijn geen automatische melkleveringen ontvangen. Vul de melklevering daarom hieronder zelf in.';

/** 'Automatische melkleveringen': the table of the year's delivery months, or why there is none. */
export function DeliveriesCard() {
  // Each selection is a piece of the server's data: none of them changes while the farmer types.
  const maanden = useMelklevering((state) => state.data?.maanden);
  const totaal = useMelklevering((state) => state.data?.totaal);
  const jaar = useMelklevering((state) => state.data?.kringloopwijzerJaar);
  const laatste = useMelklevering((state) => state.data?.datumLaatsteLevering ?? null);
  if (!maanden || !totaal || jaar === undefined) return null;
  const heading = <Subtitle1 as="h2">Automatische melkleveringen</Subtitle1>;
  if (maanden.length === 0) {
    return (
      <Card>
        <CardHeader header={heading} />
        <Body1 as="p">{NO_DELIVERIES_TEXT}</Body1>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader header={heading} description={<Body1>Laatste levering: {formatDateOrNvt(laatste)}</Body1>} />
      <DeliveriesTable maanden={maanden} totaal={totaal} jaar={jaar} />
    </Card>
  );
}
