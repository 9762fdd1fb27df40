// A V8 CPU profile of a server over one stretch of time, through the
// inspector protocol (the server runs with --inspect on a port of ours):
// unlike --cpu-prof, which records from start to exit, it holds only the
// requests being measured, not the start-up and warm-up before them.
import type { Profile } from './profile-summary.ts';

export interface ProfileSession {
  stop(): Promise<Profile>;
}

export async function startProfiling(inspectPort: number, intervalUs = 200): Promise<ProfileSession> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const ws = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  let next = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  ws.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  };
  const call = <T>(method: string, params: object = {}) =>
    new Promise<T>((resolve) => {
      const id = ++next;
      waiting.set(id, resolve as (result: unknown) => void);
      ws.send(JSON.stringify({ id, method, params }));
    });
  await call('Profiler.enable');
  await call('Profiler.setSamplingInterval', { interval: intervalUs });
  await call('Profiler.start');
  return {
    async stop() {
      const { profile } = await call<{ profile: Profile }>('Profiler.stop');
      ws.close();
      return profile;
    },
  };
}
