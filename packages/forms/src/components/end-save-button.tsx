import { makeStyles, tokens } from '@fluentui/react-components';
import { SaveButton } from './save-button';

const useStyles = makeStyles({
  // Paper takes no button.
  end: { display: 'flex', justifyContent: 'flex-end', paddingBlock: tokens.spacingVerticalS, '@media print': { display: 'none' } },
});

/**
 * 'Alles opslaan' once more, after the last card: a farmer who typed down the form by keyboard reaches it with one Tab
 * instead of some 20 Shift+Tabs back to the sticky bar. The same button, so it saves, waits and says 'Opslaan...' alike.
 */
export function EndSaveButton({ onSave }: { onSave: () => void }) {
  const styles = useStyles();
  return (
    <div className={styles.end}>
      <SaveButton onSave={onSave} />
    </div>
  );
}
