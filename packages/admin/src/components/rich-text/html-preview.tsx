// How a rich text reads on a phone, before it is saved: the HTML in a sandboxed frame (no scripts, no
// same-origin access), phone-wide, in the player app's type. The server sanitises it on save all the same.
import { useT } from '@/i18n/labels';

const STYLE = `body{margin:0;padding:16px;font:15px/1.6 -apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;color:#1f2329}
img{max-width:100%}h2{font-size:18px}h3{font-size:16px}a{color:#1677ff}blockquote{margin:0;padding-left:12px;border-left:3px solid #d9d9d9;color:#646a73}`;

export function HtmlPreview({ html, title }: { html: string; title?: string }) {
  const t = useT();
  const heading = title ? `<h2>${escapeHtml(title)}</h2>` : '';
  return (
    <iframe
      title={t('editor.preview')}
      sandbox=""
      srcDoc={`<!doctype html><meta charset="utf-8"><style>${STYLE}</style>${heading}${html}`}
      style={{
        width: '100%',
        maxWidth: 375,
        height: 560,
        border: '1px solid #f0f0f0',
        borderRadius: 12,
        background: '#fff',
      }}
    />
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
