import * as enquiry from './enquiry.ts';

// Action names become URLs (/_actions/enquiry.submit). Everything under
// `admin` is for signed-in staff: the middleware and each handler check.
export const server = {
  enquiry,
};
