/*
 * The fixed-price services of the platform pages (/lovable, /replit, /base44) as offer records, so
 * their prices and timelines are listed and edited on the Prices view with every other figure.
 * Figures and words are today's, from src/copy.
 */
import { base44Services } from '../../../../../copy/base44.ts';
import { lovableServices } from '../../../../../copy/lovable.ts';
import { replitServices } from '../../../../../copy/replit.ts';
import type { ServiceCard } from '../../../../../copy/types.ts';
import type { Offer } from '../../../../shapes/offer.ts';

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The offer id a platform page's service card references, e.g. 'lovable-mvps-and-prototypes'. */
export const platformOfferId = (platform: string, service: ServiceCard) => `${platform}-${slug(service.title)}`;

function offersOf(platform: string, subtitle: string, services: ServiceCard[], firstSort: number): Offer[] {
  return services.map((s, i) => ({
    id: platformOfferId(platform, s),
    kind: 'service',
    name: s.title,
    subtitle,
    price: s.price,
    priceNote: '',
    timeline: s.timeline,
    description: s.description,
    bullets: s.features,
    sortOrder: firstSort + i,
  }));
}

export const PLATFORM_OFFERS: Offer[] = [
  ...offersOf('lovable', 'Lovable service', lovableServices, 100),
  ...offersOf('replit', 'Replit service', replitServices, 110),
  ...offersOf('base44', 'Base44 backend service', base44Services, 120),
];
