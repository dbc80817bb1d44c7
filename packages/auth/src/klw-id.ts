import { parseKlwId } from '@klw/platform';

/** The hidden field the portal page renders with the selected year's id. */
const SELECTED_KLW_ID_INPUT = 'selectedKringloopwijzerId';

/** The value of `#selectedKringloopwijzerId`, when the page has it and it holds an id. */
function klwIdFromHiddenInput(doc: Document | undefined = globalThis.document): number | null {
  const element = doc?.getElementById(SELECTED_KLW_ID_INPUT);
  if (!element || !('value' in element)) return null;
  return parseKlwId(String((element as HTMLInputElement).value));
}

/** The last numeric segment of a path: '/melklevering/Index/123' -> 123. */
export function klwIdFromPath(pathname: string): number | null {
  const segments = pathname.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  for (let index = segments.length - 1; index >= 0; index -= 1) {
    const id = parseKlwId(segments[index]);
    if (id !== null) return id;
  }
  return null;
}

/**
 * The year RefreshToken selects: the hidden input when the page has it, otherwise the last numeric URL
 * segment, otherwise null (then the payload leaves it out).
 */
export function selectedKringloopwijzerId(): number | null {
  const fromInput = klwIdFromHiddenInput();
  if (fromInput !== null) return fromInput;
  return typeof window === 'undefined' ? null : klwIdFromPath(window.location.pathname);
}
