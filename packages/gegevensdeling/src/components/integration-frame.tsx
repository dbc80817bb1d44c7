import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, Spinner, makeStyles } from '@fluentui/react-components';
import { LOADING_TEXT, LOAD_FAILED_TEXT, readHeightMessage } from '@klw/contracts';
import { ErrorPanel } from '@klw/ui';

export const UNREACHABLE_TEXT = `${LOAD_FAILED_TEXT} De gegevensdeling is niet bereikbaar of reageert niet op tijd.`;
export const NEW_TAB_TEXT = 'Open de gegevensdeling in een nieuw tabblad';
export const IGNORED_MESSAGE_LOG = '[klw_gegevensdeling] Bericht genegeerd: alleen de hoogte van de gegevensdeling, van haar eigen adres, telt';

/**
 * What the frame may do (ADR 011): run the integration's scripts on its own origin (its own sign-in; its messages
 * carry that origin, which is how they are checked), submit its forms, and open links in a new tab that is not
 * sandboxed itself. Not: navigate the portal's page (no allow-top-navigation), downloads, modals, pointer lock.
 */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

/** No height from the integration within this time after the frame was asked for its page: it did not load. */
export const LOAD_TIMEOUT_MS = 15_000;
/**
 * A page that has loaded says its height at once. The browser also fires 'load' for its own error page, when the
 * integration cannot be reached; without a height this long after a load, the integration's page is not there.
 */
export const AFTER_LOAD_TIMEOUT_MS = 3_000;

const useStyles = makeStyles({
  frame: {
    display: 'block',
    width: '100%',
    border: 'none',
  },
  waiting: {
    // Laid out at full width (the page's height depends on it), but not seen until it says its height.
    height: 0,
    visibility: 'hidden',
  },
  newTab: { alignSelf: 'flex-start' },
});

type Status = 'loading' | 'loaded' | 'failed';

export interface IntegrationFrameProps {
  /** The integration's page for this route (dataIntegrationPageUrl). */
  url: string;
  /** Its origin: the only one whose messages count. */
  origin: string;
  /** The frame's Dutch title, for screen readers. */
  title: string;
}

/**
 * The integration's page in a sandboxed frame, as tall as its content says (its height message, only from its
 * origin and its frame). 'Laden...' until the first height; the Dutch panel with 'Opnieuw proberen' when none comes.
 */
export function IntegrationFrame({ url, origin, title }: IntegrationFrameProps) {
  const styles = useStyles();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<Status>('loading');
  const [height, setHeight] = useState<number | null>(null);
  const deadline = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const warned = useRef(false);
  // Whether the frame's first page said its height before the browser reported that page's load. The integration is
  // on another site, so the browser may run it in another process, and its first height can reach us before its load
  // event does (Chromium, on a busy machine): that load must not wait for another. After the first load a height
  // belongs to the page shown (its content changed size), so a later page, after a form or a link inside the frame,
  // says its height after its own load or the deadline speaks: a page that never says it (refused, an error) is seen.
  const firstPage = useRef<'loading' | 'heard' | 'loaded'>('loading');

  const expectHeightWithin = useCallback((ms: number) => {
    clearTimeout(deadline.current);
    deadline.current = setTimeout(() => setStatus('failed'), ms);
  }, []);

  useEffect(() => {
    expectHeightWithin(LOAD_TIMEOUT_MS);
    return () => clearTimeout(deadline.current);
  }, [attempt, expectHeightWithin]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frame = frameRef.current;
      const fromIntegration = frame !== null && event.source === frame.contentWindow && event.origin === origin;
      const reported = fromIntegration ? readHeightMessage(event.data) : null;
      if (reported === null) {
        if (!warned.current) {
          warned.current = true;
          console.warn(`${IGNORED_MESSAGE_LOG} (${origin}); dit bericht kwam van '${event.origin}'.`);
        }
        return;
      }
      clearTimeout(deadline.current);
      if (firstPage.current === 'loading') firstPage.current = 'heard';
      setHeight(reported);
      setStatus((current) => (current === 'failed' ? current : 'loaded'));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);

  const loaded = useCallback(() => {
    if (firstPage.current !== 'heard') expectHeightWithin(AFTER_LOAD_TIMEOUT_MS);
    firstPage.current = 'loaded';
  }, [expectHeightWithin]);

  const retry = useCallback(() => {
    firstPage.current = 'loading';
    setHeight(null);
    setStatus('loading');
    setAttempt((count) => count + 1);
  }, []);

  if (status === 'failed') return <ErrorPanel message={UNREACHABLE_TEXT} onRetry={retry} />;
  const shown = status === 'loaded' && height !== null;
  return (
    <>
      {shown ? null : <Spinner label={LOADING_TEXT} />}
      <iframe
        // A new element per attempt: the browser asks for the page again.
        key={attempt}
        ref={frameRef}
        src={url}
        title={title}
        sandbox={FRAME_SANDBOX}
        referrerPolicy="no-referrer"
        className={shown ? styles.frame : `${styles.frame} ${styles.waiting}`}
        style={shown ? { height: `${height}px` } : undefined}
        // Every page the frame loads (also after a form inside it) says its height, or it did not arrive.
        onLoad={loaded}
      />
      {shown ? (
        <Link className={styles.newTab} href={url} target="_blank" rel="noopener noreferrer">
          {NEW_TAB_TEXT}
        </Link>
      ) : null}
    </>
  );
}
