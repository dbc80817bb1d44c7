import * as v from 'valibot';
import type { MelkLeveringData, MelkTotaal } from './melk-levering';
import { MelkTotaalSchema } from './melk-levering';
import { NullableNumberSchema } from './primitives';

/** The part of the milk data the user edits. */
export interface MelkLeveringForm {
  gebruikHandmatigeMelkRegistratie: boolean;
  totaalHandmatig: MelkTotaal;
  totaalZelfZuivel: MelkTotaal;
  melkGevoerdAanKalveren: number | null;
  totaalOverigeProductie: { kg: number | null };
}

/** The milk form as a draft keeps it: read back from storage with this. */
export const MelkLeveringFormSchema = v.object({
  gebruikHandmatigeMelkRegistratie: v.boolean(),
  totaalHandmatig: MelkTotaalSchema,
  totaalZelfZuivel: MelkTotaalSchema,
  melkGevoerdAanKalveren: NullableNumberSchema,
  totaalOverigeProductie: v.object({ kg: NullableNumberSchema }),
});

export function toForm(data: MelkLeveringData): MelkLeveringForm {
  return {
    gebruikHandmatigeMelkRegistratie: data.gebruikHandmatigeMelkRegistratie,
    totaalHandmatig: { ...data.totaalHandmatig },
    totaalZelfZuivel: { ...data.totaalZelfZuivel },
    melkGevoerdAanKalveren: data.melkGevoerdAanKalveren,
    totaalOverigeProductie: { kg: data.totaalOverigeProductie.kg },
  };
}

/** The full data with the form's values in place: what SaveMelkLeveringGegevens receives. */
export function mergeForm(data: MelkLeveringData, form: MelkLeveringForm): MelkLeveringData {
  return {
    ...data,
    gebruikHandmatigeMelkRegistratie: form.gebruikHandmatigeMelkRegistratie,
    totaalHandmatig: { ...form.totaalHandmatig },
    totaalZelfZuivel: { ...form.totaalZelfZuivel },
    melkGevoerdAanKalveren: form.melkGevoerdAanKalveren,
    totaalOverigeProductie: { kg: form.totaalOverigeProductie.kg },
  };
}
