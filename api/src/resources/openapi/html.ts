type Json = unknown;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; description?: string; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: Json }> };
  responses?: Record<string, { description?: string }>;
}

export interface DocsDocument {
  info: { title: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Json> };
}

function renderOperation(method: string, path: string, op: Operation): string {
  const params = (op.parameters ?? [])
    .map(
      (p) =>
        `<li><code>${escapeHtml(p.name)}</code> (${escapeHtml(p.in)}${p.required ? ', required' : ''}) ${escapeHtml(p.description ?? '')}</li>`,
    )
    .join('');
  const body = op.requestBody?.content?.['application/json']?.schema;
  const responses = Object.entries(op.responses ?? {})
    .map(([status, r]) => `<code>${escapeHtml(status)}</code> ${escapeHtml(r.description ?? '')}`)
    .join(' · ');
  return `<details id="${escapeHtml(`${method}-${path}`)}"><summary><span class="m ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code> ${escapeHtml(op.summary ?? '')}</summary>
<p>${escapeHtml(op.description ?? '')}</p>
${params ? `<h4>Parameters</h4><ul>${params}</ul>` : ''}
${body ? `<h4>Body (JSON, strict)</h4><pre>${escapeHtml(JSON.stringify(body, null, 2))}</pre>` : ''}
<p class="r">${responses}</p></details>`;
}

/** A self-contained, readable page of the OpenAPI document (no scripts, no CDN). */
export function renderDocsPage(document: DocsDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      const tag = op.tags?.[0] ?? 'api';
      byTag.set(tag, [...(byTag.get(tag) ?? []), renderOperation(method, path, op)]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const schemas = Object.entries(document.components?.schemas ?? {})
    .map(
      ([name, schema]) =>
        `<details><summary><code>${escapeHtml(name)}</code></summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`,
    )
    .join('');
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:70rem;margin:2rem auto;padding:0 1rem;color:#222}
nav a{margin-right:.6rem}details{border:1px solid #ddd;border-radius:4px;margin:.3rem 0;padding:.3rem .6rem}
summary{cursor:pointer}.m{display:inline-block;min-width:4.2rem;font-weight:700}.get{color:#1a7f37}.post{color:#0550ae}
.put{color:#9a6700}.delete{color:#cf222e}pre{background:#f6f8fa;padding:.6rem;overflow:auto;font-size:13px}.r{color:#555}
</style></head><body>
<h1>${escapeHtml(document.info.title)}</h1>
<p>${escapeHtml(document.info.description ?? '')} Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<nav>${tags.map((t) => `<a href="#tag-${escapeHtml(t)}">${escapeHtml(t)}</a>`).join('')}</nav>
${tags.map((t) => `<section id="tag-${escapeHtml(t)}"><h2>${escapeHtml(t)}</h2>${(byTag.get(t) ?? []).join('\n')}</section>`).join('\n')}
${schemas ? `<h2>Schemas</h2>${schemas}` : ''}
</body></html>`;
}
