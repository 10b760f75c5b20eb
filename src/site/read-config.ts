/**
 * Site configuration, read once from build-time environment variables and checked at start-up.
 * Every default points at the embedded stub so `npm start` works with no set-up; a production
 * build aimed at real hosts sets the VITE_* variables listed in docs/configuration.md.
 */

type Env = Record<string, string | boolean | undefined>;

/** The names of the HTTP clients of SPEC section 7; anything else is an 'Invalid HTTP endpoint'. */
export const httpClientNames = [
  'main',
  'account',
  'backend',
  'energySystem',
  'content',
  'serviceOutage',
  'webAppMessages',
] as const;
export type HttpClientName = (typeof httpClientNames)[number];

export interface SiteConfig {
  /** Base URLs per client; '' means the site's own origin. */
  readonly apiBaseUrls: Readonly<Record<HttpClientName, string>>;
  /** Sent as the client identifier header to the main API and on sign-in. */
  readonly clientId: string;
  readonly brandName: string;
  /** Host the canonical link is forced to (SPEC section 1). */
  readonly canonicalHost: string;
  /** Main-site origin for the pages this site sends people to; '' is this origin. */
  readonly mainSiteUrl: string;
  readonly signInUrl: string;
  readonly signOutUrl: string;
  readonly logoutUrl: string;
  readonly externalLinks: Readonly<{
    pageNotFound: string;
    mainSitePageNotFound: string;
    meterReads: string;
    complaintsCredit: string;
    complaintsPayAsYouGo: string;
    complaintsHomeServices: string;
    complaintsInstallations: string;
    complaintsElectricVehicle: string;
    peaksave: string;
    newSystemHub: string;
  }>;
  /** Monitoring fields of SPEC section 3; RUM never starts without an application id. */
  readonly monitoring: Readonly<{
    appName: string;
    datadogApplicationId: string;
    datadogClientToken: string;
    version: string;
    env: string;
    sessionSampleRate: number;
    sessionReplaySampleRate: number;
    allowedTracingUrls: readonly string[];
    enableExperimentalFeatures: readonly string[];
  }>;
  /** True when the site runs on the embedded stub (demo sign-in, stand-in consent, previews). */
  readonly embeddedStub: boolean;
  /** OneTrust group whose consent starts monitoring (SPEC section 9: the analytics group). */
  readonly analyticsConsentGroup: string;
  /** Script loaded only while advertising consent (C0004) is active; '' for none. */
  readonly personalisationBeaconUrl: string;
  /**
   * Whether a lead POST carries the attempt's Idempotency-Key header. It is not among the
   * headers of SPEC section 7, so an API on another origin must allow it (CORS) before this is on.
   */
  readonly leadIdempotencyHeader: boolean;
}

function text(env: Env, name: string, fallback: string): string {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

function number(env: Env, name: string, fallback: number): number {
  const raw = text(env, name, '');
  if (raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 100) {
    throw new Error(`Configuration ${name} must be a number from 0 to 100, got "${raw}"`);
  }
  return value;
}

/** A switch: 'true' or 'false'; unset takes the fallback, anything else stops the build. */
function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name, '');
  if (raw === '') return fallback;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw new Error(`Configuration ${name} must be true or false, got "${raw}"`);
}

function list(env: Env, name: string): string[] {
  return text(env, name, '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A base URL is '' (same origin), a path starting with '/', or an absolute http(s) URL. */
function baseUrl(env: Env, name: string, fallback: string): string {
  const value = text(env, name, fallback).replace(/\/+$/, '');
  if (value === '' || (value.startsWith('/') && !value.startsWith('//'))) return value;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`Configuration ${name} is not a URL: "${value}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`Configuration ${name} must be an http(s) URL: "${value}"`);
  }
  return value;
}

/** Builds and checks the configuration from an environment; throws with the setting's name. */
export function readConfig(env: Env): SiteConfig {
  const embeddedStub = text(env, 'VITE_EMBEDDED_STUB', 'true') !== 'false';
  const mainSiteUrl = baseUrl(env, 'VITE_MAIN_SITE_URL', '');
  const onMainSite = (path: string) => `${mainSiteUrl}${path}`;
  return {
    apiBaseUrls: {
      main: baseUrl(env, 'VITE_MAIN_API_URL', ''),
      account: baseUrl(env, 'VITE_ACCOUNT_API_URL', '/account-api'),
      backend: baseUrl(env, 'VITE_BACKEND_URL', '/backend'),
      energySystem: baseUrl(env, 'VITE_ENERGY_SYSTEM_URL', '/energy-system'),
      content: baseUrl(env, 'VITE_CONTENT_URL', ''),
      serviceOutage: baseUrl(env, 'VITE_SERVICE_OUTAGE_URL', ''),
      webAppMessages: baseUrl(env, 'VITE_WEB_APP_MESSAGES_URL', '/web-app-messages'),
    },
    clientId: text(env, 'VITE_CLIENT_ID', 'help-and-support'),
    brandName: text(env, 'VITE_BRAND_NAME', 'British Gas'),
    canonicalHost: text(env, 'VITE_CANONICAL_HOST', 'www.britishgas.co.uk'),
    mainSiteUrl,
    signInUrl: text(env, 'VITE_SIGN_IN_URL', onMainSite('/identity/authorize')),
    signOutUrl: text(env, 'VITE_SIGN_OUT_URL', onMainSite('/identity/logout')),
    logoutUrl: text(env, 'VITE_LOGOUT_URL', onMainSite('/logout')),
    externalLinks: {
      pageNotFound: '/page-not-found.html',
      mainSitePageNotFound: text(env, 'VITE_MAIN_SITE_NOT_FOUND_URL', onMainSite('/404.html')),
      meterReads: text(env, 'VITE_METER_READS_URL', onMainSite('/meterreads')),
      complaintsCredit: text(env, 'VITE_COMPLAINTS_CREDIT_URL', onMainSite('/complaints/credit')),
      complaintsPayAsYouGo: text(
        env,
        'VITE_COMPLAINTS_PAYG_URL',
        onMainSite('/complaints/pay-as-you-go'),
      ),
      complaintsHomeServices: text(
        env,
        'VITE_COMPLAINTS_HOME_SERVICES_URL',
        onMainSite('/complaints/home-services'),
      ),
      complaintsInstallations: text(
        env,
        'VITE_COMPLAINTS_INSTALLATIONS_URL',
        onMainSite('/complaints/installations'),
      ),
      complaintsElectricVehicle: text(
        env,
        'VITE_COMPLAINTS_EV_URL',
        onMainSite('/complaints/electric-vehicle'),
      ),
      peaksave: text(env, 'VITE_PEAKSAVE_URL', onMainSite('/peaksave')),
      newSystemHub: text(env, 'VITE_NEW_SYSTEM_HUB_URL', onMainSite('/new-system-hub')),
    },
    monitoring: {
      appName: 'help-and-support',
      datadogApplicationId: text(env, 'VITE_DATADOG_APPLICATION_ID', ''),
      datadogClientToken: text(env, 'VITE_DATADOG_CLIENT_TOKEN', ''),
      version: text(env, 'VITE_APP_VERSION', '0.1.0'),
      env: 'production',
      sessionSampleRate: number(env, 'VITE_RUM_SESSION_SAMPLE_RATE', 100),
      sessionReplaySampleRate: number(env, 'VITE_RUM_REPLAY_SAMPLE_RATE', 20),
      allowedTracingUrls: list(env, 'VITE_RUM_ALLOWED_TRACING_URLS'),
      enableExperimentalFeatures: list(env, 'VITE_RUM_EXPERIMENTAL_FEATURES'),
    },
    embeddedStub,
    analyticsConsentGroup: text(env, 'VITE_CONSENT_ANALYTICS_GROUP', 'C0002'),
    // On the embedded stub a harmless local file stands in, so a person can watch it come and go.
    personalisationBeaconUrl: baseUrl(
      env,
      'VITE_PERSONALISATION_BEACON_URL',
      embeddedStub ? '/help-and-support/stub-personalisation-beacon.js' : '',
    ),
    // The stub honours the header; a real API must first allow it, so there it is asked for.
    leadIdempotencyHeader: flag(env, 'VITE_LEAD_IDEMPOTENCY_HEADER', embeddedStub),
  };
}
