import type { KrachtvoerData } from '../../declaration';

/** A year of feed deliveries as the API answers it: three suppliers, one delivery without its kg, no rows by hand. */
export function krachtvoerFixture(klwId: number, jaar: number): KrachtvoerData {
  const date = (month: number, day: number): string => `${jaar}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return {
    kringloopwijzerId: klwId,
    kringloopwijzerJaar: jaar,
    kringloopwijzerStatus: 1,
    isAuthorized: true,
    voerLeveringRows: [
      { leverDatum: date(1, 12), leverancier: 'ForFarmers', product: 'Melkveebrok Standaard', kg: 18_250, re: 172, p: 4.8 },
      { leverDatum: date(3, 3), leverancier: 'De Heus', product: 'Eiwitrijk bijproduct', kg: 12_400, re: 236, p: 6.4 },
      { leverDatum: date(5, 21), leverancier: 'Agrifirm', product: 'Melkveebrok Hoog', kg: null, re: 181, p: 5.1 },
      { leverDatum: date(8, 9), leverancier: 'ForFarmers', product: 'Melkveebrok Standaard', kg: 21_030.5, re: 170, p: 4.7 },
    ],
    handmatigeVoerLeveringRows: [],
  };
}
