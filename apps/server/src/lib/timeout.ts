/**
 * `work`, or a rejection with `new Error(message)` once `ms` have passed, whichever comes first; the
 * timer is cleared either way. `onTimeout` gets that error when the time is up (to abort the work,
 * which goes on otherwise).
 */
export function withTimeout<T>(
  work: Promise<T>,
  ms: number,
  message: string,
  onTimeout?: (error: Error) => void,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new Error(message);
      onTimeout?.(error);
      reject(error);
    }, ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
