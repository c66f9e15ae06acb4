import { catalogue } from '../../contracts/errors/catalogue';
import { API_AREAS, operationKey } from '../../contracts/registry/define-operations';
import { operationList } from '../../contracts/registry/operations';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A plain, accessible HTML index of every operation grouped by area, with its error ids. */
export function renderOperationIndex(): string {
  const sections = API_AREAS.map((area) => {
    const rows = operationList
      .filter((op) => op.area === area)
      .map(
        (op) =>
          `<tr><td><code>${escapeHtml(operationKey(op))}</code></td><td>${escapeHtml(op.operationId)}</td>` +
          `<td>${escapeHtml(op.summary)}</td><td>${op.errorIds.map((id) => `<abbr title="${escapeHtml(catalogue[id].message)}">${id}</abbr>`).join(' ')}</td></tr>`,
      )
      .join('\n');
    return `<section aria-labelledby="${area}"><h2 id="${area}">${area}</h2><table><thead><tr><th scope="col">Call</th><th scope="col">operationId</th><th scope="col">Summary</th><th scope="col">Error ids</th></tr></thead><tbody>${rows}</tbody></table></section>`;
  }).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>storefront-harness simulator</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem;color:#1a1a1a}table{border-collapse:collapse;width:100%;margin-bottom:2rem}th,td{text-align:left;border-bottom:1px solid #ccc;padding:.3rem .5rem;vertical-align:top}code{font-size:13px;white-space:nowrap}</style>
</head><body><main><h1>storefront-harness simulator</h1>
<p>${operationList.length} operations and ${Object.keys(catalogue).length} catalogue ids. <a href="/__harness/openapi.json">OpenAPI 3.1 document</a> · <a href="/__harness/errors">error catalogue (JSON)</a> · <a href="/__harness/health">health</a></p>
<p>Send <code>x-harness-session: NAME</code> for an isolated world (end it with <code>DELETE /__harness/sessions/NAME</code>); inject faults with <code>POST /__harness/faults</code>, e.g. <code>{"operation":"placeOrder","errorId":"PYT402","times":1}</code>. Without <code>times</code> a fault answers every call until <code>DELETE /__harness/faults</code>. The <code>errorId</code> must be one of the call's error ids below (or add <code>"force": true</code>).</p>
<p>The session's clock: <a href="/__harness/clock"><code>GET /__harness/clock</code></a>; move it with <code>POST /__harness/clock</code> and <code>{"set": "2027-01-01T00:00:00Z"}</code>, <code>{"advance": "PT16M"}</code>, <code>{"advanceSeconds": 960}</code> or <code>{"real": true}</code> (add <code>"freeze": true</code> to stop it).</p>
<p>The session's outbox (the password reset codes it would have mailed; they are not guessable): <a href="/__harness/outbox"><code>GET /__harness/outbox</code></a>. The Content-Security-Policy reports the session received: <a href="/__harness/csp-reports"><code>GET /__harness/csp-reports</code></a>. A test's own content for a seeded page: <code>POST /__harness/content-pages/{siteId}/{slug}</code> with <code>{"components":[...]}</code> (blocks on the content contract, served as given in this session); <code>DELETE</code> the same path restores the seeded blocks.</p>
${sections}</main></body></html>`;
}
