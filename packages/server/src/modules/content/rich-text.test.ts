// The allow-list sanitiser against the XSS payloads operators' text could carry: nothing that runs code,
// loads a frame or styles the page survives; ordinary formatting, https links and pictures do.
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

describe('rich text', () => {
  it.each([
    ['a script element, with its text', '<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['an event handler on an image', '<img src="/a.png" onerror="alert(1)">', '<img src="/a.png" />'],
    ['an event handler on a paragraph', '<p onclick="alert(1)" onmouseover="x()">t</p>', '<p>t</p>'],
    [
      'a javascript: link',
      '<a href="javascript:alert(1)">x</a>',
      '<a target="_blank" rel="noopener noreferrer">x</a>',
    ],
    [
      'a mixed-case javascript: link',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a target="_blank" rel="noopener noreferrer">x</a>',
    ],
    [
      'an entity-encoded javascript: link',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<a target="_blank" rel="noopener noreferrer">x</a>',
    ],
    ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img />'],
    [
      'an SVG with onload, with its content',
      '<svg onload="alert(1)"><script>alert(2)</script></svg>ok',
      'ok',
    ],
    [
      'a style element and style attributes',
      '<style>body{display:none}</style><p style="position:fixed">s</p>',
      '<p>s</p>',
    ],
    ['an iframe', '<iframe src="https://example.com"></iframe>after', 'after'],
    ['an object and embed', '<object data="x.swf"></object><embed src="x.swf">', ''],
    ['a form with its input', '<form action="https://x"><input name="p"></form>', ''],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
    ['MathML with an xlink', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
    ['a protocol-relative image', '<img src="//evil.example/x.png">', '<img />'],
  ])('removes %s', (_name, html, expected) => {
    expect(sanitizeRichText(html)).toBe(expected);
  });

  it('keeps formatting, https links (opened apart from the app) and https pictures', () => {
    const html =
      '<h2>Rules</h2><p><strong>Bold</strong> and <em>em</em></p><ul><li>one</li></ul>' +
      '<a href="https://example.com/x" target="_self">link</a><img src="https://example.com/a.png" alt="a">';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Rules</h2><p><strong>Bold</strong> and <em>em</em></p><ul><li>one</li></ul>' +
        '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">link</a>' +
        '<img src="https://example.com/a.png" alt="a" />',
    );
  });

  it('escapes text that only looks like markup', () => {
    expect(sanitizeRichText('1 < 2 & "quoted"')).toBe('1 &lt; 2 &amp; "quoted"');
  });
});
