import { describe, expect, it, vi } from 'vitest';
import { withTimeout } from './timeout.ts';

describe('withTimeout', () => {
  it('gives the work’s answer when it comes in time, and clears its timer', async () => {
    const onTimeout = vi.fn();
    await expect(withTimeout(Promise.resolve(42), 1_000, 'too slow', onTimeout)).resolves.toBe(42);
    await expect(withTimeout(Promise.reject(new Error('broken')), 1_000, 'too slow')).rejects.toThrow(
      'broken',
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('rejects with the message once the time is up, handing the same error to onTimeout', async () => {
    const onTimeout = vi.fn();
    const never = new Promise<never>(() => {});
    const started = Date.now();
    const error = await withTimeout(never, 30, 'the work took over 30 ms', onTimeout).catch((e: Error) => e);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('the work took over 30 ms');
    expect(onTimeout).toHaveBeenCalledWith(error);
  });
});
