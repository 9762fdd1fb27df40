import { Eye, PencilLine, Save, Send, Undo2 } from 'lucide-react';
import { buttonClasses } from '../../ui/button-styles.ts';
import { formatUkTime } from '../../../lib/uk-time.ts';
import type { PageStatus } from '../../../lib/page-content/page-document.ts';
import type { SaveState } from './use-draft-saving.ts';

interface Props {
  status: PageStatus;
  unsaved: boolean;
  state: SaveState;
  busy: boolean;
  showingPreview: boolean;
  onTogglePreview(): void;
  onSave(): void;
  onPublish(): void;
  onDiscard(): void;
  /** Why publishing or discarding the saved draft is the owner's (the policy), or null: the editor shows it as #draft-refusal. */
  refusal: string | null;
  /** 'Alex Smith at 14:02' when someone changed the page since this tab loaded it, else null. */
  changedBy: string | null;
}

function stateText(state: SaveState, unsaved: boolean, status: PageStatus, changedBy: string | null): string {
  if (state.kind === 'saving') return 'Saving the draft…';
  if (state.kind === 'invalid')
    return `Draft not saved: ${state.count} ${state.count === 1 ? 'field needs' : 'fields need'} attention.`;
  if (state.kind === 'failed') return `Draft not saved: ${state.message}`;
  if (state.kind === 'conflict') return `Draft not saved: ${state.by} saved a newer version. Compare them below.`;
  if (changedBy) return `Changed by ${changedBy} since you opened it.${unsaved ? ' Unsaved changes.' : ''}`;
  if (unsaved) return 'Unsaved changes.';
  if (state.kind === 'saved') return `Draft saved ${formatUkTime(state.at)}.`;
  return status === 'draft-changes' ? 'A saved draft is waiting to be published.' : 'Matches the live page.';
}

/** Where the draft stands and what can be done with it; sticks to the top while the form scrolls. */
export function EditorBar({
  status,
  unsaved,
  state,
  busy,
  showingPreview,
  onTogglePreview,
  onSave,
  onPublish,
  onDiscard,
  refusal,
  changedBy,
}: Props) {
  const hasDraft = status === 'draft-changes' || unsaved;
  // After a refused save the editor first chooses in the conflict panel (load theirs, or save over them).
  const held = state.kind === 'conflict';
  return (
    <div className="sticky top-0 z-20 -mx-4 flex flex-wrap items-center gap-2 border-b border-navy-100 bg-paper/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6">
      <p
        role="status"
        className={`mr-auto text-sm ${state.kind === 'invalid' || state.kind === 'failed' || state.kind === 'conflict' ? 'font-semibold text-red-700' : 'text-navy-700'}`}
      >
        {stateText(state, unsaved, status, changedBy)}
      </p>
      <button
        type="button"
        onClick={onTogglePreview}
        aria-pressed={showingPreview}
        className={`${buttonClasses('outline', 'sm')} lg:hidden`}
      >
        {showingPreview ? <PencilLine aria-hidden="true" className="h-4 w-4" /> : <Eye aria-hidden="true" className="h-4 w-4" />}
        {showingPreview ? 'Show form' : 'Show preview'}
      </button>
      <button
        type="button"
        onClick={onDiscard}
        disabled={busy || !hasDraft || refusal !== null}
        aria-describedby={refusal ? 'draft-refusal' : undefined}
        className={buttonClasses('ghost', 'sm')}
      >
        <Undo2 aria-hidden="true" className="h-4 w-4" /> Discard draft
      </button>
      <button type="button" onClick={onSave} disabled={busy || held || !unsaved} className={buttonClasses('outline', 'sm')}>
        <Save aria-hidden="true" className="h-4 w-4" /> Save draft
      </button>
      <button
        type="button"
        onClick={onPublish}
        disabled={busy || held || !hasDraft || refusal !== null}
        aria-describedby={refusal ? 'draft-refusal' : undefined}
        className={buttonClasses('default', 'sm')}
      >
        <Send aria-hidden="true" className="h-4 w-4" /> Publish
      </button>
    </div>
  );
}
