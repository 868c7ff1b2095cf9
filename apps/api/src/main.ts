// Production entry: validate config, open the database, serve, and shut down cleanly on signals.
import { buildApp, loggerOptions } from './app';
import { ConfigError, readConfig, type Config } from './config';
import type { AppContext } from './context';
import { DataDirLockedError } from './db/lock';
import { PublicCache } from './http/public-cache';
import { openAppDatabase, prepareDataDir, resolveCookieSecret, StartupError } from './ops/startup';

const log = {
  info: (msg: string) => console.log(`[df-wiki] ${msg}`),
  warn: (msg: string) => console.warn(`[df-wiki] ${msg}`),
};

async function main() {
  const raw = readConfig();
  prepareDataDir(raw.DATA_DIR);
  const config: Config = { ...raw, cookieSecret: resolveCookieSecret(raw) };
  const { database, release } = await openAppDatabase(config, log);

  const ctx: AppContext = {
    config,
    database,
    cache: new PublicCache(database, { checkAnswers: config.NODE_ENV !== 'production' }),
    state: { phase: 'starting' },
  };
  const app = await buildApp(ctx, {
    logger: config.LOG_LEVEL === 'silent' ? false : loggerOptions(config.LOG_LEVEL),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    ctx.state.phase = 'closing';
    log.info(`${signal} received: finishing in-flight requests, then closing the database.`);
    const force = setTimeout(() => {
      log.warn('Shutdown took over 25 s; exiting.');
      release();
      process.exit(1);
    }, 25_000);
    force.unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests
      await database.close();
    } finally {
      release();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  ctx.state.phase = 'ready';
  log.info(`DF Wiki is up on http://${config.HOST}:${config.PORT} (database: ${database.engine}).`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof StartupError || err instanceof DataDirLockedError) {
    console.error(`[df-wiki] ${err.message}`);
  } else {
    console.error('[df-wiki] Failed to start:', err);
  }
  process.exit(1);
});
