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
  matchPublicRoute,
  pageDataHref,
  type LanguageCode,
} from '@dfwiki/shared';
import { AppProviders } from './app/app-providers';
import { buildRoutes } from './app/routes';
import { LazyFooter, LazyMobileChrome, LazySidebar } from './components/layout/chrome';
import { CookieBanner } from './components/consent/lazy-cookie-banner';
import { I18N_OPTIONS } from './i18n/i18n';
import { ApiError, setApiTransport } from './lib/api-client';
import { parseAppConfig, type AppConfig } from './lib/app-config';
import { renderedHead, type PageHeadArgs, type RenderedHead } from './lib/page-head';
import type { PageData } from './lib/page-loader';
import { createQueryClient, serializeQueryErrors } from './take-over/query-client';
import { queryClientContext } from './take-over/request-context';
import type { ReadsData, SsrState } from './take-over/ssr-state';

export interface RendererOptions {
  /** Runtime config, as the page's app-config block carries it. */
  config: Partial<AppConfig>;
  /** Each language's strings (the locale files). */
  translations: Record<string, Record<string, unknown>>;
  /** Answers API reads (`/api/v1/...`) in-process. */
  fetchApi: typeof fetch;
}

export interface RenderedPage {
  /** 404 for an address no page has, or when a read of the page found nothing (an unknown weapon). */
  status: number;
  /** The page's title and description, named from the same data (lib/page-head.ts). */
  head: RenderedHead;
  /** The markup of #root. */
  html: string;
  /** What the browser hydrates with: take-over/ssr-state.ts. */
  state: SsrState;
  /** The data of the page's reads by query hash: sent on its own, at first use (`state.dataHref`). */
  data: ReadsData;
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

/** The words the route registry names for a page (its strings `meta.<id>.*`), the home page's for any other. */
function registryHead(pathname: string, i18n: I18n) {
  const route = matchPublicRoute(pathname)?.route;
  return {
    title: route ? i18n.t(route.titleKey) : '',
    description: i18n.t(route?.descriptionKey ?? 'meta.home.description'),
    home: !route || route.path === '/',
  };
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
    requestContext.set(queryClientContext, queryClient);
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

    // The one judge of a page: the route the router matched and what its loader's reads found.
    const leaf = context.matches.at(-1);
    const missing = notFound || !leaf || leaf.route.path === '*';
    const head = missing
      ? renderedHead({ title: i18n.t('notFound.docTitle') }, registryHead('/', i18n))
      : renderedHead(
          (leaf.route.handle as PageData['handle'])?.head({
            params: leaf.params,
            search: address.searchParams,
            read: ((query) => queryClient.getQueryData(query.queryKey)) as PageHeadArgs['read'],
            t: i18n.t,
            lang,
          }),
          registryHead(new URL(url, address).pathname, i18n),
        );

    const router = createStaticRouter(handler.dataRoutes, context);
    const now = Date.now();
    const html = await renderToHtml(
      <StrictMode>
        <AppProviders config={config} i18n={i18n} renderTime={now} requestContext={requestContext}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
    const dehydrated = serializeQueryErrors(
      dehydrate(queryClient, { shouldDehydrateQuery: () => true, shouldRedactErrors: () => false }),
    );
    // The page's HTML already shows its data: the reads travel without it (a TTK page's data is
    // twice its markup), and the app fetches it at first use, beside its own code.
    const data: ReadsData = {};
    const queries = {
      ...dehydrated,
      queries: dehydrated.queries.map((q) => {
        data[q.queryHash] = q.state.data;
        return { ...q, state: { ...q.state, data: undefined } };
      }),
    };
    return {
      status: missing ? 404 : context.statusCode,
      head,
      html,
      state: {
        lang: i18n.language,
        now,
        router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
        queries,
        dataHref: pageDataHref(address.pathname + address.search),
      },
      data,
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
