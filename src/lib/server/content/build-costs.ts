/*
 * The two build costs the public tools compare subscriptions against: the savings calculator's
 * and the enquiry form's. They live in site settings (edited on the Prices page) and default to
 * the Launch Build's starting figure, so the tools and the packages tell the same story.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { getSetting, setSetting } from '../repositories/settings.ts';
import { DEFAULT_BUILD_COST } from '../../calculator.ts';

export interface BuildCosts {
  /** Whole pounds. */
  calculatorBuildCost: number;
  enquiryBuildCost: number;
}

const KEYS = { calculatorBuildCost: 'calculator_build_cost', enquiryBuildCost: 'enquiry_build_cost' } as const;

function readPounds(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_BUILD_COST;
}

export async function getBuildCosts(db: Kysely<Database>): Promise<BuildCosts> {
  const [calc, enquiry] = await Promise.all([getSetting(db, KEYS.calculatorBuildCost), getSetting(db, KEYS.enquiryBuildCost)]);
  return { calculatorBuildCost: readPounds(calc), enquiryBuildCost: readPounds(enquiry) };
}

export async function saveBuildCosts(db: Kysely<Database>, costs: BuildCosts): Promise<void> {
  await setSetting(db, KEYS.calculatorBuildCost, String(costs.calculatorBuildCost));
  await setSetting(db, KEYS.enquiryBuildCost, String(costs.enquiryBuildCost));
}
