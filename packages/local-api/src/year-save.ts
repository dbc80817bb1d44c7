import type { IncomingMessage } from 'node:http';
import { formatNumber } from '@klw/contracts/texts';
import type { FieldError } from '@klw/contracts/forms';
import type { Year } from './dataset';
import { errorDetails, HttpError } from './http';
import { etagOf, ifMatchAllows } from './versions';

// The refusals every save of one year's data gives, the same for the milk save and the Krachtvoer save.

/** 403 for a save of a year this user may only see: closed, or no right to edit. */
export function readOnlyRefusal(year: Year): HttpError {
  const reden = year.statusId > 1 ? `De kringloopwijzer ${year.jaar} is afgesloten` : `U mag de kringloopwijzer ${year.jaar} alleen inzien`;
  return new HttpError(403, { message: `${reden}; wijzigingen worden niet opgeslagen.` });
}

/** A save's body (read and checked by http.ts readBody) for the year: 400 when there is none or it is another year's. */
export function yearBody<T extends { kringloopwijzerId: number }>(body: T | undefined, year: Year): T {
  if (body === undefined) throw new HttpError(400, { message: 'Er zijn geen gegevens meegestuurd.' });
  if (body.kringloopwijzerId === year.klwId) return body;
  throw new HttpError(400, {
    message: `De gegevens horen bij kringloopwijzer ${body.kringloopwijzerId}, maar kringloopwijzer ${year.klwId} is geselecteerd.`,
  });
}

/** 412 with the current ETag when the save's If-Match names an older version than `stored`. */
export function requireCurrent(req: IncomingMessage, stored: object, message: string): void {
  if (!ifMatchAllows(req.headers['if-match'], etagOf(stored))) throw new HttpError(412, { message }, { ETag: etagOf(stored) });
}

/**
 * 400 for values out of bounds: '<wat> zijn niet opgeslagen: 2 waarden vallen …' (all of them counted), one
 * errorDetails entry each up to the cap of every answer's list (http.ts errorDetails).
 */
export function boundsRefusal(wat: string, errors: readonly FieldError[], detail: (error: FieldError) => string = (error) => error.message): HttpError {
  const count = errors.length;
  return new HttpError(400, {
    message: `De ${wat} zijn niet opgeslagen: ${formatNumber(count)} ${count === 1 ? 'waarde valt' : 'waarden vallen'} buiten de grenzen.`,
    errorDetails: errorDetails(errors, (error) => ({ message: detail(error), path: error.path })),
  });
}
