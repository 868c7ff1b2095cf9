// Runs before first paint: applies the saved theme, and the saved language over the one the server
// chose, to <html>. Mirrors src/theme/theme-state.ts and src/i18n/languages.ts; the app re-applies both.
/* global document */
(function () {
  var root = document.documentElement;
  var theme = 'light';
  var lang = root.getAttribute('lang') === 'ro' ? 'ro' : 'en';
  try {
    var storedTheme = localStorage.getItem('app-theme');
    if (storedTheme === 'dark' || storedTheme === 'contrast' || storedTheme === 'gaming') theme = storedTheme;
    var storedLang = localStorage.getItem('language');
    if (storedLang === 'en' || storedLang === 'ro') lang = storedLang;
  } catch {
    /* storage unavailable: defaults */
  }
  root.setAttribute('data-theme', theme);
  root.setAttribute('lang', lang);
  if (theme === 'dark' || theme === 'gaming') root.classList.add('dark');
})();
