import * as enquiries from './enquiries.ts';
import * as blog from './blog.ts';
import * as blogBulk from './blog-bulk.ts';
import * as pageMeta from './page-meta.ts';
import * as calculator from './calculator.ts';
import * as settings from './settings.ts';
import * as staff from './staff.ts';
import * as twoFactor from './two-factor.ts';
import * as proof from './proof.ts';
import * as content from './content.ts';
import * as prices from './prices.ts';
import * as media from './media.ts';
import * as pageSchedule from './page-schedule.ts';
import * as previews from './previews.ts';
import * as mail from './mail.ts';
import * as setup from './setup.ts';
import * as profile from './profile.ts';
import * as presence from './presence.ts';
import * as newsletter from './newsletter.ts';
import * as notifications from './notifications.ts';
import * as backups from './backups.ts';
import * as siteImport from './import.ts';
import * as redirects from './redirects.ts';

// Every action in here requires a signed-in staff member (checked in each
// handler by staffAction). tests/integration/admin-auth enumerates them.
export const admin = {
  enquiries,
  blog,
  blogBulk,
  pageMeta,
  calculator,
  settings,
  staff,
  twoFactor,
  proof,
  content,
  prices,
  media,
  pageSchedule,
  previews,
  mail,
  setup,
  profile,
  presence,
  newsletter,
  notifications,
  backups,
  siteImport,
  redirects,
};
