import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { ServerBusyError } from '../common/errors.js';

export interface ProcessingLimits {
  /** Jobs that run at the same time. */
  concurrency: number;
  /** Jobs that may wait for a turn; one more is refused. */
  maxWaiting: number;
  /** What a refused caller is told to wait before trying again. */
  retryAfterSeconds: number;
}

/** Runs jobs at most `concurrency` at a time in arrival order, and refuses new ones while `maxWaiting` already wait. */
export class ProcessingQueue {
  private runningJobs = 0;
  private readonly turns: (() => void)[] = [];

  constructor(readonly limits: ProcessingLimits) {}

  get running(): number {
    return this.runningJobs;
  }

  get waiting(): number {
    return this.turns.length;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    await this.takeTurn();
    try {
      return await job();
    } finally {
      this.passTurn();
    }
  }

  private async takeTurn(): Promise<void> {
    if (this.runningJobs < this.limits.concurrency) {
      this.runningJobs++;
      return;
    }
    if (this.turns.length >= this.limits.maxWaiting) {
      const { retryAfterSeconds } = this.limits;
      throw new ServerBusyError(`Too many images are being processed; please try again in ${retryAfterSeconds} seconds`, retryAfterSeconds);
    }
    await new Promise<void>((resolve) => this.turns.push(resolve));
  }

  /** The finished job's turn goes straight to the next in line, so a newcomer cannot jump the queue. */
  private passTurn(): void {
    const next = this.turns.shift();
    if (next) next();
    else this.runningJobs--;
  }
}

// libvips otherwise gives each image as many threads as there are cores, so a few uploads take every core.
sharp.concurrency(1);

/**
 * Every sharp job in the process (re-encoding, thumbnails) runs through this queue, so uploads cannot starve the
 * shop: a 34 KB GIF can hold 36 megapixels and seconds of CPU. Half the cores at most, and never more than two
 * jobs, because each holds one of libuv's four pool threads that response compression and file reads need too.
 * Eight waiting jobs of at most a few seconds each clear within a minute; more than that is refused.
 */
export const imageProcessing = new ProcessingQueue({
  concurrency: Math.min(2, Math.max(1, Math.floor(availableParallelism() / 2))),
  maxWaiting: 8,
  retryAfterSeconds: 10,
});
