export { NumberField } from './number-field';
export { formatDateOrNvt, formatFigureOrNvt } from './format';
export { useNotifications } from './notifications';
export type { NoticeAction, Notifier } from './notice-state';
export { PageFrame } from './page-frame';
export { ErrorBoundary, ErrorPanel } from './error-boundary';
export { RemoteRoot } from './remote-root';
export { screenLifecycles } from './screen-lifecycles';
export { usePrinting } from './use-printing';
