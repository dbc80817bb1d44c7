export { NumberField } from './number-field';
export type { NumberFieldProps } from './number-field';
export { NVT, formatDate, formatDateOrNvt, formatFigure, formatFigureOrNvt, formatNumber, formatTime } from './format';
export {
  CLOSE_TEXT,
  DEFAULT_ERROR_TITLE,
  MAX_VISIBLE_NOTICES,
  moreNoticesText,
  NoticeOutlet,
  NotificationsProvider,
  useNotifications,
} from './notifications';
export type { NoticeAction, NoticeOptions, Notifier } from './notifications';
export { PageFrame } from './page-frame';
export type { PageFrameProps } from './page-frame';
export { ERROR_BOUNDARY_MESSAGE, ErrorBoundary, ErrorPanel } from './error-boundary';
export { RemoteRoot } from './remote-root';
export type { RemoteRootProps } from './remote-root';
