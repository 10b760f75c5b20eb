import { readConfig, type SiteConfig } from './read-config.ts';

/**
 * The configuration of this build, checked once at start-up (throws naming a bad setting).
 * Outside Vite (the browser tests' Node process) there is no build environment: the defaults,
 * which the test build uses too.
 */
export const config: SiteConfig = readConfig(import.meta.env ?? {});
