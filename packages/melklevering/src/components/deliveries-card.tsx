import { Body1, Card, CardHeader, Subtitle1 } from '@fluentui/react-components';
import { formatDateOrNvt } from '@klw/ui';
import { useMelklevering } from '../store/melklevering-store';
import { DeliveriesTable } from './deliveries-table';

/**
 * 'Automatische melkleveringen': the table of the year's delivery months. docs/PRODUCT.md section 2 shows the card only when
 * there are months; the manual card then says why its checkbox is ticked (NO_DELIVERIES_TEXT).
 */
export function DeliveriesCard() {
  // Each selection is a piece of the server's data: none of them changes while the farmer types.
  const maanden = useMelklevering((state) => state.data?.maanden);
  const totaal = useMelklevering((state) => state.data?.totaal);
  const jaar = useMelklevering((state) => state.data?.kringloopwijzerJaar);
  const laatste = useMelklevering((state) => state.data?.datumLaatsteLevering ?? null);
  if (!maanden || !totaal || jaar === undefined || maanden.length === 0) return null;
  return (
    <Card>
      <CardHeader header={<Subtitle1 as="h2">Automatische melkleveringen</Subtitle1>} description={<Body1>Laatste levering: {formatDateOrNvt(laatste)}</Body1>} />
      <DeliveriesTable maanden={maanden} totaal={totaal} jaar={jaar} />
    </Card>
  );
}
