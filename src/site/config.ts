import { readConfig, type SiteConfig } from './read-config.ts';

/** The configuration of this build, checked once at start-up (throws naming a bad setting). */
export const config: SiteConfig = readConfig(import.meta.env);
