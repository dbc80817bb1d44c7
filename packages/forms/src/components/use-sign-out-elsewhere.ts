import { useEffect } from 'react';
import { isSignedOutMessageOf, SIGNED_OUT_CHANNEL } from '@klw/contracts/drafts';
import { useFormStoreApi } from '../store/form-context';

/**
 * Hears the portal say that `userId` signed out in another tab (SIGNED_OUT_CHANNEL): that sign-out removed the user's
 * drafts from this computer, so this page stops keeping one (`signedOutElsewhere`); its typing stays in the form, to
 * be saved once the user signs in again here. Without BroadcastChannel nothing is heard.
 */
export function useSignOutElsewhere(userId: number | null): void {
  const store = useFormStoreApi();
  useEffect(() => {
    if (userId === null || typeof BroadcastChannel !== 'function') return undefined;
    const channel = new BroadcastChannel(SIGNED_OUT_CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      if (isSignedOutMessageOf(event.data, userId)) store.getState().signedOutElsewhere();
    };
    return () => channel.close();
  }, [store, userId]);
}
