import { useEffect, useState, type ComponentType } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { LOAD_FAILED_TEXT, LOADING_TEXT, RETRY_TEXT } from '@klw/contracts/texts';

const loadInfoText = () => import(/* webpackChunkName: "info" */ './info-text');

const useStyles = makeStyles({
  info: { maxWidth: '28rem', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * The info popup's text, loaded when the popup first opens: the first view of the screen carries none of it. It
 * comes from the screen's own folder, so a page opened on one deployed version keeps its text after another is
 * promoted (ADR 017). A load that still fails after webpack's retries (webpack/chunk-retry-plugin.js) says so in the
 * popup, with 'Opnieuw proberen'; the screen stays as it is.
 */
export function InfoPopupText() {
  const styles = useStyles();
  const [text, setText] = useState<{ Text: ComponentType } | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let open = true;
    loadInfoText().then(
      (module) => open && setText({ Text: module.InfoText }),
      () => open && setFailed(true),
    );
    return () => {
      open = false;
    };
  }, [attempt]);
  if (text) {
    return (
      <div className={styles.info}>
        <text.Text />
      </div>
    );
  }
  if (failed) {
    return (
      <div role="alert" className={styles.info}>
        <p>{LOAD_FAILED_TEXT}</p>
        <Button
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          {RETRY_TEXT}
        </Button>
      </div>
    );
  }
  return <p role="status">{LOADING_TEXT}</p>;
}
