import { useEffect } from 'react';
import { UNSAVED_INPUT } from '@klw/contracts/texts';

const LEAVE_CONFIRM_TEXT = `Er is ${UNSAVED_INPUT}. Weet u zeker dat u deze pagina wilt verlaten?`;

/** What single-spa puts on its 'single-spa:before-routing-event' (single-spa 5.9+). */
interface RoutingDetail {
  oldUrl?: string;
  newUrl?: string;
  cancelNavigation?: (cancel?: boolean) => void;
}

function pathOf(url: string): string {
  try {
    return new URL(url, window.location.href).pathname;
  } catch {
    return url;
  }
}

/**
 * While there are unsaved changes, leaving asks for confirmation: a page load (another menu item, another year)
 * through the browser's beforeunload dialog, a single-spa route change through a Dutch confirm.
 */
export function useLeaveGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent): void => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    const onRouting = (event: Event): void => {
      const detail = (event as CustomEvent<RoutingDetail | undefined>).detail;
      if (!detail?.cancelNavigation || !detail.newUrl || !detail.oldUrl) return;
      if (pathOf(detail.newUrl) === pathOf(detail.oldUrl)) return;
      if (!window.confirm(LEAVE_CONFIRM_TEXT)) detail.cancelNavigation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('single-spa:before-routing-event', onRouting);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('single-spa:before-routing-event', onRouting);
    };
  }, [active]);
}
