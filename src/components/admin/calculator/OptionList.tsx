import { useState, type DragEvent } from 'react';
import { ArrowDown, ArrowUp, Eye, EyeOff, GripVertical, Pencil, Trash2 } from 'lucide-react';
import { buttonClasses } from '../../ui/button-styles.ts';
import type { CalculatorOption } from '../../../lib/options.ts';

interface Props {
  label: string;
  items: CalculatorOption[];
  /** The category's ids in their new order. */
  onReorder: (ids: string[], moved: CalculatorOption) => void;
  onEdit: (o: CalculatorOption) => void;
  onToggleActive: (o: CalculatorOption) => void;
  onDelete: (o: CalculatorOption) => void;
}

const iconButton = (extra = '') =>
  buttonClasses('ghost', 'icon', `h-8! w-8! aria-disabled:opacity-40 aria-disabled:cursor-not-allowed ${extra}`);

function moved(ids: string[], from: number, to: number): string[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
}

/**
 * One category's options in display order. Move up/down buttons reorder by
 * keyboard (they stay focusable at the ends, so focus never drops); the grip
 * drags with a mouse. Both end in the same onReorder.
 */
export function OptionList({ label, items, onReorder, onEdit, onToggleActive, onDelete }: Props) {
  const [dragging, setDragging] = useState<string | null>(null);
  const ids = items.map((o) => o.id);
  const move = (i: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    onReorder(moved(ids, i, to), items[i]!);
  };
  const drop = (e: DragEvent, to: number) => {
    e.preventDefault();
    const from = dragging ? ids.indexOf(dragging) : -1;
    setDragging(null);
    if (from >= 0 && from !== to) onReorder(moved(ids, from, to), items[from]!);
  };

  return (
    <ul aria-label={`${label} options`} className="mt-2 divide-y divide-navy-100 rounded-lg border border-navy-100">
      {items.map((o, i) => (
        <li
          key={o.id}
          draggable
          onDragStart={(e) => {
            setDragging(o.id);
            e.dataTransfer.effectAllowed = 'move';
          }}
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => drop(e, i)}
          onDragEnd={() => setDragging(null)}
          className={`flex flex-wrap items-center gap-2 px-2 py-2 text-sm sm:flex-nowrap ${dragging === o.id ? 'opacity-50' : ''} ${o.active ? '' : 'bg-navy-50'}`}
        >
          <GripVertical aria-hidden="true" className="h-4 w-4 shrink-0 cursor-grab text-navy-400" />
          <span className="min-w-0 flex-1 break-words">
            <span className={`font-medium ${o.active ? 'text-navy-950' : 'text-navy-600 line-through'}`}>{o.name}</span>
            {o.value !== o.name && (
              <span className="block font-mono text-xs text-navy-600 [overflow-wrap:anywhere] sm:ml-2 sm:inline">{o.value}</span>
            )}
            {!o.active && <span className="ml-2 rounded bg-navy-100 px-1.5 py-0.5 text-xs text-navy-800">inactive</span>}
          </span>
          <span className="ml-auto flex shrink-0 items-center">
            <button
              type="button"
              onClick={() => move(i, i - 1)}
              aria-disabled={i === 0 || undefined}
              aria-label={`Move ${o.name} up`}
              className={iconButton()}
            >
              <ArrowUp aria-hidden="true" className="h-4 w-4" />
            </button>
            <button
              type="button"
              onClick={() => move(i, i + 1)}
              aria-disabled={i === items.length - 1 || undefined}
              aria-label={`Move ${o.name} down`}
              className={iconButton()}
            >
              <ArrowDown aria-hidden="true" className="h-4 w-4" />
            </button>
            <button type="button" onClick={() => onEdit(o)} aria-label={`Edit ${o.name}`} className={iconButton()}>
              <Pencil aria-hidden="true" className="h-4 w-4" />
            </button>
            <button
              type="button"
              onClick={() => onToggleActive(o)}
              aria-label={o.active ? `Deactivate ${o.name}` : `Reactivate ${o.name}`}
              title={o.active ? 'Stop offering it (kept for old enquiries)' : 'Offer it again'}
              className={iconButton()}
            >
              {o.active ? <EyeOff aria-hidden="true" className="h-4 w-4" /> : <Eye aria-hidden="true" className="h-4 w-4" />}
            </button>
            <button
              type="button"
              onClick={() => onDelete(o)}
              aria-label={`Delete ${o.name}`}
              className={iconButton('text-red-700')}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            </button>
          </span>
        </li>
      ))}
      {items.length === 0 && <li className="px-3 py-2 text-sm text-navy-600">No options in this category.</li>}
    </ul>
  );
}
