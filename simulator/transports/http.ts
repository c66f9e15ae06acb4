import { parseBody, type Transport } from './transport';

/** A running `harness serve` or a real backend. */
export function httpTransport(baseUrl: string): Transport {
  const base = baseUrl.replace(/\/$/, '');
  return {
    label: base,
    async send({ method, path, headers, body }) {
      const response = await fetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: parseBody(await response.text()) };
    },
  };
}
