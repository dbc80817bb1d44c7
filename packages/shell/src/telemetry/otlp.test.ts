/** @jest-environment node */
import { SeverityNumber } from '@opentelemetry/api-logs';
import { JsonLogsSerializer } from '@opentelemetry/otlp-transformer';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { InMemoryLogRecordExporter, LoggerProvider, SimpleLogRecordProcessor } from '@opentelemetry/sdk-logs';
import { SCOPE, encodeLogs, type TelemetryRecord } from '@klw/platform';

const RESOURCE = { 'service.name': 'klw-portal-web', 'service.version': '0.1.0', 'klw.page.id': 'a1b2c3d4e5f60718' };
const OBSERVED = 1_764_201_600_123;

const RECORDS: TelemetryRecord[] = [
  {
    time: 1_764_201_599_001,
    severity: 'ERROR',
    event: 'klw.remote.error',
    attributes: {
      'klw.remote.name': 'klw_melklevering',
      'klw.remote.version': '1.4.2',
      'klw.phase': 'expose',
      'klw.route': '/melklevering/Index/{klwId}',
      'exception.type': 'Error',
      'exception.message': 'script kon niet worden geladen',
    },
  },
  {
    time: 1_764_201_599_500,
    severity: 'INFO',
    event: 'klw.call',
    attributes: {
      'klw.remote.name': 'klw_melklevering',
      'klw.phase': 'call',
      'klw.call.name': 'MelkLevering/SaveMelkLeveringGegevens',
      'http.response.status_code': 503,
      'klw.duration_ms': 41,
      'klw.vital.value': 0.125,
      'klw.sampled': true,
    },
  },
];

/** The same records through the OpenTelemetry SDK and its own JSON serializer. */
function serializedBySdk(): unknown {
  const exporter = new InMemoryLogRecordExporter();
  const provider = new LoggerProvider({ resource: resourceFromAttributes(RESOURCE), processors: [new SimpleLogRecordProcessor(exporter)] });
  const logger = provider.getLogger(SCOPE.name, SCOPE.version);
  for (const record of RECORDS) {
    logger.emit({
      timestamp: new Date(record.time),
      observedTimestamp: new Date(OBSERVED),
      severityNumber: record.severity === 'ERROR' ? SeverityNumber.ERROR : SeverityNumber.INFO,
      severityText: record.severity,
      body: record.event,
      eventName: record.event,
      attributes: { ...record.attributes, 'event.name': record.event },
    });
  }
  return JSON.parse(new TextDecoder().decode(JsonLogsSerializer.serializeRequest(exporter.getFinishedLogRecords())));
}

describe('encodeLogs', () => {
  it('writes what the OpenTelemetry SDK JSON serializer writes for the same records', () => {
    expect(JSON.parse(encodeLogs(RESOURCE, RECORDS, OBSERVED))).toEqual(serializedBySdk());
  });

  it('names each record by its event and carries the resource once', () => {
    const body = JSON.parse(encodeLogs(RESOURCE, RECORDS, OBSERVED)) as {
      resourceLogs: { resource: { attributes: { key: string }[] }; scopeLogs: { logRecords: { eventName: string }[] }[] }[];
    };
    expect(body.resourceLogs).toHaveLength(1);
    expect(body.resourceLogs[0]!.resource.attributes.map((a) => a.key)).toEqual(['service.name', 'service.version', 'klw.page.id']);
    expect(body.resourceLogs[0]!.scopeLogs[0]!.logRecords.map((r) => r.eventName)).toEqual(['klw.remote.error', 'klw.call']);
  });
});
