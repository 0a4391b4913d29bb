import { useState } from 'react';

/**
 * The decisions of one review queue: which entry is being approved (one click) or has its reject dialog open,
 * and what went wrong. Whatever happened, the queue is asked again afterwards: someone else may have decided.
 */
export function useReviewDecisions<Key>(approveOne: (key: Key) => Promise<unknown>, refetch: () => Promise<unknown>) {
  const [approving, setApproving] = useState<Key | null>(null);
  const [rejecting, setRejecting] = useState<Key | null>(null);
  const [problem, setProblem] = useState<unknown>(null);

  async function approve(key: Key) {
    setProblem(null);
    setApproving(key);
    try {
      await approveOne(key);
    } catch (failure) {
      setProblem(failure);
    } finally {
      setApproving(null);
      await refetch();
    }
  }

  return {
    approving,
    rejecting,
    problem,
    approve: (key: Key) => void approve(key),
    startRejecting: setRejecting,
    stopRejecting: () => setRejecting(null),
    rejected: () => {
      setRejecting(null);
      void refetch();
    },
  };
}
