// The status badges of the Proof lists.
export const badgeClass = 'rounded px-1.5 py-0.5 text-xs font-semibold';
export const publishedBadge = `${badgeClass} bg-green-100 text-green-900`;
export const draftBadge = `${badgeClass} bg-navy-100 text-navy-800`;
export const warnBadge = `${badgeClass} bg-mustard-100 text-mustard-900`;
