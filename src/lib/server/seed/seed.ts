import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/values.ts';
import { PUBLIC_SEED_POSTS } from './seed-data/blog-posts.ts';
import { seedPostToInput } from './post-input.ts';
import { PUBLIC_PAGES, fillBusiness } from '../../pages.ts';
import {
  DEFAULT_BUDGETS,
  DEFAULT_PROJECT_TYPES,
  DEFAULT_SAAS_TOOL_SUGGESTIONS,
  DEFAULT_TIMELINES,
  type OptionCategory,
  type OptionSeed,
} from '../../options.ts';
import { insertSettingIfAbsent, saveSettings, type SiteSettings } from '../repositories/settings.ts';
import { insertPageMetaIfAbsent } from '../repositories/page-meta.ts';
import { insertPost } from '../repositories/blog-posts.ts';
import { addOption } from '../repositories/calculator-options.ts';
import { insertTestimonial } from '../repositories/testimonials.ts';
import { insertCaseStudy } from '../repositories/case-studies.ts';
import { SEED_CASE_STUDY, SEED_TESTIMONIALS } from './seed-data/proof.ts';
import { insertContentPageIfAbsent } from '../repositories/content-pages.ts';
import { insertOfferIfAbsent } from '../repositories/offers.ts';
import { SEED_CONTENT_PAGES, SEED_OFFERS } from './seed-data/page-content/index.ts';

// Each part runs once, in a transaction with its marker, so a restart never
// re-creates rows that staff have since deleted.
async function once(db: Kysely<Database>, part: string, fn: (trx: Kysely<Database>) => Promise<void>) {
  await db.transaction().execute(async (trx) => {
    if (await insertSettingIfAbsent(trx, `seeded:${part}`, nowIso())) await fn(trx);
  });
}

export async function seedDatabase(db: Kysely<Database>, settings: SiteSettings): Promise<void> {
  await once(db, 'site_settings', (trx) => saveSettings(trx, settings));

  // Page meta rows are keyed by path: pages added in later releases appear.
  for (const page of PUBLIC_PAGES) {
    await insertPageMetaIfAbsent(db, {
      name: page.name,
      path: page.path,
      title: fillBusiness(page.title, settings.businessName),
      description: page.description,
    });
  }

  // Offers and content pages are keyed like page meta: ones added in later releases appear,
  // and staff edits are never overwritten.
  for (const offer of SEED_OFFERS) await insertOfferIfAbsent(db, offer);
  for (const page of SEED_CONTENT_PAGES) await insertContentPageIfAbsent(db, page);

  await once(db, 'calculator_options', async (trx) => {
    const groups: [OptionCategory, OptionSeed[]][] = [
      ['saas_tools', DEFAULT_SAAS_TOOL_SUGGESTIONS.map((n) => ({ name: n, value: n }))],
      ['budgets', DEFAULT_BUDGETS],
      ['timelines', DEFAULT_TIMELINES],
      ['project_types', DEFAULT_PROJECT_TYPES],
    ];
    for (const [category, items] of groups) {
      for (const [i, o] of items.entries()) {
        await addOption(trx, { category, name: o.name, value: o.value, displayOrder: (i + 1) * 10, active: true });
      }
    }
  });

  await once(db, 'blog_posts', async (trx) => {
    for (const p of PUBLIC_SEED_POSTS) {
      const input = seedPostToInput(p);
      await insertPost(trx, input, input.publishedAt!, { updatedAt: input.publishedAt!, skipTakenSlug: true });
    }
  });

  // Published as illustrative (labelled on the site); the case study stays a draft.
  await once(db, 'testimonials', async (trx) => {
    for (const [i, t] of SEED_TESTIMONIALS.entries()) {
      const quote = fillBusiness(t.quote, settings.businessName);
      const base = { consentDate: null, illustrative: true, photoMediaId: null, sortOrder: (i + 1) * 10 };
      await insertTestimonial(trx, { ...t, ...base, quote }, 'published');
    }
  });
  await once(db, 'case_studies', async (trx) => {
    await insertCaseStudy(trx, SEED_CASE_STUDY, true);
  });
}
