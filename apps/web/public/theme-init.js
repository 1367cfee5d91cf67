// Applies the saved theme (or the system preference) before the first paint.
(function () {
  try {
    var saved = localStorage.getItem('theme');
    var dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.classList.toggle('dark', dark);
  } catch (error) {
    // Storage or matchMedia unavailable: keep the light theme.
    void error;
  }
})();
