/**
 * 3-D Secure challenge results (spec 000 sections 4 and 7): the order patch carries `threeDS2Result`,
 * base64 of the result JSON such as {"transStatus":"Y"}. Only transStatus Y (authenticated) completes the
 * order; N, U, R, anything else and anything unreadable fail it with PAY400.
 */
export function decodeThreeDsResult(encoded: string): { transStatus?: string } | undefined {
  try {
    const normalised = encoded.replace(/-/g, '+').replace(/_/g, '/');
    const json = JSON.parse(atob(normalised)) as unknown;
    if (typeof json !== 'object' || json === null) return undefined;
    const status = (json as { transStatus?: unknown }).transStatus;
    return typeof status === 'string' ? { transStatus: status } : {};
  } catch {
    return undefined;
  }
}

export function challengePassed(encoded: string): boolean {
  return decodeThreeDsResult(encoded)?.transStatus === 'Y';
}

/** What the storefront sends after a challenge (for tests and scenarios). */
export function encodeThreeDsResult(transStatus: string): string {
  return btoa(JSON.stringify({ transStatus }));
}
