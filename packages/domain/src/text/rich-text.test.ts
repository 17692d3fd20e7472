import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.js';
import { isSafeLinkUrl } from './safe-url.js';

describe('isSafeLinkUrl', () => {
  it.each([
    'https://www.example.at/ueber-uns',
    'http://example.at',
    'HTTPS://EXAMPLE.AT',
    'mailto:office@example.at',
    'tel:+4312345678',
    '/site/imprint',
    'ueber-uns/team',
    '#kontakt',
    '?anliegen=jobs',
    '//cdn.example.at/bild.jpg',
    'javascript%3Aalert(1)',
  ])('accepts %j', (url) => {
    expect(isSafeLinkUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    '\u0000javascript:alert(1)',
    'javascript\u200b:alert(1)',
    'javascript&colon;alert(1)',
    'javascript&#58;alert(1)',
    'javascript&#x3A;alert(1)',
    '&#106;avascript:alert(1)',
    'javascript&amp;colon;alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.at',
    '',
    '   ',
  ])('refuses %j', (url) => {
    expect(isSafeLinkUrl(url)).toBe(false);
  });
});

describe('sanitizeRichText', () => {
  it('keeps the allowed markup', () => {
    const html =
      '<h2>Über uns</h2><p>Seit <strong>1921</strong> <em>backen</em> <u>wir</u> <s>alt</s><br>neu</p>' +
      '<ul><li>eins</li></ul><ol><li>zwei</li></ol><blockquote>Zitat</blockquote><hr>' +
      '<table><thead><tr><th colspan="2">Kopf</th></tr></thead><tbody><tr><td>a</td><td>b</td></tr></tbody></table>' +
      '<div class="spalte"><span class="hinweis">Text</span></div>' +
      '<p><a href="/site/imprint" title="Impressum">Impressum</a> <a href="mailto:office@example.at">Mail</a> ' +
      '<a href="tel:+431234">Tel</a></p><img src="/image/small/1-1.jpg" alt="Brot" width="640" height="480">';
    expect(sanitizeRichText(html)).toBe(
      html.replace('<br>', '<br />').replace('<hr>', '<hr />').replace('480">', '480" />'),
    );
  });

  it('adds rel="noopener noreferrer" to links opening a new tab', () => {
    expect(sanitizeRichText('<a href="https://example.at" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.at" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://example.at" target="evil">x</a>')).toBe(
      '<a href="https://example.at">x</a>',
    );
  });

  it.each([
    ['script element', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['script in upper case', '<SCRIPT SRC=//evil.example/x.js></SCRIPT>b', 'b'],
    ['img onerror', '<img src="x.jpg" onerror="alert(1)">', '<img src="x.jpg" />'],
    ['img without a source and onerror', '<img src=x onerror=alert(1)//>', '<img src="x" />'],
    ['img with data: source', '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="a">', ''],
    ['img with javascript: source', '<img src="javascript:alert(1)">', ''],
    ['img srcset', '<img src="/a.jpg" srcset="javascript:alert(1) 1x">', '<img src="/a.jpg" />'],
    ['javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['obfuscated javascript: link with tab', '<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['obfuscated javascript: link with entity tab', '<a href="java&#9;script:alert(1)">x</a>', '<a>x</a>'],
    ['javascript: link with entity colon', '<a href="javascript&colon;alert(1)">x</a>', '<a>x</a>'],
    ['javascript: link with numeric entities', '<a href="&#106;&#97;vascript:alert(1)">x</a>', '<a>x</a>'],
    ['javascript: link in mixed case with spaces', '<a href="  JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['event handler on a link', '<a href="/" onclick="alert(1)" onmouseover="alert(2)">x</a>', '<a href="/">x</a>'],
    ['svg with onload', '<svg onload="alert(1)"><circle r="1"></circle></svg>ok', 'ok'],
    ['svg with a script', '<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['style element', '<style>body{background:url(javascript:alert(1))}</style><p>a</p>', '<p>a</p>'],
    ['style attribute', '<p style="background:url(javascript:alert(1))">a</p>', '<p>a</p>'],
    ['iframe', '<iframe src="javascript:alert(1)"></iframe><p>a</p>', '<p>a</p>'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>a', 'a'],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf">a', 'a'],
    ['form with formaction', '<form><button formaction="javascript:alert(1)">x</button></form>', 'x'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">a', 'a'],
    ['base href', '<base href="javascript:alert(1)//">a', 'a'],
    ['math with xlink', '<math><a xlink:href="javascript:alert(1)">x</a></math>', '<a>x</a>'],
    ['html comment', '<!-- <script>alert(1)</script> -->a', 'a'],
    ['div with id and data attributes', '<div id="x" data-x="1" class="c">a</div>', '<div class="c">a</div>'],
    ['unclosed attribute trick', '<p title="</p><script>alert(1)</script>">a</p>', '<p>a</p>'],
  ])('removes %s', (_case, html, expected) => {
    expect(sanitizeRichText(html)).toBe(expected);
  });

  it('escapes text so no markup is created from entities', () => {
    expect(sanitizeRichText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeRichText('')).toBe('');
  });

  it('is idempotent', () => {
    const html = '<p><a href="https://example.at" target="_blank">x</a><img src="/a.jpg" alt="a"></p>';
    const once = sanitizeRichText(html);
    expect(sanitizeRichText(once)).toBe(once);
  });
});
