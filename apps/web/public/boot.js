// Runs before first paint: applies the saved theme and sidebar width to <html>, so a dark-theme
// reader never sees a light flash. Mirrors src/theme/theme-state.ts; the app re-applies both.
// The language is the server's (<html lang>, from the language cookie): the page is already
// rendered in it.
/* global document */
(function () {
  var root = document.documentElement;
  var theme = 'light';
  var sidebar = 'expanded';
  try {
    var storedTheme = localStorage.getItem('app-theme');
    if (storedTheme === 'dark' || storedTheme === 'contrast' || storedTheme === 'gaming') theme = storedTheme;
    if (localStorage.getItem('sidebar-collapsed') === 'true') sidebar = 'collapsed';
  } catch {
    /* storage unavailable: defaults */
  }
  root.setAttribute('data-theme', theme);
  root.setAttribute('data-sidebar', sidebar);
  if (theme === 'dark' || theme === 'gaming') root.classList.add('dark');
})();
