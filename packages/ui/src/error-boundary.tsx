import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { LOAD_FAILED_TEXT, RETRY_TEXT } from '@klw/contracts/texts';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Called once per caught error, e.g. to log it. */
  onError?: (error: Error, info: ErrorInfo) => void;
}

interface ErrorBoundaryState {
  error: Error | null;
}

/** Catches a render error of its children and shows a Dutch message with a retry instead of a blank area. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (this.props.onError) this.props.onError(error, info);
    else console.error(error);
  }

  private readonly retry = (): void => {
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return <ErrorPanel onRetry={this.retry} />;
  }
}

const usePanelStyles = makeStyles({
  panel: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    color: tokens.colorPaletteRedForeground1,
    backgroundColor: tokens.colorPaletteRedBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteRedBorder1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

/**
 * The Dutch failure message, also used by the single-spa error boundary of each remote. Deliberately plain (no
 * MessageBar: it needs ResizeObserver), so the fallback itself cannot fail.
 */
export function ErrorPanel({
  message = LOAD_FAILED_TEXT,
  onRetry,
  action,
}: {
  message?: string;
  /** 'Opnieuw proberen', where trying again can help. */
  onRetry?: () => void;
  /** Another way on, where trying again cannot help (after an ended session: 'Opnieuw aanmelden'). */
  action?: { label: string; onClick: () => void };
}) {
  const styles = usePanelStyles();
  return (
    <div role="alert" className={styles.panel}>
      <span>{message}</span>
      {onRetry ? <Button onClick={onRetry}>{RETRY_TEXT}</Button> : null}
      {action ? <Button onClick={action.onClick}>{action.label}</Button> : null}
    </div>
  );
}
