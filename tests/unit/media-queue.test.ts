import { describe, expect, it } from 'vitest';
import { ImageQueue } from '../../src/lib/server/media/queue.ts';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('ImageQueue', () => {
  it('runs one job at a time, urgent jobs before queued background ones', async () => {
    const q = new ImageQueue();
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const job = (name: string) => async () => {
      running++;
      most = Math.max(most, running);
      log.push(`start ${name}`);
      await tick();
      running--;
      return name;
    };
    const a = q.run(job('a'));
    const b = q.run(job('b'));
    const c = q.run(job('c'), { urgent: true });
    expect(await Promise.all([a, b, c])).toEqual(['a', 'b', 'c']);
    expect(most).toBe(1);
    expect(log).toEqual(['start a', 'start c', 'start b']);
    await q.idle();
    expect(q.size).toBe(0);
  });

  it("passes a job's error to its caller and carries on with the next", async () => {
    const q = new ImageQueue();
    const failed = q.run(async () => {
      throw new Error('corrupt');
    });
    const next = q.run(async () => 'fine');
    await expect(failed).rejects.toThrow('corrupt');
    await expect(next).resolves.toBe('fine');
  });
});
