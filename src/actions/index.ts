import * as enquiry from './enquiry.ts';
import * as newsletter from './newsletter.ts';
import * as auth from './auth.ts';
import * as account from './account.ts';
import * as setup from './setup.ts';
import * as emailChange from './email-change.ts';
import { admin } from './admin/index.ts';

// Action names become URLs (/_actions/enquiry.submit). Everything under
// `admin` is for signed-in staff: the middleware and each handler check.
export const server = {
  enquiry,
  newsletter,
  auth,
  account,
  setup,
  emailChange,
  admin,
};
