/*
 * The offers every page quotes, stored once. One coherent set of figures (issue 13 removed the
 * contradictions between pages): a one-week Discovery Sprint at £1,500, a Launch Build from
 * £8,000 over 3-6 weeks, and a Care Plan from £295 a month. The calculator's and the enquiry
 * form's build cost default to £8,000 to match (settings on the Prices page).
 */
import { packages } from '../../../../../copy/packages.ts';
import { services } from '../../../../../copy/services.ts';
import type { Offer } from '../../../../shapes/offer.ts';
import { PLATFORM_OFFERS } from './offers-platforms.ts';

const [discovery, launch, care] = packages;
const [, automations, integrations] = services;

export const SEED_OFFERS: Offer[] = [
  {
    id: 'discovery-sprint',
    kind: 'package',
    name: 'Discovery Sprint',
    subtitle: discovery!.subtitle,
    price: '£1,500',
    priceNote: 'fixed price',
    timeline: '1 week',
    description: discovery!.description,
    bullets: discovery!.features,
    sortOrder: 10,
  },
  {
    id: 'launch-build',
    kind: 'package',
    name: 'Launch Build',
    subtitle: launch!.subtitle,
    price: 'From £8,000',
    priceNote: 'one-time',
    timeline: '3-6 weeks',
    description: launch!.description,
    bullets: launch!.features,
    sortOrder: 20,
  },
  {
    id: 'care-plan',
    kind: 'package',
    name: 'Care Plan',
    subtitle: care!.subtitle,
    price: 'From £295/month',
    priceNote: '',
    timeline: 'Rolling monthly',
    description: care!.description,
    bullets: care!.features,
    sortOrder: 30,
  },
  {
    id: 'automations-agents',
    kind: 'service',
    name: automations!.title,
    subtitle: 'AI agents and automated workflows',
    price: 'From £3,000',
    priceNote: '',
    timeline: automations!.timeline,
    description: automations!.description,
    bullets: automations!.features,
    sortOrder: 10,
  },
  {
    id: 'integrations-data',
    kind: 'service',
    name: integrations!.title,
    subtitle: 'Connect the systems you keep',
    price: 'From £2,000',
    priceNote: '',
    timeline: integrations!.timeline,
    description: integrations!.description,
    bullets: integrations!.features,
    sortOrder: 20,
  },
  {
    id: 'lovable-app',
    kind: 'service',
    name: 'Lovable App Development',
    subtitle: 'Front ends, portals and web apps',
    price: 'From £3,000',
    priceNote: '',
    timeline: '2-4 weeks',
    description:
      'Polished web apps and customer portals built quickly with Lovable, then reviewed and hardened by our developers.',
    bullets: ['React and TypeScript front ends', 'Code synced to your own GitHub', 'Works on phone, tablet and desktop'],
    sortOrder: 30,
  },
  {
    id: 'replit-automation',
    kind: 'service',
    name: 'Replit Agents & Automation',
    subtitle: 'AI agents and automation scripts',
    price: 'From £1,200',
    priceNote: '',
    timeline: '1-2 weeks',
    description: 'AI agents and automation scripts that take repetitive admin off your team.',
    bullets: ['Custom AI agents', 'Scheduled automation scripts', 'Connects to the tools you already use'],
    sortOrder: 40,
  },
  {
    id: 'base44-backend',
    kind: 'service',
    name: 'Base44 Backend Services',
    subtitle: 'Databases, APIs and security',
    price: 'From £1,500',
    priceNote: '',
    timeline: '1-2 weeks',
    description: 'Databases, APIs and security that give your apps a solid foundation and room to grow.',
    bullets: ['Database design and tuning', 'Secure, documented APIs', 'UK data centre hosting'],
    sortOrder: 50,
  },
  {
    id: 'saas-migration',
    kind: 'service',
    name: 'SaaS Migrations',
    subtitle: 'Leave your subscriptions without losing history',
    price: 'Fixed quote',
    priceNote: '',
    timeline: '2-6 weeks',
    description:
      'We move your records, files and history out of the tools you are leaving, and reconcile every record before the old system is switched off.',
    bullets: ['Full export and data mapping', 'Parallel running before switch-off', 'Staff trained on the new system'],
    sortOrder: 60,
  },
  ...PLATFORM_OFFERS,
];
