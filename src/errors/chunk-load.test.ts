import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, chunkLoadTimeoutMs, isChunkLoadError, withChunkTimeout } from './chunk-load';

describe('chunk loading', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fails a load still pending after 120 s as a chunk-load error, not before', async () => {
    vi.useFakeTimers();
    const outcome = vi.fn();
    withChunkTimeout(new Promise(() => {})).catch(outcome);
    await vi.advanceTimersByTimeAsync(chunkLoadTimeoutMs - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.any(ChunkLoadError));
  });

  it('passes a load through and reports a missing file as a chunk-load error', async () => {
    await expect(withChunkTimeout(Promise.resolve('module'))).resolves.toBe('module');
    const missing = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    await expect(withChunkTimeout(Promise.reject(missing))).rejects.toSatisfy(isChunkLoadError);
  });

  it('tells chunk failures from other errors', () => {
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
