import { makeStyles, tokens } from '@fluentui/react-components';
import { ErrorPanel, PageFrame } from '@klw/ui';
import { readConfig } from 'klw_auth/client';
import { embedPageFor } from '../rules/embed-page';
import { IntegrationFrame } from './integration-frame';

const FALLBACK_TITLE = 'Gegevensdeling';
export const MOCK_TEXT = 'Testmodus: de gegevensdeling wordt niet geladen. Op deze plek staat anders haar pagina';

const useStyles = makeStyles({
  mock: {
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    overflowWrap: 'anywhere',
  },
});

/** The frame's title: what it holds, for a screen reader that lists the page's frames. */
function frameTitle(title: string): string {
  return `Gegevensdeling: ${title}`;
}

/**
 * A consent and mandate route (ADR 011): its title, and the data-exchange integration's page for it in a frame.
 * In mock mode ('?mock=1' on the development server) the screen shows without the integration.
 */
export function GegevensdelingScreen() {
  const styles = useStyles();
  const config = readConfig();
  const page = embedPageFor(window.location.pathname, config, window.location.origin);
  const title = page.route?.title ?? FALLBACK_TITLE;
  return (
    <PageFrame title={title}>
      {page.kind === 'problem' ? (
        <ErrorPanel message={page.message} />
      ) : config.mockMode ? (
        <p className={styles.mock}>
          {MOCK_TEXT}: {page.url}
        </p>
      ) : (
        <IntegrationFrame url={page.url} origin={page.origin} title={frameTitle(title)} />
      )}
    </PageFrame>
  );
}
