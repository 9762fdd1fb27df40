import { CalendarArt, CanvasArt, DashboardArt } from './product-art.tsx';
import { AgentArt, DataSyncArt, StackArt, WorkflowArt } from './flow-art.tsx';
import { ArticlesArt, MessageArt, OwnershipArt, QuestionsArt, SavingsArt } from './content-art.tsx';

// Page-specific hero illustrations by key. A hero names one (PageHero's
// `illustration`); the page's data may store the key, so keys are stable.
export const ILLUSTRATIONS = {
  dashboard: DashboardArt,
  workflow: WorkflowArt,
  'data-sync': DataSyncArt,
  calendar: CalendarArt,
  stack: StackArt,
  canvas: CanvasArt,
  agent: AgentArt,
  ownership: OwnershipArt,
  questions: QuestionsArt,
  savings: SavingsArt,
  message: MessageArt,
  articles: ArticlesArt,
} as const;

export type IllustrationKey = keyof typeof ILLUSTRATIONS;

export const ILLUSTRATION_KEYS = Object.keys(ILLUSTRATIONS) as IllustrationKey[];

export function isIllustrationKey(value: unknown): value is IllustrationKey {
  return typeof value === 'string' && Object.hasOwn(ILLUSTRATIONS, value);
}

/** The illustration for a key; nothing for an unknown one (a stale key in stored content). */
export function Illustration({ name }: { name: string }) {
  if (!isIllustrationKey(name)) return null;
  const Drawing = ILLUSTRATIONS[name];
  return <Drawing />;
}
