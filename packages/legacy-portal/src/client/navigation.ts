// How the portal's page leaves itself: a full page load that tells whether the user stayed, and a reload.

/**
 * A full page load to `url`. Resolves only when the page stays instead: the screen had unsaved changes and the
 * user answered the browser's beforeunload question with 'stay'. Where that cannot be known (a browser without the
 * Navigation API) it never resolves.
 */
export type Navigate = (url: string) => PromiseLike<void>;
export type ReloadPage = () => void;

const NEVER = new Promise<void>(() => undefined);

/**
 * The page's navigation. The Navigation API's `committed` is rejected with an AbortError when a beforeunload
 * question was answered with 'stay' (or another navigation took over); `location.assign` tells nothing.
 */
export function pageNavigate(window: Pick<Window, 'location'> & { navigation?: Pick<Navigation, 'navigate'> }): Navigate {
  return (url) => {
    const navigation = window.navigation;
    if (!navigation || typeof navigation.navigate !== 'function') {
      window.location.assign(url);
      return NEVER;
    }
    const { committed } = navigation.navigate(url);
    if (!committed) return NEVER;
    return committed.then(
      () => NEVER,
      (error: unknown) => (error instanceof DOMException && error.name === 'AbortError' ? undefined : NEVER),
    );
  };
}

