// The server renderer: the API server imports the build of this file (vite build --ssr) and calls
// render() for public pages. Each request gets its own QueryClient and router context; the two
// i18next instances (one per language) are built once and only read. Nothing here may touch
// window, document or localStorage. See docs/decisions/002-server-rendering.md.
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
} from 'react-router';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  languagePrefix,
  localizedPath,
  type LanguageCode,
} from '@dfwiki/shared';
import { AppProviders } from './app/app-providers';
import { buildRoutes } from './app/routes';
import { LazyFooter, LazyMobileChrome, LazySidebar } from './components/layout/chrome';
import { CookieBanner } from './components/consent/lazy-cookie-banner';
import { I18N_OPTIONS } from './i18n/i18n';
import { ApiError, setApiTransport } from './lib/api-client';
import { parseAppConfig, type AppConfig } from './lib/app-config';
import { createQueryClient, serializeQueryErrors } from './lib/query-client';
import { requestQueryClient } from './lib/request-query-client';
import type { SsrState } from './lib/ssr-state';

export interface RendererOptions {
  /** Runtime config, as the page's app-config block carries it. */
  config: Partial<AppConfig>;
  /** Each language's strings (the locale files). */
  translations: Record<string, Record<string, unknown>>;
  /** Answers API reads (`/api/v1/...`) in-process. */
  fetchApi: typeof fetch;
}

export interface RenderedPage {
  /** 404 when the page's main read found nothing (an unknown weapon). */
  status: number;
  /** The markup of #root. */
  html: string;
  /** What the browser hydrates with: lib/ssr-state.ts. */
  state: SsrState;
}

export interface Renderer {
  /** `url` is the page's address within its language (`/wiki/cards`), `lang` the language. */
  render(url: string, lang: string): Promise<RenderedPage>;
}

/**
 * The whole page as one string, every Suspense boundary complete and in place. React would move
 * large boundaries out and reveal them with inline scripts, which the CSP forbids (and a finished
 * page does not need): an unbounded chunk size turns that off.
 */
async function renderToHtml(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  let html = '';
  for await (const chunk of prelude)
    html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return html;
}

function createI18n(lang: string, translations: RendererOptions['translations']): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    ...I18N_OPTIONS,
    lng: lang,
    resources: Object.fromEntries(
      Object.entries(translations).map(([code, strings]) => [code, { translation: strings }]),
    ),
    initAsync: false,
  });
  return instance;
}

/** A renderer, once the code every page needs is loaded (nothing then suspends while rendering). */
export async function createRenderer(options: RendererOptions): Promise<Renderer> {
  setApiTransport(options.fetchApi);
  const config = parseAppConfig(options.config);
  const routes = buildRoutes(config.adminLoginPath);
  // One handler per language, its pages under the language's prefix, so every link they render
  // stays in that language (the browser's router gets the same basename).
  const handlers = new Map(
    Object.keys(options.translations)
      .filter(isLanguage)
      .map((lang) => [lang, createStaticHandler(routes, { basename: languagePrefix(lang) || '/' })]),
  );
  const i18nByLanguage = new Map(
    Object.keys(options.translations).map((lang) => [lang, createI18n(lang, options.translations)]),
  );
  // The navigation code is lazy in the browser; on the server it is simply loaded once.
  await Promise.all([
    LazySidebar.preload(),
    LazyMobileChrome.preload(),
    LazyFooter.preload(),
    CookieBanner.preload(),
  ]);

  /** One page with its data, read through `queryClient` (the caller's, cleared afterwards). */
  async function renderWith(
    queryClient: QueryClient,
    url: string,
    lang: LanguageCode,
    i18n: I18n,
  ): Promise<RenderedPage> {
    const handler = handlers.get(lang)!;
    // The router runs the page's own loaders (lib/page-loader.ts) into this request's client.
    const requestContext = new RouterContextProvider();
    requestContext.set(requestQueryClient, queryClient);
    const address = new URL(localizedPath(url, lang), 'http://render.local');
    const context = await handler.query(new Request(address), { requestContext });
    if (context instanceof Response) throw new Error(`Unexpected redirect while rendering ${url}`);
    // A loader keeps a failed read as an error state: the page renders its own message.
    const errors = queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.state.error)
      .filter((error) => error !== null);
    const notFound = errors.some((error) => error instanceof ApiError && error.status === 404);
    // Any other failure is passing (a restart, a lost database): the caller sends the plain app,
    // which reads again in the browser, rather than keeping an error page.
    if (errors.length > 0 && !notFound)
      throw new Error(`A read failed while rendering ${url}`, { cause: errors[0] });

    const router = createStaticRouter(handler.dataRoutes, context);
    const now = Date.now();
    const html = await renderToHtml(
      <StrictMode>
        <AppProviders config={config} i18n={i18n} renderTime={now} queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
    const queries = serializeQueryErrors(
      dehydrate(queryClient, { shouldDehydrateQuery: () => true, shouldRedactErrors: () => false }),
    );
    return {
      status: notFound ? 404 : context.statusCode,
      html,
      state: {
        lang: i18n.language,
        now,
        router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
        queries,
      },
    };
  }

  return {
    async render(url, lang) {
      const code: LanguageCode = isLanguage(lang) && handlers.has(lang) ? lang : DEFAULT_LANGUAGE;
      const queryClient = createQueryClient();
      try {
        return await renderWith(queryClient, url, code, i18nByLanguage.get(code)!);
      } finally {
        // Queries keep their data alive for their gcTime on timers: without this, every render
        // would hold its page's data in memory for minutes (memory grew with each distinct URL).
        queryClient.clear();
      }
    },
  };
}
