import type { Logger } from 'pino';
import { loadConfig, type Config } from './config.ts';
import { createDb, type Db } from './db/create-db.ts';
import { createLogger } from './logger.ts';
import type { SiteSettings } from './repositories/settings.ts';

export interface Runtime {
  config: Config;
  database: Db;
  logger: Logger;
}

// The start script and the Astro server bundle are separate module graphs;
// a process-wide symbol lets them share one runtime (one SQLite connection,
// one PostgreSQL pool) instead of opening two.
const KEY = Symbol.for('northmill.runtime');
type Holder = { [KEY]?: Runtime };

export function setRuntime(runtime: Runtime): void {
  (globalThis as Holder)[KEY] = runtime;
}

export function getRuntime(): Runtime {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const config = loadConfig();
    holder[KEY] = {
      config,
      logger: createLogger(config.LOG_LEVEL),
      database: createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }),
    };
  }
  return holder[KEY];
}

export function clearRuntime(): void {
  delete (globalThis as Holder)[KEY];
}

export function defaultSettings(config: Config): SiteSettings {
  return {
    businessName: config.BUSINESS_NAME,
    businessPhone: config.BUSINESS_PHONE,
    businessEmail: config.BUSINESS_EMAIL,
    businessAddress: config.BUSINESS_ADDRESS,
    bookingUrl: config.BOOKING_URL,
    enquiryInbox: config.ENQUIRY_INBOX,
    retentionMonths: 24,
  };
}

// In production the start script has migrated and seeded before listening.
// Under `astro dev` nothing has, so the first request does it once.
const READY = Symbol.for('northmill.ready');
export function ensureReady(): Promise<void> {
  const holder = globalThis as { [READY]?: Promise<void> } & Holder;
  if (holder[READY]) return holder[READY];
  if (holder[KEY]) return (holder[READY] = Promise.resolve());
  const runtime = getRuntime();
  holder[READY] = import('./bootstrap.ts').then((m) => m.bootstrap(runtime.database, runtime.config, runtime.logger));
  return holder[READY];
}
