import { useState } from 'react';

interface Arrived<Data> {
  gameId: number;
  data: Data;
}

/**
 * The store page to show for `gameId`: the one asked for once it is in; while it loads, the last one that arrived
 * for the same game, marked stale (the grid stays, dimmed, rather than giving way to a spinner); never a page of
 * another game under this game's name, and nothing once the request has failed (the error shows instead).
 */
export function useShownPage<Data>(gameId: number, query: { data?: Data; loading: boolean }): { data?: Data; stale: boolean } {
  const [arrived, setArrived] = useState<Arrived<Data>>();
  // Remembered as it renders (React's "state from props" pattern): the query's data always answers its current
  // variables, so it belongs to the game asked for now.
  if (query.data !== undefined && query.data !== arrived?.data) setArrived({ gameId, data: query.data });
  if (query.data !== undefined) return { data: query.data, stale: false };
  if (query.loading && arrived?.gameId === gameId) return { data: arrived.data, stale: true };
  return { stale: false };
}
