import { readFileSync } from 'node:fs';
import { languageTags } from '@fair28/shared/protocol';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { renderIcon } from './app-files';
import { appIconSvg, type IconLook } from './app-icon';
import { iconFiles, manifestFiles, manifestLanguageTags, THEME_COLOUR, webManifest } from './web-manifest';

const globalCss = readFileSync(new URL('../styles/global.css', import.meta.url), 'utf8');
const indexHtml = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('the web app manifests', () => {
  it('name the app in each language, installable standalone from the app’s own scope', () => {
    const en = webManifest('en');
    const zh = webManifest('zh');
    const zhTw = webManifest('zh-TW');
    expect([en.name, en.short_name, en.lang]).toEqual(['fair28 — Provably fair pc28', 'fair28', 'en']);
    expect([zh.name, zh.short_name, zh.lang]).toEqual(['fair28 — 可验证公平的 pc28', 'fair28', 'zh-CN']);
    expect([zhTw.name, zhTw.short_name, zhTw.lang]).toEqual([
      'fair28 — 可驗證公平的 pc28',
      'fair28',
      'zh-TW',
    ]);
    for (const manifest of [en, zh, zhTw]) {
      expect(manifest).toMatchObject({ id: './', start_url: './', scope: './', display: 'standalone' });
    }
    expect(Object.values(manifestFiles)).toEqual([
      'manifest.webmanifest',
      'manifest-zh.webmanifest',
      'manifest-zh-tw.webmanifest',
    ]);
  });

  it('tag each language as the pages do', () => {
    expect(manifestLanguageTags).toEqual(languageTags);
  });

  it('are in the brand’s colours, the same the page and its tab bar use', () => {
    expect(globalCss).toContain(`--fair-navy: ${THEME_COLOUR};`);
    expect(indexHtml).toContain(`<meta name="theme-color" content="${THEME_COLOUR}" />`);
    expect(webManifest('en')).toMatchObject({ theme_color: THEME_COLOUR, background_color: THEME_COLOUR });
  });

  it('list a 192 and a 512 icon and a maskable one, each rendered at its size from the one SVG', () => {
    const icons = webManifest('en').icons;
    expect(icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
    for (const { file, size, look } of Object.values(iconFiles)) {
      expect(pngSize(renderIcon(look, size)), file).toEqual({ width: size, height: size });
    }
  });

  it('draws the maskable icon to every edge (a launcher’s mask cuts it), the others with clear corners', () => {
    const cornerAlpha = (look: IconLook) => {
      const image = new Resvg(appIconSvg(look), { fitTo: { mode: 'width', value: 64 } }).render();
      return image.pixels[3];
    };
    expect(cornerAlpha('full')).toBe(255);
    expect(cornerAlpha('rounded')).toBe(0);
    expect(cornerAlpha('badge')).toBe(0);
  });
});
