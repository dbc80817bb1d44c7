import { Body1, Card, CardHeader, Subtitle1 } from '@fluentui/react-components';
import { formatDateOrNvt } from '@klw/ui';
import { useMelklevering } from '../store/store-context';
import { DeliveriesTable } from './deliveries-table';

/** 'Automatische melkleveringen': shown only when the year has delivery months. */
export function DeliveriesCard() {
  // Each selection is a piece of the server's data: none of them changes while the farmer types.
  const maanden = useMelklevering((state) => state.data?.maanden);
  const totaal = useMelklevering((state) => state.data?.totaal);
  const jaar = useMelklevering((state) => state.data?.kringloopwijzerJaar);
  const laatste = useMelklevering((state) => state.data?.datumLaatsteLevering ?? null);
  if (!maanden || maanden.length === 0 || !totaal || jaar === undefined) return null;
  return (
    <Card>
      <CardHeader
        header={<Subtitle1 as="h2">Automatische melkleveringen</Subtitle1>}
        description={<Body1>Laatste levering: {formatDateOrNvt(laatste)}</Body1>}
      />
      <DeliveriesTable maanden={maanden} totaal={totaal} jaar={jaar} />
    </Card>
  );
}
