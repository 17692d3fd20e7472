// @vitest-environment jsdom
import { sanitizeRichText } from '@bestell/domain';
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { canonicalEditorHtml, wysiwygExtensions } from './wysiwyg-html';

/**
 * Issue 24 point 1: what the WYSIWYG editor writes passes the API's allow-list unchanged — the editor output goes
 * through the domain's sanitizeRichText (the function the API applies on write and on read) and must come out
 * identical, for documents built by the editor's commands and for pasted HTML of any kind.
 */
let editor: Editor | null = null;
afterEach(() => {
  editor?.destroy();
  editor = null;
});

function open(content = ''): Editor {
  editor = new Editor({ extensions: wysiwygExtensions, content });
  return editor;
}

const output = (current: Editor) => canonicalEditorHtml(current.getHTML(), current.isEmpty);

describe('WYSIWYG output and the allow-list', () => {
  it.each([
    ['bold', (e: Editor) => e.commands.toggleBold(), '<p><strong>Wort &amp; "Satz"</strong></p>'],
    ['italic', (e: Editor) => e.commands.toggleItalic(), '<p><em>Wort &amp; "Satz"</em></p>'],
    ['underline', (e: Editor) => e.commands.toggleUnderline(), '<p><u>Wort &amp; "Satz"</u></p>'],
    ['strike', (e: Editor) => e.commands.toggleStrike(), '<p><s>Wort &amp; "Satz"</s></p>'],
    ['heading 2', (e: Editor) => e.commands.toggleHeading({ level: 2 }), '<h2>Wort &amp; "Satz"</h2>'],
    ['heading 3', (e: Editor) => e.commands.toggleHeading({ level: 3 }), '<h3>Wort &amp; "Satz"</h3>'],
    ['bullet list', (e: Editor) => e.commands.toggleBulletList(), '<ul><li><p>Wort &amp; "Satz"</p></li></ul>'],
    ['ordered list', (e: Editor) => e.commands.toggleOrderedList(), '<ol><li><p>Wort &amp; "Satz"</p></li></ol>'],
    ['quote', (e: Editor) => e.commands.toggleBlockquote(), '<blockquote><p>Wort &amp; "Satz"</p></blockquote>'],
    [
      'link',
      (e: Editor) => e.commands.setLink({ href: 'https://example.at/?a=1&b=2' }),
      '<p><a href="https://example.at/?a=1&amp;b=2">Wort &amp; "Satz"</a></p>',
    ],
    ['line break', (e: Editor) => e.chain().setTextSelection(5).setHardBreak().run(), '<p>Wort<br /> &amp; "Satz"</p>'],
    [
      'horizontal rule',
      (e: Editor) => e.chain().setTextSelection(1).setHorizontalRule().run(),
      '<hr /><p>Wort &amp; "Satz"</p>',
    ],
  ])('the toolbar command %s writes HTML the sanitiser keeps as it is', (_name, command, expected) => {
    const e = open('<p>Wort &amp; "Satz"</p>');
    e.commands.selectAll();
    command(e);
    const html = output(e);
    expect(html).toBe(expected);
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each([
    ['a link opening a new tab', '<p><a href="https://example.at" target="_blank" rel="opener" class="x">neu</a></p>'],
    ['a link with a title and another target', '<p><a title="T" href="/shop" target="_top">Shop</a></p>'],
    ['script, event handlers and styles', '<p onclick="alert(1)" style="color:red">Hallo<script>alert(1)</script></p>'],
    ['a javascript: link', '<p><a href="javascript:alert(1)">x</a> und <a href="mailto:info@example.at">Mail</a></p>'],
    [
      'code, pre, images and iframes',
      '<pre><code>x</code></pre><p><img src="https://e.at/a.png"><iframe src="x"></iframe>Text</p>',
    ],
    ['headings of every level', '<h1>Eins</h1><h2>Zwei</h2><h5>Fünf</h5><h6>Sechs</h6>'],
    ['tables and divs', '<div class="x"><table><tr><td>Zelle</td></tr></table></div>'],
    ['entities and non-breaking spaces', '<p>A&nbsp;&nbsp;B &amp; C &lt;D&gt; &quot;E&quot; &#39;F&#39; &copy;</p>'],
    ['nested lists', '<ul><li><p>a</p><ol><li>b<br>c</li></ol></li></ul>'],
    ['empty paragraphs', '<p></p><p>Text</p><p></p>'],
  ])('pasted HTML with %s comes out in the allow-list unchanged', (_case, pasted) => {
    const html = output(open(pasted));
    expect(html).not.toBe('');
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('an empty document is the empty string, which the API stores as it is', () => {
    expect(output(open(''))).toBe('');
    expect(output(open('<p></p>'))).toBe('');
  });

  it('a loaded value written by the sanitiser is shown and given back unchanged', () => {
    const stored = sanitizeRichText(
      '<h2>Team</h2><p>Wir <strong>backen</strong> seit 1920.<br />Täglich.</p><hr /><p><a href="https://x.at" target="_blank">x</a></p>',
    );
    expect(output(open(stored))).toBe(stored);
  });
});
