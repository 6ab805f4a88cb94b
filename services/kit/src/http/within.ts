/**
 * `call`'s result, or a rejection once `ms` pass without one: a dependency gone quiet (Redis
 * reconnecting, a readiness check hanging) answers the caller late never, wrong never, and
 * refused in time. The call may still settle afterwards: nobody waits for it then.
 */
export async function within<T>(call: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  call.catch(() => undefined);
  try {
    return await Promise.race([call, late]);
  } finally {
    clearTimeout(timer);
  }
}
