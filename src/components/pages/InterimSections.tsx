// Temporary until the shared PageSections renderer lands (c13-core).
import type { RenderContext } from '../../lib/content/render-context.ts';
import { PLATFORM_SECTION_COMPONENTS } from '../sections/registry-platforms.tsx';

export function InterimSections({
  doc,
  ctx,
}: {
  doc: { sections: { id: string; type: string; hidden: boolean; data: unknown }[] };
  ctx: RenderContext;
}) {
  return (
    <>
      {doc.sections.map((s) => {
        const C = PLATFORM_SECTION_COMPONENTS[s.type];
        return C ? <C key={s.id} id={s.id} data={s.data as never} ctx={ctx} /> : null;
      })}
    </>
  );
}
