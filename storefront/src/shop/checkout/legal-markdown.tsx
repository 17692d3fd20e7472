import { Markdown } from '@bestell/ui';

/** The legal text of an opened dialog; its own chunk, so markdown-it loads only when a customer opens one. */
export default function LegalMarkdown({ text }: { text: string }) {
  return <Markdown text={text} headingOffset={2} />;
}
