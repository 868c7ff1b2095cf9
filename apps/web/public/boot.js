// Runs before first paint (CSP forbids inline scripts): applies the saved theme and language to <html>.
// Mirrors src/theme/theme-state.ts and src/i18n/languages.ts; the app re-applies both once it loads.
/* global document */
(function () {
  var root = document.documentElement;
  var theme = 'light';
  var lang = 'en';
  try {
    var storedTheme = localStorage.getItem('app-theme');
    if (storedTheme === 'dark' || storedTheme === 'contrast' || storedTheme === 'gaming') theme = storedTheme;
    if (localStorage.getItem('language') === 'ro') lang = 'ro';
  } catch {
    /* storage unavailable: defaults */
  }
  root.setAttribute('data-theme', theme);
  root.setAttribute('lang', lang);
  if (theme === 'dark' || theme === 'gaming') root.classList.add('dark');
})();
