/** A mail as a few kinds of blocks, rendered once as plain text and once as HTML, so both parts say the same. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'facts'; rows: readonly (readonly [label: string, value: string])[] }
  | {
      kind: 'items';
      rows: readonly { quantity: string; name: string; details: string; price: string }[];
      totals: readonly (readonly [label: string, value: string])[];
    }
  | { kind: 'link'; intro: string; label: string; url: string };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const htmlSpecial = /[&<>"']/;

export function escapeHtml(value: string): string {
  if (!htmlSpecial.test(value)) return value;
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'heading':
      return `${block.text}\n${'-'.repeat(block.text.length)}`;
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'items':
      return [
        ...block.rows.map(
          (row) => `${row.quantity} ${row.name}${row.details ? ` (${row.details})` : ''}: ${row.price}`,
        ),
        ...block.totals.map(([label, value]) => `${label}: ${value}`),
      ].join('\n');
    case 'link':
      return `${block.intro}\n${block.url}`;
  }
}

const cell = 'padding:4px 8px;border-bottom:1px solid #eee;text-align:left;vertical-align:top';

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${escapeHtml(block.text).replaceAll('\n', '<br>')}</p>`;
    case 'heading':
      return `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(block.text)}</h2>`;
    case 'facts':
      return `<table style="border-collapse:collapse">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th style="${cell}">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'items': {
      const rows = block.rows.map(
        (row) =>
          `<tr><td style="${cell}">${escapeHtml(row.quantity)}</td><td style="${cell}">${escapeHtml(row.name)}${
            row.details ? `<br><small>${escapeHtml(row.details)}</small>` : ''
          }</td><td style="${cell};text-align:right">${escapeHtml(row.price)}</td></tr>`,
      );
      const totals = block.totals.map(
        ([label, value]) =>
          `<tr><th colspan="2" style="${cell}">${escapeHtml(label)}</th><td style="${cell};text-align:right">${escapeHtml(value)}</td></tr>`,
      );
      return `<table style="border-collapse:collapse;width:100%">${[...rows, ...totals].join('')}</table>`;
    }
    case 'link':
      return `<p>${escapeHtml(block.intro)}<br><a href="${escapeHtml(block.url)}">${escapeHtml(block.label)}</a></p>`;
  }
}

/** The text part (blocks separated by blank lines) and a simple, inline-styled HTML part in German. */
export function renderMail(subject: string, blocks: readonly MailBlock[]): RenderedMail {
  const text = `${blocks.map(blockText).join('\n\n')}\n`;
  const html = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#222;max-width:640px;margin:0 auto;padding:16px">
${blocks.map(blockHtml).join('\n')}
</body></html>
`;
  return { subject, text, html };
}
