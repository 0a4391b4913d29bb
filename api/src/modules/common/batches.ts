/** Each batch of `batches` with `map` applied to every element, as they come. */
export async function* mapBatches<T, U>(batches: AsyncIterable<T[]>, map: (value: T) => U): AsyncGenerator<U[]> {
  for await (const batch of batches) yield batch.map(map);
}
