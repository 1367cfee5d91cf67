// Issue 32: on a complex portal page with a stored session, its code starts downloading with the entry
// (the files are listed by the build: vite/portal-preload.ts). Anything else preloads nothing. A static
// file cannot import the contracts: 'token' is their STORAGE_TOKEN_KEY, 'dashboard' early-reads.ts's
// DASHBOARD_SECTION (a wrong guess only costs a preload the page does not use).
(function () {
  try {
    var parts = window.location.pathname.split('/');
    if (parts[1] !== 'ph' || !parts[2] || !parts[3] || !localStorage.getItem('token')) return;
    var dashboard = !parts[4] || parts[4] === 'dashboard';
    var names = dashboard ? ['hz-portal-marco', 'hz-portal-tableros'] : ['hz-portal-marco'];
    names.forEach(function (name) {
      var meta = document.querySelector('meta[name="' + name + '"]');
      if (!meta || !meta.content) return;
      meta.content.split(' ').forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        // As the entry's own script tag: the same request, so the module map reuses it.
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
    });
  } catch (error) {
    // No storage: nothing is preloaded, the app loads as usual.
    void error;
  }
})();
