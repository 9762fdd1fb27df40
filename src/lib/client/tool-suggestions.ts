import { useEffect, useState } from 'react';

/**
 * The calculator's tool suggestions, fetched once the island has hydrated
 * (never on the first screen's critical path) from their content-named URL
 * (src/lib/server/loaders/tool-suggestions-url.ts). null while they are on their way;
 * an empty list if they cannot come: the field still takes any name.
 */
export function useToolSuggestions(url: string): string[] | null {
  const [names, setNames] = useState<string[] | null>(null);
  useEffect(() => {
    let live = true;
    fetch(url)
      .then((res) => (res.ok ? (res.json() as Promise<unknown>) : []))
      .catch(() => [])
      .then((list) => {
        if (live) setNames(Array.isArray(list) ? list.filter((name): name is string => typeof name === 'string') : []);
      });
    return () => {
      live = false;
    };
  }, [url]);
  return names;
}
