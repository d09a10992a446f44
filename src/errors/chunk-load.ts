/** Spec 2 section 2.4: a screen's files load within 120 s; a timeout or a missing file is a chunk-load error. */
export const chunkLoadTimeoutMs = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

// What browsers say when a dynamic import's file is missing or unreachable.
const browserChunkFailure =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error && (error.name === 'ChunkLoadError' || browserChunkFailure.test(error.message))
  );
}

/** A lazy import that fails as a chunk-load error after the timeout instead of hanging. */
export function withChunkTimeout<T>(load: Promise<T>, timeoutMs = chunkLoadTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading took over ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    load.then(
      (loaded) => {
        clearTimeout(timer);
        resolve(loaded);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(isChunkLoadError(error) ? error : new ChunkLoadError(String(error)));
      },
    );
  });
}
