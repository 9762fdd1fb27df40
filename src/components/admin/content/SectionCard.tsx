import { ArrowDown, ArrowUp, ChevronDown, Eye, EyeOff, Trash2 } from 'lucide-react';
import type { GroupSpec } from '../../../lib/page-content/editor/form-spec.ts';
import { countErrorsUnder, pathKey } from '../../../lib/page-content/editor/paths.ts';
import type { SectionEnvelope } from '../../../lib/page-content/page-document.ts';
import { firstText } from '../../../lib/page-content/editor/names.ts';
import { FieldGroup } from './FieldControl.tsx';
import { useEditorApi } from './editor-context.ts';

export interface SectionTypeInfo {
  type: string;
  label: string;
  description: string;
  spec: GroupSpec | null;
}

interface Props {
  section: SectionEnvelope;
  index: number;
  count: number;
  info: SectionTypeInfo | undefined;
  open: boolean;
  onToggle(): void;
  onMove(to: number, dir: 'up' | 'down'): void;
  onHide(): void;
  onRemove(): void;
}

const tool =
  'inline-flex h-9 cursor-pointer items-center justify-center gap-1 rounded-md border border-navy-200 bg-paper px-2 text-sm text-navy-800 hover:bg-navy-50 disabled:cursor-not-allowed disabled:opacity-40';

/** One section of the page: a header that collapses it, its tools, and its generated form. */
export function SectionCard({ section, index, count, info, open, onToggle, onMove, onHide, onRemove }: Props) {
  const { errors } = useEditorApi();
  const path = ['sections', index];
  const problems = countErrorsUnder(errors, path);
  const label = info?.label ?? section.type;
  const summary = firstText(section.data);
  const base = `sec-${section.id}`;
  const name = `${label} (section ${index + 1})`;

  return (
    <li
      className={`rounded-xl border bg-paper ${problems ? 'border-red-600' : 'border-navy-100'} ${section.hidden ? 'border-dashed' : ''}`}
    >
      <div className="flex flex-wrap items-center gap-2 p-2 sm:p-3">
        <h3 className="min-w-0 flex-1">
          <button
            type="button"
            id={`${base}-toggle`}
            aria-expanded={open}
            aria-controls={`${base}-body`}
            onClick={onToggle}
            className="flex w-full min-w-0 cursor-pointer items-center gap-2 rounded-md p-1 text-left hover:bg-navy-50"
          >
            <ChevronDown aria-hidden="true" className={`h-4 w-4 shrink-0 transition-transform ${open ? '' : '-rotate-90'}`} />
            <span className="min-w-0">
              <span className="block font-semibold text-navy-950">
                {index + 1}. {label}
                {section.hidden && (
                  <span className="ml-2 rounded bg-navy-100 px-1.5 py-0.5 text-xs font-semibold text-navy-800">Hidden</span>
                )}
                {problems > 0 && (
                  <span className="ml-2 rounded bg-red-50 px-1.5 py-0.5 text-xs font-semibold text-red-800">
                    {problems} {problems === 1 ? 'problem' : 'problems'}
                  </span>
                )}
              </span>
              {summary && (
                <span className="block truncate font-sans text-sm font-normal tracking-normal text-navy-600">{summary}</span>
              )}
            </span>
          </button>
        </h3>
        <div className="flex gap-1" role="group" aria-label={`${name} tools`}>
          <button
            type="button"
            id={`${base}-up`}
            className={tool}
            disabled={index === 0}
            onClick={() => onMove(index - 1, 'up')}
            aria-label={`Move ${name} up`}
          >
            <ArrowUp aria-hidden="true" className="h-4 w-4" />
          </button>
          <button
            type="button"
            id={`${base}-down`}
            className={tool}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1, 'down')}
            aria-label={`Move ${name} down`}
          >
            <ArrowDown aria-hidden="true" className="h-4 w-4" />
          </button>
          <button type="button" className={tool} onClick={onHide}>
            {section.hidden ? <EyeOff aria-hidden="true" className="h-4 w-4" /> : <Eye aria-hidden="true" className="h-4 w-4" />}
            {section.hidden ? 'Show' : 'Hide'}
            <span className="sr-only"> {name}</span>
          </button>
          <button type="button" className={tool} onClick={onRemove} aria-label={`Remove ${name}`}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      </div>
      <div id={`${base}-body`} hidden={!open} className="border-t border-navy-100 p-3 sm:p-4">
        {info?.description && <p className="mb-4 text-sm text-navy-600">{info.description}</p>}
        {errors[pathKey([...path, 'id'])] && (
          <p className="mb-3 text-sm font-medium text-red-700">{errors[pathKey([...path, 'id'])]}</p>
        )}
        {info?.spec ? (
          open && <FieldGroup spec={info.spec} path={[...path, 'data']} value={section.data} bare />
        ) : (
          <p className="text-sm text-navy-700">
            This section type is no longer available: remove it or restore an earlier revision.
          </p>
        )}
      </div>
    </li>
  );
}
