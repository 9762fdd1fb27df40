import { useMemo, type ReactNode } from 'react';
import type { FieldSpec, GroupSpec } from '../../../lib/page-content/editor/form-spec.ts';
import type { Path } from '../../../lib/page-content/editor/paths.ts';
import { EditorContext, useEditorApi } from './editor-context.ts';
import { TextControl } from './TextControl.tsx';
import { BooleanControl, ImageControl, SelectControl } from './ChoiceControls.tsx';
import { IconPicker } from './IconPicker.tsx';
import { OfferControl } from './OfferControl.tsx';
import { RichTextControl } from './RichTextControl.tsx';
import { ListControl } from './ListControl.tsx';

/** The control for one generated field, picked by its x-kind. */
export function FieldControl({ spec, path, value }: { spec: FieldSpec; path: Path; value: unknown }) {
  switch (spec.kind) {
    case 'text':
    case 'textarea':
    case 'href':
      return <TextControl spec={spec} path={path} value={value} />;
    case 'richText':
      return <RichTextControl spec={spec} path={path} value={value} />;
    case 'select':
      return <SelectControl spec={spec} path={path} value={value} />;
    case 'boolean':
      return <BooleanControl spec={spec} path={path} value={value} />;
    case 'icon':
      return <IconPicker spec={spec} path={path} value={value} />;
    case 'image':
      return <ImageControl spec={spec} path={path} value={value} />;
    case 'offer':
      return <OfferControl spec={spec} path={path} value={value} />;
    case 'list':
      return <ListControl spec={spec} path={path} value={value} />;
    case 'group':
      return <FieldGroup spec={spec} path={path} value={value} />;
  }
}

const blank = (v: unknown) => v === undefined || v === null || v === '' || v === false;

/** An object's fields in order; a nested object gets a fieldset with its title. */
export function FieldGroup({ spec, path, value, bare = false }: { spec: GroupSpec; path: Path; value: unknown; bare?: boolean }) {
  const data = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const fields = (
    <div className="space-y-4">
      {spec.fields.map((f) => (
        <FieldControl key={f.key} spec={f} path={[...path, f.key]} value={data[f.key]} />
      ))}
    </div>
  );
  if (bare) return fields;
  return (
    <fieldset className="min-w-0 rounded-lg border border-navy-100 p-3">
      <legend className="px-1 text-sm font-semibold text-navy-900">
        {spec.label}
        {!spec.required && <span className="font-normal text-navy-600"> (optional: leave every box empty for none)</span>}
      </legend>
      {spec.required ? (
        fields
      ) : (
        <OptionalGroup path={path} data={data}>
          {fields}
        </OptionalGroup>
      )}
    </fieldset>
  );
}

/**
 * An optional object (a second button): once every box in it is empty again it is removed from
 * the section, so a half-cleared button does not block saving.
 */
function OptionalGroup({ path, data, children }: { path: Path; data: Record<string, unknown>; children: ReactNode }) {
  const parent = useEditorApi();
  const api = useMemo(
    () => ({
      ...parent,
      setValue(p: Path, value: unknown) {
        if (p.length !== path.length + 1) return parent.setValue(p, value);
        const next = { ...data, [p[p.length - 1]!]: value };
        parent.setValue(path, Object.values(next).every(blank) ? undefined : next);
      },
    }),
    [parent, path, data],
  );
  return <EditorContext.Provider value={api}>{children}</EditorContext.Provider>;
}
