/**
 * Runtime configuration injected by the server as
 * <script type="application/json" id="app-config">{...}</script> (replacing <!--app-config-->).
 * Missing or malformed (e.g. under `vite dev`) -> development defaults.
 */
export interface AppConfig {
  analyticsId: string | null;
  /** '' when the server has none: contact lines are then hidden. */
  contactEmail: string;
  supportUrl: string;
  adminLoginPath: string;
  environment: string;
}

export const DEFAULT_APP_CONFIG: AppConfig = {
  analyticsId: null,
  contactEmail: '',
  supportUrl: 'https://ko-fi.com/',
  adminLoginPath: '/admin-login',
  environment: 'development',
};

const str = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value : fallback;

export function parseAppConfig(raw: unknown): AppConfig {
  const input = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const analyticsId =
    typeof input.analyticsId === 'string' && input.analyticsId.trim() !== '' ? input.analyticsId : null;
  let adminLoginPath = str(input.adminLoginPath, DEFAULT_APP_CONFIG.adminLoginPath);
  if (!adminLoginPath.startsWith('/')) adminLoginPath = `/${adminLoginPath}`;
  return {
    analyticsId,
    contactEmail: str(input.contactEmail, DEFAULT_APP_CONFIG.contactEmail),
    supportUrl: str(input.supportUrl, DEFAULT_APP_CONFIG.supportUrl),
    adminLoginPath,
    environment: str(input.environment, DEFAULT_APP_CONFIG.environment),
  };
}

export function readAppConfig(doc: Document = document): AppConfig {
  const element = doc.getElementById('app-config');
  if (!element?.textContent) return { ...DEFAULT_APP_CONFIG };
  try {
    return parseAppConfig(JSON.parse(element.textContent));
  } catch (error) {
    console.warn('Ignoring malformed app config', error);
    return { ...DEFAULT_APP_CONFIG };
  }
}

let cached: AppConfig | null = null;

/** The app config, read once from the page. */
export function getAppConfig(): AppConfig {
  cached ??= readAppConfig();
  return cached;
}
