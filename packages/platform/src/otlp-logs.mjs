// @ts-check
/**
 * The page's telemetry as OpenTelemetry OTLP/HTTP JSON logs (an ExportLogsServiceRequest), written here instead of
 * bringing the OpenTelemetry SDK into the page (ADR 013: the SDK's logs exporter weighs tens of KB, this a few
 * hundred bytes). The shell's client sends it, and the portal forwards what it kept of a page's request in it. Its
 * output is checked against @opentelemetry/otlp-transformer's JsonLogsSerializer (the shell's otlp.test.ts).
 */

/**
 * One log record: an event of the page.
 * @typedef {object} TelemetryRecord
 * @property {number} time Milliseconds since the epoch.
 * @property {'INFO' | 'ERROR'} severity OpenTelemetry severity: 9 INFO, 17 ERROR.
 * @property {string} event The record's event name ('klw.remote.error'); also its `event.name` attribute.
 * @property {import('./telemetry-vocabulary.mjs').Attributes} attributes
 */

export const SCOPE = { name: '@klw/shell/telemetry', version: '1' };

/**
 * @param {string | number | boolean} value
 * @returns {{ stringValue?: string, intValue?: number, doubleValue?: number, boolValue?: boolean }}
 */
function anyValue(value) {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { boolValue: value };
  return Number.isInteger(value) ? { intValue: value } : { doubleValue: value };
}

/** @param {import('./telemetry-vocabulary.mjs').Attributes} attributes */
function keyValues(attributes) {
  return Object.keys(attributes).map((key) => ({ key, value: anyValue(/** @type {string | number | boolean} */ (attributes[key])) }));
}

/**
 * Nanoseconds since the epoch, as OTLP JSON writes a 64-bit integer: in a string.
 * @param {number} ms
 */
function nanos(ms) {
  return `${Math.trunc(ms)}000000`;
}

/**
 * The body of `POST {collector}/v1/logs`, content type application/json.
 * @param {import('./telemetry-vocabulary.mjs').Attributes} resource
 * @param {readonly TelemetryRecord[]} records
 * @param {number} [observed]
 * @returns {string}
 */
export function encodeLogs(resource, records, observed = Date.now()) {
  return JSON.stringify({
    resourceLogs: [
      {
        resource: { attributes: keyValues(resource), droppedAttributesCount: 0 },
        scopeLogs: [
          {
            scope: SCOPE,
            logRecords: records.map((record) => ({
              timeUnixNano: nanos(record.time),
              observedTimeUnixNano: nanos(observed),
              severityNumber: record.severity === 'ERROR' ? 17 : 9,
              severityText: record.severity,
              body: { stringValue: record.event },
              eventName: record.event,
              attributes: keyValues({ ...record.attributes, 'event.name': record.event }),
              droppedAttributesCount: 0,
            })),
          },
        ],
      },
    ],
  });
}
