import type { Logger } from 'pino';
import { loadConfig, type Config } from './config.ts';
import { createDb, type Db } from './db/create-db.ts';
import { createLogger } from './logger.ts';
import type { SiteSettings } from './repositories/settings.ts';
import { processRegistry } from './process-registry.ts';
import { AUDIT_RETENTION_MONTHS } from '../admin/settings.ts';

export interface Runtime {
  config: Config;
  database: Db;
  logger: Logger;
}

// The start script and the Astro server bundle are separate module graphs;
// the process registry lets them share one runtime (one SQLite connection,
// one PostgreSQL pool) instead of opening two.
export function setRuntime(runtime: Runtime): void {
  processRegistry().runtime = runtime;
}

export function getRuntime(): Runtime {
  const registry = processRegistry();
  if (!registry.runtime) {
    const config = loadConfig();
    registry.runtime = {
      config,
      logger: createLogger(config.LOG_LEVEL, config.LOG_FORMAT),
      database: createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }),
    };
  }
  return registry.runtime;
}

export function clearRuntime(): void {
  delete processRegistry().runtime;
}

export function defaultSettings(config: Config): SiteSettings {
  return {
    businessName: config.BUSINESS_NAME,
    businessPhone: config.BUSINESS_PHONE,
    businessEmail: config.BUSINESS_EMAIL,
    businessAddress: config.BUSINESS_ADDRESS,
    companyNumber: '',
    vatNumber: '',
    registeredOffice: '',
    bookingUrl: config.BOOKING_URL,
    enquiryInbox: config.ENQUIRY_INBOX,
    retentionMonths: 24,
    auditRetentionMonths: AUDIT_RETENTION_MONTHS,
  };
}

// In production the start script has migrated and seeded before listening.
// Under `astro dev` nothing has, so the first request does it once.
export function ensureReady(): Promise<void> {
  const registry = processRegistry();
  if (registry.ready) return registry.ready;
  if (registry.runtime) return (registry.ready = Promise.resolve());
  const runtime = getRuntime();
  registry.ready = import('./bootstrap.ts').then((m) => m.bootstrap(runtime.database, runtime.config, runtime.logger));
  return registry.ready;
}
