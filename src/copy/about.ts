import type { ClosingSection, Hero, Stat, Value } from './types.ts';
import { liveProjects, startTime } from './claims.ts';

export const aboutHero: Hero = {
  eyebrow: 'About us',
  headline: 'A Rochdale studio building software you own',
  subheading: 'We build custom software for UK businesses that are tired of renting tools that almost fit.',
};

export const aboutStoryHeading = 'Why we started {business}';

export const aboutStory: string[] = [
  '{business} started in Rochdale, working with the kind of businesses we grew up around: hauliers, merchants, manufacturers and family-run practices that keep the North West moving.',
  'Again and again we saw the same pattern. A business would sign up to one tool, then another, then a third to plug the gaps. A few years later they were paying thousands a month in per-seat fees and still running the important work from a spreadsheet.',
  'Modern development platforms changed the maths. Software that once took months and a six-figure budget can now be built in weeks, for a one-time cost that often pays for itself within months. So that is what we do.',
  'We build it, you own it. The code, the data and the decisions stay with your business, and if you ever want to take the work elsewhere, we hand everything over.',
];

export const valuesHeading = 'What we stand for';

/** The three values, exactly as the spec names them. */
export const values: Value[] = [
  {
    title: 'Ship reliably',
    description:
      'We agree a date and a price and we keep to them. You see working software every week, not a big reveal at the end.',
    icon: 'Rocket',
  },
  {
    title: 'Own outcomes',
    description:
      'We measure success by what changes in your business, in hours saved and subscriptions cancelled, not by lines of code.',
    icon: 'Target',
  },
  {
    title: 'Earn trust',
    description:
      "Straight answers, no lock-in and your data handled as carefully as our own. If something isn't worth building, we say so.",
    icon: 'Handshake',
  },
];

export const aboutFacts: Stat[] = [
  { value: 'Rochdale', label: "where we're based" },
  { value: liveProjects.value, label: liveProjects.label },
  { value: 'UK-wide', label: 'clients across the country' },
  { value: startTime.value, label: 'typical time to start' },
];

export const aboutClosing: ClosingSection = {
  heading: "Let's talk about your business",
  body: "Tell us what slows your team down. We'll tell you honestly whether software can fix it.",
  primaryCta: { label: 'Book a call', booking: true },
  secondaryCta: { label: 'Request quote', href: '/contact' },
};
