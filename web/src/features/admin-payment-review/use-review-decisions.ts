import { useState } from 'react';
import { useHeldApprovals } from './use-held-approvals';

/**
 * The decisions of one review queue: approvals held for a minute (undoable) then sent, which entry is being
 * sent or has its reject dialog open, and what went wrong. After a decision reaches the server the queue is
 * asked again: someone else may have decided too. `approveOne` must work after the screen is left (a held
 * approval is sent then), so it goes through the client, not a hook of the unmounted component.
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
      await refetch().catch(() => undefined);
    }
  }
  const held = useHeldApprovals<Key>((key) => void approve(key));

  return {
    approving,
    rejecting,
    problem,
    /** Holds the approval; it is sent when the minute is up, or at once if the screen is left or hidden. */
    approve: (key: Key) => {
      setProblem(null);
      held.hold(key);
    },
    undo: held.undo,
    isHeld: held.isHeld,
    startRejecting: setRejecting,
    stopRejecting: () => setRejecting(null),
    rejected: () => {
      setRejecting(null);
      void refetch();
    },
  };
}
