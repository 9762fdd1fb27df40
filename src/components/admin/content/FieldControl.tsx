import type { FieldSpec, GroupSpec } from '../../../lib/content/editor/form-spec.ts';
import type { Path } from '../../../lib/content/editor/paths.ts';
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
      <legend className="px-1 text-sm font-semibold text-navy-900">{spec.label}</legend>
      {fields}
    </fieldset>
  );
}
