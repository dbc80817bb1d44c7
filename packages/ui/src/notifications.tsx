import { createContext, useContext, useId, useMemo } from 'react';
import type { ReactNode } from 'react';
import {
  Link,
  Toast,
  ToastBody,
  ToastTitle,
  ToastTrigger,
  Toaster,
  useToastController,
} from '@fluentui/react-components';
import type { ToastIntent } from '@fluentui/react-components';

export const DEFAULT_ERROR_TITLE = 'Er is een fout opgetreden';

export interface Notifier {
  /** An error that stays until closed. The description is shown as text (server texts are never HTML). */
  error(description: string, title?: string): void;
  success(title: string, description?: string): void;
  warning(title: string, description?: string): void;
}

const ToasterIdContext = createContext<string | null>(null);

/** Renders the toaster of one screen and lets its components notify through {@link useNotifications}. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const toasterId = useId();
  return (
    <ToasterIdContext.Provider value={toasterId}>
      <Toaster toasterId={toasterId} position="top-end" pauseOnHover />
      {children}
    </ToasterIdContext.Provider>
  );
}

const TIMEOUTS: Record<ToastIntent, number> = { error: -1, warning: 8000, success: 5000, info: 5000 };

export function useNotifications(): Notifier {
  const toasterId = useContext(ToasterIdContext);
  if (toasterId === null) throw new Error('useNotifications needs a NotificationsProvider above it.');
  const { dispatchToast } = useToastController(toasterId);
  return useMemo(() => {
    const show = (intent: ToastIntent, title: string, description: string | undefined): void => {
      dispatchToast(
        <Toast>
          <ToastTitle
            action={
              <ToastTrigger>
                <Link>Sluiten</Link>
              </ToastTrigger>
            }
          >
            {title}
          </ToastTitle>
          {description ? <ToastBody>{description}</ToastBody> : null}
        </Toast>,
        { intent, timeout: TIMEOUTS[intent], politeness: intent === 'error' ? 'assertive' : 'polite' },
      );
    };
    return {
      error: (description, title = DEFAULT_ERROR_TITLE) => show('error', title, description),
      success: (title, description) => show('success', title, description),
      warning: (title, description) => show('warning', title, description),
    };
  }, [dispatchToast]);
}
