/** Did the statement break a unique constraint (the one named, or any)? Drivers wrap the error. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let e: unknown = error;
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    const { code, constraint: c } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || c === constraint;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
