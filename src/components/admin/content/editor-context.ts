import { createContext, useContext } from 'react';
import type { Path } from '../../../lib/page-content/editor/paths.ts';
import type { Offer } from '../../../lib/shapes/offer.ts';

/** An offer as the editor lists it: the base figures shown beside any override. */
export type OfferChoice = Pick<Offer, 'id' | 'name' | 'kind' | 'price' | 'timeline'>;

export interface EditorApi {
  errors: Record<string, string>;
  setValue(path: Path, value: unknown): void;
  offers: OfferChoice[];
  /** Says a change out loud (moves, additions, removals) through the editor's live region. */
  announce(message: string): void;
  /**
   * Whether this account may change the owner-only fields (offer figures shown in place of the
   * offer's own, which buttons open the booking page): the server refuses them otherwise
   * (src/lib/page-content/owner-only-fields.ts), so the editor does not offer them.
   */
  ownerFields: boolean;
}

export const EditorContext = createContext<EditorApi | null>(null);

export function useEditorApi(): EditorApi {
  const api = useContext(EditorContext);
  if (!api) throw new Error('Field controls render inside the content editor.');
  return api;
}

/** A DOM id for the control at `path` (ids stay valid and unique per document position). */
export const controlId = (path: Path) => `cf-${path.join('-')}`;
