import { useCallback, useEffect, useRef, useState } from 'react';
import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { LOAD_FAILED_TEXT, LOADING_TEXT } from '@klw/contracts/texts';
import { readHeightMessage } from '@klw/contracts/data-integration';
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
  // A plain link in the theme's link colours, not Fluent UI's Link: the shell provides every Fluent UI export any
  // screen imports, so this one link of the data-exchange pages put about 1.5 KB gzip into every farmer's first view.
  // Always underlined, so that it is told from text by more than its colour.
  newTab: {
    alignSelf: 'flex-start',
    color: tokens.colorBrandForegroundLink,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    textDecorationLine: 'underline',
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
    ':focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: tokens.strokeWidthThick,
      outlineColor: tokens.colorStrokeFocus2,
      borderRadius: tokens.borderRadiusSmall,
    },
  },
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
  // Where the page in the frame is, between the two signs a page gives: its height (a message from its own process)
  // and the browser's load event for it (from ours). The integration is on another site, so the browser may run it in
  // another process, and the two arrive in either order (Chromium, on a busy machine): a page's first height can
  // come before its load. A load before any height waits AFTER_LOAD_TIMEOUT_MS for one: a page that never says it
  // (refused, the browser's error page) is seen. 'settled': the shown page has loaded and spoken.
  const page = useRef<'loading' | 'heard' | 'waiting' | 'settled'>('loading');
  // A height that came while the shown page was settled: that page changed size, or the next page (after a form or
  // a link inside the frame, 'Ja, intrekken') spoke before its load. The message does not say which page sent it, so
  // the next load counts it as that page's: a page that spoke is never reported unreachable after it loaded. What
  // this gives up: a page that never speaks, loaded right after the shown one changed size, shows as the browser
  // shows it rather than as the Dutch panel, unless the page's Content-Security-Policy refused a frame in between.
  // A refusal of a frame by the page (frame-src) takes that height back: the frame going to another origin, as a link
  // inside it may (the browser then shows its error page there and fires 'load'); a height before the refusal is the
  // shown page's, not the next one's (the shown page changed size when the portal's page around it changed width).
  const spokeSinceSettled = useRef(false);
  // The last load was counted as spoken on a height that came before it: a refusal the browser reports after that
  // load (the two come by different ways) takes the count back.
  const countedOnEarlierHeight = useRef(false);

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
      countedOnEarlierHeight.current = false;
      if (page.current === 'loading') page.current = 'heard';
      else if (page.current === 'waiting') page.current = 'settled';
      else if (page.current === 'settled') spokeSinceSettled.current = true;
      setHeight(reported);
      setStatus((current) => (current === 'failed' ? current : 'loaded'));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);

  const loaded = useCallback(() => {
    const spokeBefore = page.current === 'settled' && spokeSinceSettled.current;
    const spoke = page.current === 'heard' || spokeBefore;
    spokeSinceSettled.current = false;
    countedOnEarlierHeight.current = spokeBefore;
    page.current = spoke ? 'settled' : 'waiting';
    if (!spoke) expectHeightWithin(AFTER_LOAD_TIMEOUT_MS);
  }, [expectHeightWithin]);

  useEffect(() => {
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.effectiveDirective !== 'frame-src') return;
      spokeSinceSettled.current = false;
      if (countedOnEarlierHeight.current) {
        countedOnEarlierHeight.current = false;
        page.current = 'waiting';
        expectHeightWithin(AFTER_LOAD_TIMEOUT_MS);
      }
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => document.removeEventListener('securitypolicyviolation', onViolation);
  }, [expectHeightWithin]);

  const retry = useCallback(() => {
    page.current = 'loading';
    spokeSinceSettled.current = false;
    countedOnEarlierHeight.current = false;
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
        <a className={styles.newTab} href={url} target="_blank" rel="noopener noreferrer">
          {NEW_TAB_TEXT}
        </a>
      ) : null}
    </>
  );
}
