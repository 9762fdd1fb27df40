import { useState } from 'react';
import { readConflict, type ConflictInfo } from '../../../lib/admin/versions.ts';

export interface VersionConflict {
  info: ConflictInfo;
  message: string;
}

/**
 * A form's refused save (someone saved a newer version): `take(error)` keeps it and says whether
 * the error was one, so the form shows <ConflictPanel> instead of a toast.
 */
export function useVersionConflict() {
  const [conflict, setConflict] = useState<VersionConflict | null>(null);
  return {
    conflict,
    clear: () => setConflict(null),
    take(error: unknown): boolean {
      const info = readConflict(error);
      // The issue carries the sentence (an input error's own message is its raw issue list).
      if (info) setConflict({ info, message: info.message });
      return !!info;
    },
  };
}
