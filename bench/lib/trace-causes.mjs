// The causes bench/trace.mjs sorts main-thread time into, from the original module of a CPU
// sample's frame (with source maps) or V8's own frames. Order matters: the first rule that names a
// frame wins, and a frame no rule names passes the sample to its caller.
const RULES = [
  ['garbage collection', (fn) => fn === '(garbage collector)'],
  [
    'i18next start-up and lookups',
    (_, src) => /node_modules\/(i18next|react-i18next)\/|src\/i18n\//.test(src),
  ],
  ['router set-up', (_, src) => /node_modules\/react-router\/|src\/app\/(router|routes)/.test(src)],
  [
    'TanStack Query set-up',
    (_, src) => /node_modules\/@tanstack\/|src\/take-over\/(query-client|ssr-state)/.test(src),
  ],
  ['theme', (_, src) => /src\/theme\//.test(src)],
  ['analytics consent', (_, src) => /src\/components\/consent\//.test(src)],
  ['search palette', (_, src) => /src\/components\/search\/|search-slot/.test(src)],
  ['offline reading', (_, src) => /src\/lib\/offline\//.test(src)],
  [
    'tables and cells (render)',
    (_, src) =>
      /src\/(features\/[^/]+\/components\/[^/]*(table|cells|rows)|components\/ui\/data-table)/.test(src),
  ],
  ['page components (render)', (_, src) => /src\/features\//.test(src)],
  ['shell: navigation, footer (render)', (_, src) => /src\/components\/layout\//.test(src)],
  ['shared UI components (render)', (_, src) => /src\/components\//.test(src)],
  ['zod (schemas)', (_, src) => /node_modules\/zod\//.test(src)],
  ['React: hydration work', (_, src) => /node_modules\/(react-dom|react|scheduler)\//.test(src)],
  [
    'app start (main, lib, shared)',
    (_, src) => /src\/(main|take-over\/|lib\/|app\/)|packages\/shared\//.test(src),
  ],
  ['other libraries', (_, src) => /node_modules\//.test(src)],
  ['our chunks (no source map)', (_, src) => /\/assets\/.+\.js$/.test(src)],
];

/** Browser work outside JavaScript, by the timeline event it ran in. */
const BROWSER_WORK = [
  ['HTML parsing', /^ParseHTML$/],
  ['style and layout', /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|Layout|UpdateLayout)$/],
  ['paint', /^(Paint|PrePaint|Layerize|UpdateLayer|CompositeLayers|Commit)$/],
  ['script compile', /(compile|Compile|parseOnBackground|CacheScript|v8\.deserialize)/],
  ['script evaluation (V8)', /^(EvaluateScript|v8\.evaluateModule|v8\.run|FunctionCall|v8\.callFunction)$/],
];

export function classifyBrowserWork(eventName) {
  for (const [cause, re] of BROWSER_WORK) if (eventName && re.test(eventName)) return cause;
  return 'browser, other';
}

/** The cause a frame names, or null to ask its caller. */
export function classifyFrame(functionName, source) {
  if (functionName === '(idle)' || functionName === '(root)') return null;
  for (const [cause, test] of RULES) if (test(functionName, source)) return cause;
  return null;
}

/** Causes in the order of the rules (a stable table), each once. */
export function sortedCauses(causes) {
  const names = [...BROWSER_WORK, ['browser, other'], ...RULES, ['other']].map(([name]) => name);
  return [...new Set(causes)].sort((a, b) => names.indexOf(a) - names.indexOf(b));
}
