/*
 * Shared content types for the public site copy.
 *
 * Tokens inside strings are replaced by the rendering components from configuration:
 *   {business}  trading name      {phone}    phone number
 *   {email}     contact e-mail    {address}  postal address
 * Icon fields hold a lucide-react component name in PascalCase (e.g. "ShieldCheck").
 */

/** A lucide-react icon component name, e.g. "ShieldCheck". */
export type IconName = string;

/** A call to action. `booking: true` means "open the external booking page in a new tab". */
export interface Cta {
  label: string;
  href?: string;
  booking?: boolean;
}

export interface PageMeta {
  title: string;
  description: string;
}

export interface Hero {
  eyebrow?: string;
  headline: string;
  subheading: string;
  primaryCta?: Cta;
  secondaryCta?: Cta;
}

/** Heading and short intro for a page section. `id` doubles as an in-page anchor. */
export interface SectionIntro {
  id?: string;
  eyebrow?: string;
  heading: string;
  intro: string;
}

export interface Stat {
  value: string;
  label: string;
}

export interface Claim extends Stat {
  id: string;
  /** One sentence of context that can sit under the figure. */
  detail: string;
}

export interface Feature {
  title: string;
  description: string;
  icon: IconName;
}

export interface Step {
  title: string;
  description: string;
  duration?: string;
  icon?: IconName;
}

export interface Package {
  name: string;
  subtitle: string;
  price: string;
  duration: string;
  description: string;
  features: string[];
  popular: boolean;
  cta?: Cta;
}

export interface Service {
  title: string;
  price: string;
  timeline: string;
  description: string;
  features: string[];
  technologies: string[];
  icon?: IconName;
  /** Where a 'Learn more' link for this service should go. */
  href?: string;
}

export interface ServiceCard {
  title: string;
  price: string;
  timeline: string;
  description: string;
  features: string[];
  href?: string;
  icon?: IconName;
}

export interface TrustedBy {
  label: string;
  icon: IconName;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqCategory {
  id: string;
  title: string;
  items: FaqItem[];
}

export interface MythReality {
  topic: string;
  myth: string;
  reality: string;
  icon: IconName;
}

export interface ComplianceStandard {
  name: string;
  /** Honest framing of our relationship to the standard, e.g. "Built to" or "Aligned with". */
  stance: string;
  description: string;
  icon: IconName;
}

export interface Industry {
  name: string;
  description: string;
  examples: string[];
  icon: IconName;
}

export interface Integration {
  name: string;
  category: string;
}

export interface ProcessPhase {
  name: string;
  tagline: string;
  description: string;
  whatHappens: string[];
  deliverables: string[];
  duration: string;
  price: string;
  icon: IconName;
}

export interface GovernanceItem {
  title: string;
  description: string;
  icon: IconName;
}

export interface Value {
  title: string;
  description: string;
  icon: IconName;
}

export interface Platform {
  name: string;
  tagline: string;
  description: string;
  features: string[];
  useCases: string[];
  priceBadge: string;
  href: string;
  icon: IconName;
  learnMoreLabel: string;
}

export interface PlatformTeaser {
  name: string;
  summary: string;
  priceBadge: string;
  href: string;
  icon: IconName;
}

export interface UseCase {
  title: string;
  description: string;
  icon: IconName;
}

export interface Technology {
  name: string;
  /** The role it plays, e.g. "Relational database". */
  role: string;
  description: string;
  icon: IconName;
}

export interface ArchitectureLayer {
  name: string;
  description: string;
  components: string[];
  icon: IconName;
}

export interface InfrastructureExample {
  title: string;
  client: string;
  challenge: string;
  built: string[];
  outcome: string;
  stat: Stat;
}

export interface SavingsExample {
  clientType: string;
  replaced: string[];
  /** Annual saving in whole pounds, for sorting or formatting. */
  annualSaving: number;
  /** The same figure as displayed, e.g. "£18,000". */
  figure: string;
  period: string;
  summary: string;
  payback: string;
}

export interface ClosingSection {
  heading: string;
  body: string;
  primaryCta: Cta;
  secondaryCta?: Cta;
}

export interface CalculatorCopy {
  heading: string;
  intro: string;
  buildNote: string;
  disclaimerLabel: string;
  disclaimer: string;
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface FormField {
  label: string;
  placeholder?: string;
  help?: string;
}

export interface InfoCard {
  heading: string;
  body: string;
  icon: IconName;
}

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  updated: string;
  sections: LegalSection[];
}

export interface NavLink {
  label: string;
  href: string;
  description?: string;
  children?: NavLink[];
}

export interface ContentPage {
  name: string;
  path: string;
  description: string;
}

export interface StructuredBusinessData {
  type: string;
  areaServed: string;
  addressLocality: string;
  addressCountry: string;
  priceRange: string;
}
