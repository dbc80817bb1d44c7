import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  info: { maxWidth: '28rem', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** What a feed screen's columns mean, in the info popup (ⓘ) like the milk screen's: 'RE' is said nowhere else. */
export function FeedInfoText() {
  const styles = useStyles();
  return (
    <div className={styles.info}>
      <p>
        <strong>RE (ruw eiwit):</strong> hoeveel eiwit het voer bevat, in gram per kg product.
      </p>
      <p>
        <strong>Fosfor:</strong> hoeveel fosfor het voer bevat, in gram per kg product.
      </p>
      <p>
        <strong>Totalen:</strong> de hoeveelheden worden opgeteld; een levering zonder hoeveelheid (onbekend) telt als
        0 kg. RE en fosfor in een totaal zijn gemiddelden, gewogen naar kg.
      </p>
    </div>
  );
}
