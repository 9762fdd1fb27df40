import { actions } from 'astro:actions';
import { Eye, EyeOff, RotateCcw, Trash2 } from 'lucide-react';
import { BulkBar, BulkButton, type BulkChange } from '../ui/BulkBar.tsx';
import type { PostBulkOp } from '../../../lib/admin/bulk.ts';
import { POST_BIN_DAYS } from '../../../lib/admin/post-list.ts';

interface Props {
  pageIds: string[];
  selected: ReadonlySet<string>;
  inBin: boolean;
  onSelect: (ids: string[]) => void;
  toast: (kind: 'success' | 'error' | 'info', message: string) => void;
  onDone: () => Promise<unknown>;
}

const posts = (n: number) => `${n} ${n === 1 ? 'post' : 'posts'}`;
const DONE: Record<PostBulkOp, (n: number) => string> = {
  publish: (n) => `Published ${posts(n)}.`,
  unpublish: (n) => `Unpublished ${posts(n)}: they are drafts now.`,
  bin: (n) => `Moved ${posts(n)} to the bin.`,
  restore: (n) => `Restored ${posts(n)} from the bin.`,
};

const change = (op: PostBulkOp): BulkChange => ({
  send: (ids) => actions.admin.blogBulk.apply({ ids, op }),
  done: DONE[op],
  failure: 'Error updating the selected posts',
});

/** Select many posts, then publish, unpublish, bin or restore them in one go. */
export function PostBulkBar({ pageIds, selected, inBin, onSelect, toast, onDone }: Props) {
  return (
    <BulkBar count={posts} pageIds={pageIds} selected={selected} onSelect={onSelect} toast={toast} onDone={onDone}>
      {({ disabled, apply, confirm }) =>
        inBin ? (
          <BulkButton icon={RotateCcw} disabled={disabled} onClick={() => apply(change('restore'))}>
            Restore
          </BulkButton>
        ) : (
          <>
            <BulkButton icon={Eye} disabled={disabled} onClick={() => apply(change('publish'))}>
              Publish
            </BulkButton>
            <BulkButton icon={EyeOff} disabled={disabled} onClick={() => apply(change('unpublish'))}>
              Unpublish
            </BulkButton>
            <BulkButton
              icon={Trash2}
              danger
              disabled={disabled}
              onClick={() =>
                confirm({
                  ...change('bin'),
                  question: (n) =>
                    `Move ${posts(n)} to the bin? They leave the site at once and can be restored for ${POST_BIN_DAYS} days.`,
                  confirmLabel: (n) => `Move ${posts(n)} to the bin`,
                })
              }
            >
              Move to bin
            </BulkButton>
          </>
        )
      }
    </BulkBar>
  );
}
