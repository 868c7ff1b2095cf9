// Runs before first paint: applies the saved theme and sidebar width to <html>, so a dark-theme
// reader never sees a light flash, and marks that scripts run (data-js) and that a cookie choice is
// stored (data-consent), which CSS uses to hide the server-rendered cookie banner. Mirrors src/theme/theme-state.ts; the app re-applies both.
// The language is the address's (`/ro/…`): the server already wrote it into <html lang>.
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
  root.setAttribute('data-js', '');
  try {
    var consent = localStorage.getItem('cookieConsent');
    if (consent === 'accepted' || consent === 'declined') root.setAttribute('data-consent', '');
  } catch {
    /* storage unavailable: ask */
  }
  if (theme === 'dark' || theme === 'gaming') root.classList.add('dark');
})();
