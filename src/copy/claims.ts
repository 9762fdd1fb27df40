import type { Claim } from './types.ts';

/**
 * Marketing claims (spec section 1), in the spec's order.
 * Other modules quote these figures; change them here first.
 */
export const liveProjects: Claim = {
  id: 'live-projects',
  value: '47+',
  label: 'live projects',
  detail: 'Systems we have built that UK businesses run on every day.',
};

export const fasterDelivery: Claim = {
  id: 'faster-delivery',
  value: '75%',
  label: 'faster delivery',
  detail: 'Compared with a traditional hand-coded build of the same scope.',
};

export const stackSpeed: Claim = {
  id: 'stack-speed',
  value: '60-75%',
  label: 'faster development',
  detail: 'AI-assisted platforms handle the groundwork, so our developers spend their time on your business logic.',
};

export const costReduction: Claim = {
  id: 'cost-reduction',
  value: '60%',
  label: 'cost reduction',
  detail: 'Average drop in software running costs once subscriptions are replaced.',
};

export const roi: Claim = {
  id: 'roi',
  value: '300%',
  label: 'ROI',
  detail: 'Typical return over three years, measured against the subscriptions a build replaces.',
};

export const breakEven: Claim = {
  id: 'break-even',
  value: '4-6 months',
  label: 'to break even',
  detail: 'The point where the saved subscription fees have paid for the build.',
};

export const startTime: Claim = {
  id: 'start-time',
  value: '1-2 weeks',
  label: 'to start',
  detail: 'Most projects begin within one to two weeks of saying yes.',
};

export const threeYearSaving: Claim = {
  id: 'three-year-saving',
  value: '50-80%',
  label: 'saved over 3 years',
  detail: 'Total cost of ownership against staying on per-seat subscriptions.',
};

/** All claims in spec order. */
export const claims: Claim[] = [
  liveProjects,
  fasterDelivery,
  stackSpeed,
  costReduction,
  roi,
  breakEven,
  startTime,
  threeYearSaving,
];
