import { Fragment, type ReactNode } from 'react';

/**
 * A small, safe Markdown renderer for the configured legal texts (terms, privacy, imprint, allergens): headings (#),
 * lists (- or *), paragraphs, **bold**, *italic*, [links](https://…) and hard line breaks (two trailing spaces).
 * It builds React elements (never HTML strings), so configured text cannot inject markup; links other than
 * http(s) and mailto are shown as plain text. `headingOffset` shifts '#' levels (e.g. 2 inside a dialog titled h2).
 */
export function Markdown({ text, headingOffset = 0 }: { text: string; headingOffset?: number }) {
  return <>{renderBlocks(text, headingOffset)}</>;
}

const SAFE_URL = /^(https?:\/\/|mailto:)/i;
const INLINE = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function renderLine(line: string, keyPrefix: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  let index = 0;
  for (const match of line.matchAll(INLINE)) {
    const start = match.index ?? 0;
    if (start > last) nodes.push(line.slice(last, start));
    const key = `${keyPrefix}-${index++}`;
    const [, bold, italic, label, url] = match;
    if (bold !== undefined) nodes.push(<strong key={key}>{bold}</strong>);
    else if (italic !== undefined) nodes.push(<em key={key}>{italic}</em>);
    else if (label !== undefined && url !== undefined && SAFE_URL.test(url))
      nodes.push(
        <a key={key} href={url} target="_blank" rel="noopener noreferrer">
          {label}
        </a>,
      );
    else nodes.push(match[0]);
    last = start + match[0].length;
  }
  if (last < line.length) nodes.push(line.slice(last));
  return nodes;
}

function renderInline(lines: readonly string[], keyPrefix: string): ReactNode[] {
  return lines.flatMap((line, index) => {
    const hardBreak = / {2,}$/.test(line) && index < lines.length - 1;
    const parts = renderLine(line.trimEnd(), `${keyPrefix}-${index}`);
    const separator = index < lines.length - 1 ? hardBreak ? <br /> : ' ' : null;
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
      <Fragment key={`${keyPrefix}-${index}`}>
        {parts}
        {separator}
      </Fragment>
    );
  });
}

function heading(level: number, children: ReactNode[], key: string): ReactNode {
  const clamped = Math.min(6, Math.max(1, level));
  const Tag = `h${clamped}` as 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  return <Tag key={key}>{children}</Tag>;
}

function renderBlocks(text: string, headingOffset: number): ReactNode[] {
  const blocks: ReactNode[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    const key = `b${blocks.length}`;
    if (paragraph.length > 0) blocks.push(<p key={key}>{renderInline(paragraph, key)}</p>);
    else if (list.length > 0)
      blocks.push(
        <ul key={key}>
          {list.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
            <li key={index}>{renderLine(item, `${key}-${index}`)}</li>
          ))}
        </ul>,
      );
    paragraph = [];
    list = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/\t/g, '  ');
    const headingMatch = /^(#{1,6})\s+(.*)$/.exec(line.trim());
    const itemMatch = /^\s*[-*]\s+(.*)$/.exec(line);
    if (line.trim() === '') {
      flush();
    } else if (headingMatch) {
      flush();
      const key = `b${blocks.length}`;
      blocks.push(heading((headingMatch[1]?.length ?? 1) + headingOffset, renderLine(headingMatch[2] ?? '', key), key));
    } else if (itemMatch) {
      if (paragraph.length > 0) flush();
      list.push(itemMatch[1] ?? '');
    } else {
      if (list.length > 0) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
