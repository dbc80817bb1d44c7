// The shell's entry. Shared singletons (single-spa) are negotiated by the federation runtime before the shell's
// own code runs, so everything else loads behind this one dynamic import.
import('./bootstrap')
  .then(({ startShell }) => startShell())
  .catch((error: unknown) => {
    console.error('[klw-shell] De shell kon niet worden geladen:', error);
  });
