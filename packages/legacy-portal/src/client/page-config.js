// The portal page writes its configuration as a JSON block (<script type="application/json" id="klw-config">),
// which a strict Content-Security-Policy allows because it is never executed; this file, loaded first, makes
// it window.klwConfig for the host adapter, the shell and the remotes.
(function () {
  var element = document.getElementById('klw-config');
  if (!element) return;
  try {
    window.klwConfig = JSON.parse(element.textContent || '{}');
  } catch (error) {
    console.error('[portal] klw-config is geen geldige JSON:', error);
  }
})();
