/*
 * The two build costs the public tools compare subscriptions against: the savings calculator's
 * and the enquiry form's. By default each follows the Launch Build offer's price (its figure in
 * pounds), so changing that offer changes the calculator, the enquiry form and every sentence
 * quoting `{buildCost}` at once. An owner may set either apart on the Prices page (stored as a
 * number in site settings); an empty setting means "follow the offer", and the Prices page says
 * which is which.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { getSetting, setSetting } from '../repositories/settings.ts';
import { getOffer } from '../repositories/offers.ts';
import { DEFAULT_BUILD_COST } from '../../calculator.ts';
import { poundsOf } from '../../page-content/offer-tokens.ts';
import { tagRender } from '../cache-tags/render-tags.ts';
import { tag } from '../cache-tags/tag-names.ts';

/** The offer both build costs follow unless set apart. */
export const BUILD_COST_OFFER_ID = 'launch-build';

export interface BuildCosts {
  /** Whole pounds, as the tools use them. */
  calculatorBuildCost: number;
  enquiryBuildCost: number;
}

/** What is stored: a number set apart by the owner, or null to follow the Launch Build. */
export interface BuildCostSettings {
  calculatorBuildCost: number | null;
  enquiryBuildCost: number | null;
}

const KEYS = { calculatorBuildCost: 'calculator_build_cost', enquiryBuildCost: 'enquiry_build_cost' } as const;

function readPounds(value: string | undefined): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

export async function getBuildCostSettings(db: Kysely<Database>): Promise<BuildCostSettings> {
  tagRender(tag.buildCosts);
  const [calc, enquiry] = await Promise.all([getSetting(db, KEYS.calculatorBuildCost), getSetting(db, KEYS.enquiryBuildCost)]);
  return { calculatorBuildCost: readPounds(calc), enquiryBuildCost: readPounds(enquiry) };
}

/** The Launch Build's price in whole pounds (the default when the offer is missing or has no figure). */
export async function getLaunchBuildCost(db: Kysely<Database>): Promise<number> {
  const offer = await getOffer(db, BUILD_COST_OFFER_ID);
  return (offer && poundsOf(offer.price)) ?? DEFAULT_BUILD_COST;
}

export async function getBuildCosts(db: Kysely<Database>): Promise<BuildCosts> {
  const [settings, launch] = await Promise.all([getBuildCostSettings(db), getLaunchBuildCost(db)]);
  return {
    calculatorBuildCost: settings.calculatorBuildCost ?? launch,
    enquiryBuildCost: settings.enquiryBuildCost ?? launch,
  };
}

export async function saveBuildCosts(db: Kysely<Database>, costs: BuildCostSettings): Promise<void> {
  await setSetting(db, KEYS.calculatorBuildCost, costs.calculatorBuildCost === null ? '' : String(costs.calculatorBuildCost));
  await setSetting(db, KEYS.enquiryBuildCost, costs.enquiryBuildCost === null ? '' : String(costs.enquiryBuildCost));
}
