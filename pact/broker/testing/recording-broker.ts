import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a client sent the pretend broker, as it arrived. */
export interface RecordedRequest {
  readonly method: string;
  /** The path without the query. */
  readonly path: string;
  readonly query: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
}

/** A pact the broker hands the verifier, with the verification properties the broker gives it. */
export interface ServedPact {
  readonly consumer: string;
  readonly provider: string;
  /** The pact document (a parsed pact file). */
  readonly content: Record<string, unknown>;
  readonly pending?: boolean;
  readonly shortDescription?: string;
}

export interface BrokerScript {
  /** What `POST /pacts/provider/{provider}/for-verification` lists. */
  readonly pacts?: readonly ServedPact[];
  /** Refuse `POST /contracts/publish` with this status and body (the broker's validation answer). */
  readonly refusePublish?: { readonly status: number; readonly body: unknown };
  /** `GET /matrix` (can-i-deploy): deployable or not. */
  readonly deployable?: boolean;
}

export interface RecordingBroker {
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** The recorded requests with this method and path. */
  find(method: string, path: string | RegExp): RecordedRequest[];
  close(): Promise<void>;
}

const HAL = 'application/hal+json;charset=utf-8';
const PACT_VERSION = '0e3369199f4008231946e0245474537443ccda2a';

/** Answers; true, so a route can `return send(...)`. */
function send(res: ServerResponse, status: number, body: unknown): true {
  res.writeHead(status, { 'content-type': HAL });
  res.end(JSON.stringify(body));
  return true;
}

const enc = encodeURIComponent;

/** The index resource: the relations a client looks up before it calls anything (HAL). */
function index(base: string) {
  return {
    _links: {
      self: { href: base, title: 'Index' },
      'pb:publish-contracts': { href: `${base}/contracts/publish`, title: 'Publish contracts' },
      'pb:provider-pacts-for-verification': {
        href: `${base}/pacts/provider/{provider}/for-verification`,
        title: 'Pact versions to be verified for the specified provider',
        templated: true,
      },
    },
  };
}

/** The documented answer of `POST /contracts/publish` (lib/pact_broker/doc/views/index/publish-contracts.markdown). */
function published(base: string, body: string) {
  const request = JSON.parse(body) as {
    pacticipantName: string;
    pacticipantVersionNumber: string;
    branch?: string;
    tags?: string[];
    contracts: { consumerName: string; providerName: string }[];
  };
  const name = request.pacticipantName;
  const version = request.pacticipantVersionNumber;
  const versionHref = `${base}/pacticipants/${enc(name)}/versions/${enc(version)}`;
  return {
    notices: request.contracts.map((c) => ({
      type: 'success',
      text: `Pact published for ${name} version ${version} and provider ${c.providerName}.`,
    })),
    logs: request.contracts.map((c) => ({
      level: 'info',
      message: `Pact published for ${name} version ${version} and provider ${c.providerName}.`,
    })),
    _embedded: {
      pacticipant: { name, _links: { self: { href: `${base}/pacticipants/${enc(name)}` } } },
      version: {
        number: version,
        ...(request.branch ? { branch: request.branch } : {}),
        _links: { self: { title: 'Version', name: version, href: versionHref } },
      },
    },
    _links: {
      'pb:pacticipant': { title: 'Pacticipant', name, href: `${base}/pacticipants/${enc(name)}` },
      'pb:pacticipant-version': { title: 'Pacticipant version', name: version, href: versionHref },
      'pb:pacticipant-version-tags': (request.tags ?? []).map((t) => ({
        title: 'Tag',
        name: t,
        href: `${versionHref}/tags/${enc(t)}`,
      })),
      'pb:contracts': request.contracts.map((c) => ({
        title: 'Pact',
        name: `Pact between ${c.consumerName} (${version}) and ${c.providerName}`,
        href: `${base}/pacts/provider/${enc(c.providerName)}/consumer/${enc(c.consumerName)}/version/${enc(version)}`,
      })),
    },
  };
}

const pactPath = (p: ServedPact, i: number) =>
  `/pacts/provider/${enc(p.provider)}/consumer/${enc(p.consumer)}/pact-version/${PACT_VERSION.slice(0, -1)}${i}`;

/** The documented answer of `POST /pacts/provider/{provider}/for-verification`, with the broker's shortDescription. */
function forVerification(base: string, path: string, body: string, pacts: readonly ServedPact[]) {
  // As the broker: `pending` only when the request asked for it (includePendingStatus).
  const withPending = (JSON.parse(body || '{}') as { includePendingStatus?: boolean }).includePendingStatus;
  return {
    _embedded: {
      pacts: pacts.map((p, i) => ({
        shortDescription: p.shortDescription ?? 'latest from the main branch',
        verificationProperties: {
          ...(withPending ? { pending: Boolean(p.pending) } : {}),
          notices: [
            {
              when: 'before_verification',
              text: `The pact at ${base}${pactPath(p, i)} is being verified because it matches a consumer version selector`,
            },
          ],
        },
        _links: {
          self: { href: `${base}${pactPath(p, i)}`, name: `Pact between ${p.consumer} and ${p.provider}` },
        },
      })),
    },
    _links: { self: { href: `${base}${path}`, title: 'Pacts to be verified' } },
  };
}

/** A pact resource: the pact with the links the verifier follows to publish its results. */
function pactResource(base: string, p: ServedPact, i: number) {
  return {
    ...p.content,
    _links: {
      self: { href: `${base}${pactPath(p, i)}` },
      'pb:provider': { href: `${base}/pacticipants/${enc(p.provider)}`, name: p.provider },
      'pb:publish-verification-results': {
        href: `${base}${pactPath(p, i)}/metadata/c1/verification-results`,
        title: 'Publish verification results',
      },
    },
  };
}

function route(script: BrokerScript, base: string, req: RecordedRequest, res: ServerResponse): true {
  const pacts = script.pacts ?? [];
  const { method, path } = req;
  if (method === 'GET' && path === '/') return send(res, 200, index(base));
  if (method === 'POST' && path === '/contracts/publish') {
    if (script.refusePublish) return send(res, script.refusePublish.status, script.refusePublish.body);
    return send(res, 200, published(base, req.body));
  }
  if (/^\/pacts\/provider\/[^/]+\/for-verification$/.test(path)) {
    if (method === 'GET') return send(res, 200, { _links: { self: { href: `${base}${path}` } } });
    if (method === 'POST') return send(res, 200, forVerification(base, path, req.body, pacts));
  }
  const served = pacts.findIndex((p, i) => path === pactPath(p, i));
  const pact = pacts[served];
  if (method === 'GET' && pact) return send(res, 200, pactResource(base, pact, served));
  if (method === 'POST' && path.endsWith('/verification-results')) {
    const result = JSON.parse(req.body) as Record<string, unknown>;
    return send(res, 201, { ...result, _links: { self: { href: `${base}${path}/1` } } });
  }
  const provider = /^\/pacticipants\/([^/]+)$/.exec(path);
  if (method === 'GET' && provider)
    return send(res, 200, {
      name: decodeURIComponent(provider[1] ?? ''),
      _links: {
        'pb:branch-version': {
          href: `${base}${path}/branches/{branch}/versions/{version}`,
          templated: true,
        },
      },
    });
  if (method === 'PUT' && /^\/pacticipants\/[^/]+\/branches\/[^/]+\/versions\/[^/]+$/.test(path))
    return send(res, 200, { _links: { self: { href: `${base}${path}` } } });
  if (method === 'GET' && path === '/matrix') {
    const deployable = script.deployable ?? true;
    return send(res, 200, {
      summary: {
        deployable,
        reason: deployable
          ? 'All required verification results are published and successful'
          : 'The verification for the pact between storefront and commerce-api failed',
        success: deployable ? 1 : 0,
        failed: deployable ? 0 : 1,
        unknown: 0,
      },
      notices: [],
      matrix: [],
    });
  }
  return send(res, 404, { error: `no resource at ${method} ${path}` });
}

/**
 * A pretend Pact Broker on a free local port: it records every request a client sends and answers with the
 * HAL JSON the broker documents (index relations, publish contracts, pacts for verification, the pact
 * resource's links, verification results, the matrix). A real broker cannot run on these machines.
 */
export async function startRecordingBroker(script: BrokerScript = {}): Promise<RecordingBroker> {
  const requests: RecordedRequest[] = [];
  let base = '';
  const server = createServer((incoming: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (c: Buffer) => chunks.push(c));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', base);
      const req: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: decodeURIComponent(url.search),
        headers: { ...incoming.headers },
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(req);
      try {
        route(script, base, req, res);
      } catch (error) {
        send(res, 500, { error: (error as Error).message });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    find: (method, path) =>
      requests.filter(
        (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
      ),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
