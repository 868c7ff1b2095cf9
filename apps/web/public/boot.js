// Runs before first paint: applies the saved theme and sidebar width to <html>, so a dark-theme
// reader never sees a light flash, and marks that scripts run (data-js) and that a cookie choice is
// stored (data-consent), which CSS uses to hide the server-rendered cookie banner. Mirrors src/theme/theme-state.ts; the app re-applies both.
// The language is the address's (`/ro/…`): the server already wrote it into <html lang>.
/* global document, window */
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

  // A rendered page's starter (its one script: it starts the app on first use) has a type the
  // browser skips (page-shell.ts). It is requested once the page has painted, as a request made
  // while the page is read delays its largest paint on a slow phone, or at a sign of use if that
  // comes sooner. What the reader does before it runs waits for it in __dfEarly (first-use.ts).
  var early = (window.__dfEarly = []);
  var requested = false;
  function requestStarter() {
    var tag = !requested && document.querySelector('script[type="dfwiki/starter"]');
    if (!tag) return;
    requested = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.src = tag.getAttribute('src');
    document.head.appendChild(script);
  }
  function keep(event) {
    if (window.__dfEarly !== early || early.length >= 200) return;
    early.push(event);
    var key = event.type === 'keydown' && (event.ctrlKey || event.metaKey) && !event.altKey;
    // Ctrl+K opens our search: the browser's own (its address bar) would take the reader away.
    if (key && String(event.key).toLowerCase() === 'k') event.preventDefault();
    // A mouse moves over a page as it loads: only the paint brings the starter then.
    if (event.type !== 'pointermove') requestStarter();
  }
  // Every sign of use the starter listens for (first-use.ts, FIRST_USE_EVENTS), and what it replays.
  'pointerdown pointermove touchstart keydown focusin wheel scroll click input change'
    .split(' ')
    .forEach(function (type) {
      window.addEventListener(type, keep, { capture: true, passive: type !== 'keydown' });
    });
  // Once the browser reports the first paint (a tab never shown waits for a sign of use), or at
  // load in a browser without paint timing.
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('paint') !== -1)
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(requestStarter, 0);
    }).observe({ type: 'paint', buffered: true });
  else
    window.addEventListener('load', function () {
      setTimeout(requestStarter, 0);
    });
})();
