// The development page's own script (a file, since the page's CSP allows no inline script). Loaded twice: in
// the head it sets window.klwConfig from the JSON block; after the hidden field it fills in the page's klwId.
(function () {
  var script = document.currentScript;
  if (script && script.getAttribute('data-part') === 'klw-id') {
    // As the portal would: the page's klwId in the hidden field, from the last numeric URL segment.
    var last = location.pathname.split('/').filter(Boolean).pop();
    if (last && /^\d+$/.test(last)) document.getElementById('selectedKringloopwijzerId').value = last;
    return;
  }
  var config = JSON.parse(document.getElementById('klw-config').textContent);
  // '?mock=1': every call answered from the fixtures (MSW) after 1.5 s, no API needed.
  config.mockMode = new URLSearchParams(location.search).get('mock') === '1';
  window.klwConfig = config;
})();
