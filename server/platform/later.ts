import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the answer, off the request path (a mail whose sending must not show in the
 * answer's timing). A failure is logged, never answered; closing the app waits for what is
 * still running, so nothing is cut off by a shutdown.
 */
export function createLater(log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();
  return {
    run(what: string, work: () => Promise<void>): void {
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((err: unknown) => log.error({ err }, `${what} failed`))
        .finally(() => running.delete(task));
      running.add(task);
    },
    /** Resolves once nothing started so far is still running. */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

export type Later = ReturnType<typeof createLater>;
