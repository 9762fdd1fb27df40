// One image job at a time per process: sharp decodes a 40-megapixel picture
// into ~160 MB and keeps a core busy, and the machine has two. An upload's
// clean-up jumps ahead of queued variant work (someone is waiting for it);
// variant jobs run after the upload has answered. The queue sits in the
// process registry so the start script's module graph (which resumes
// unfinished jobs) and the Astro bundle's (which adds new ones) share it.

type Job = () => Promise<void>;

export class ImageQueue {
  private urgent: Job[] = [];
  private background: Job[] = [];
  private running = false;
  private idleWaiters: (() => void)[] = [];

  /** Runs `job` when its turn comes; `urgent` jobs go before background ones. */
  run<T>(job: () => Promise<T>, opts: { urgent?: boolean } = {}): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const wrapped: Job = () => job().then(resolve, reject);
      (opts.urgent ? this.urgent : this.background).push(wrapped);
      void this.drain();
    });
  }

  get size(): number {
    return this.urgent.length + this.background.length + (this.running ? 1 : 0);
  }

  /** Resolves once nothing is queued or running (tests, shutdown). */
  idle(): Promise<void> {
    if (this.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    for (let job = this.next(); job; job = this.next()) await job();
    this.running = false;
    for (const wake of this.idleWaiters.splice(0)) wake();
  }

  private next(): Job | undefined {
    return this.urgent.shift() ?? this.background.shift();
  }
}

let queue: ImageQueue | undefined;

/** Image work (uploads and variants) of this process, one job at a time. */
export function imageQueue(): ImageQueue {
  return (queue ??= new ImageQueue());
}
