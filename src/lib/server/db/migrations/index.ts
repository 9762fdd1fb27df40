import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_initial.ts';
import * as m0002 from './0002_enquiry_review.ts';
import * as m0003 from './0003_security.ts';
import * as m0004 from './0004_accounts.ts';
import * as m0005 from './0005_analytics.ts';
import * as m0006 from './0006_content.ts';
import * as m0007 from './0007_testimonials_case_studies.ts';
import * as m0008 from './0008_media.ts';
import * as m0009 from './0009_share_images.ts';
import * as m0010 from './0010_admin_bulk.ts';
import * as m0011 from './0011_two_factor_setups.ts';
import * as m0012 from './0012_bounded_growth.ts';
import * as m0014 from './0014_offer_tokens.ts';
import * as m0013 from './0013_previews_and_schedules.ts';
import * as m0016 from './0016_owner_first_day.ts';
import * as m0015 from './0015_record_versions.ts';
import * as m0017 from './0017_newsletter_sending.ts';
import * as m0018 from './0018_first_visit.ts';
import * as m0024 from './0024_shorter_home.ts';
import * as m0025 from './0025_home_said_once.ts';
import * as m0028 from './0028_outbox_lanes.ts';
import * as m0030 from './0030_setup_sign_in.ts';
import * as m0032 from './0032_scheduled_changes.ts';
import * as m0034 from './0034_sample_case_study.ts';
import * as m0038 from './0038_site_import.ts';
import * as m0042 from './0042_site_backups.ts';

// Bundled statically (no directory scan) so migrations run the same from
// source, from the production build and in tests. Append, never reorder.
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_enquiry_review': m0002,
  '0003_security': m0003,
  '0004_accounts': m0004,
  '0005_analytics': m0005,
  '0006_content': m0006,
  '0007_testimonials_case_studies': m0007,
  '0008_media': m0008,
  '0009_share_images': m0009,
  '0010_admin_bulk': m0010,
  '0011_two_factor_setups': m0011,
  '0012_bounded_growth': m0012,
  '0014_offer_tokens': m0014,
  '0013_previews_and_schedules': m0013,
  '0016_owner_first_day': m0016,
  '0015_record_versions': m0015,
  '0017_newsletter_sending': m0017,
  '0018_first_visit': m0018,
  '0024_shorter_home': m0024,
  '0025_home_said_once': m0025,
  '0028_outbox_lanes': m0028,
  '0030_setup_sign_in': m0030,
  '0032_scheduled_changes': m0032,
  '0034_sample_case_study': m0034,
  '0038_site_import': m0038,
  '0042_site_backups': m0042,
};
