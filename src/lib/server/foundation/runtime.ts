import type { Logger } from 'pino';
import { loadConfig, type Config } from './config.ts';
import { createDb, type Db } from '../db/create-db.ts';
import { createLogger } from './logger.ts';
import type { SiteSettings } from '../repositories/settings.ts';
import { AUDIT_RETENTION_MONTHS } from '../../admin/settings.ts';

export interface Runtime {
  config: Config;
  database: Db;
  logger: Logger;
}

// One per process: the server entry and the app are one module graph
// (src/server-entry.ts is bundled with the app), so this is plain module state.
let current: Runtime | undefined;

export function setRuntime(runtime: Runtime): void {
  current = runtime;
}

/** The runtime, opened from the environment on first use (scripts, actions in tests). */
export function getRuntime(): Runtime {
  if (!current) {
    const config = loadConfig();
    current = {
      config,
      logger: createLogger(config.LOG_LEVEL, config.LOG_FORMAT),
      database: createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }),
    };
  }
  return current;
}

/** The runtime if one is set, without opening one (code that must not connect on its own). */
export function currentRuntime(): Runtime | undefined {
  return current;
}

export function clearRuntime(): void {
  current = undefined;
}

export function defaultSettings(config: Config): SiteSettings {
  return {
    businessName: config.BUSINESS_NAME,
    businessPhone: config.BUSINESS_PHONE,
    businessEmail: config.BUSINESS_EMAIL,
    businessAddress: config.BUSINESS_ADDRESS,
    businessType: '',
    companyNumber: '',
    vatNumber: '',
    registeredOffice: '',
    bookingUrl: config.BOOKING_URL,
    enquiryInbox: config.ENQUIRY_INBOX,
    retentionMonths: 24,
    auditRetentionMonths: AUDIT_RETENTION_MONTHS,
  };
}
