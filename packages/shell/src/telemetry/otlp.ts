/**
 * The page's telemetry as OpenTelemetry OTLP/HTTP JSON logs (an ExportLogsServiceRequest), written here instead of
 * bringing the OpenTelemetry SDK into the page (ADR 013: the SDK's logs exporter weighs tens of KB, this a few
 * hundred bytes). Its output is checked against @opentelemetry/otlp-transformer's JsonLogsSerializer (otlp.test.ts).
 */
type AttributeValue = string | number | boolean;
export type Attributes = Record<string, AttributeValue>;

/** One log record: an event of the page. */
export interface TelemetryRecord {
  /** Milliseconds since the epoch. */
  time: number;
  /** OpenTelemetry severity: 9 INFO, 17 ERROR. */
  severity: 'INFO' | 'ERROR';
  /** The record's event name ('klw.remote.error'); also its `event.name` attribute. */
  event: string;
  attributes: Attributes;
}

export const SCOPE = { name: '@klw/shell/telemetry', version: '1' };

interface AnyValue {
  stringValue?: string;
  intValue?: number;
  doubleValue?: number;
  boolValue?: boolean;
}

function anyValue(value: AttributeValue): AnyValue {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { boolValue: value };
  return Number.isInteger(value) ? { intValue: value } : { doubleValue: value };
}

function keyValues(attributes: Attributes): { key: string; value: AnyValue }[] {
  return Object.keys(attributes).map((key) => ({ key, value: anyValue(attributes[key]!) }));
}

/** Nanoseconds since the epoch, as OTLP JSON writes a 64-bit integer: in a string. */
function nanos(ms: number): string {
  return `${Math.trunc(ms)}000000`;
}

/** The body of `POST {collector}/v1/logs`, content type application/json. */
export function encodeLogs(resource: Attributes, records: readonly TelemetryRecord[], observed: number = Date.now()): string {
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
