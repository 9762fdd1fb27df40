// What every public page needs to know about the business, from settings.
export interface SiteInfo {
  name: string;
  phone: string;
  email: string;
  address: string;
  /** Legal identity, shown only once set ('' or absent: nothing is claimed). */
  companyNumber?: string;
  vatNumber?: string;
  registeredOffice?: string;
  bookingUrl: string;
  siteUrl: string;
}

export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('0') ? `+44${digits.slice(1)}` : digits}`;
}

/** Replaces the copy tokens {business}, {phone}, {email}, {address}. */
export function fillTokens(text: string, site: SiteInfo): string {
  return text
    .replaceAll('{business}', site.name)
    .replaceAll('{phone}', site.phone)
    .replaceAll('{email}', site.email)
    .replaceAll('{address}', site.address);
}
