// The build's installable-app files (vite.config.ts): each language's web app manifest, and the icons
// rendered from pwa/app-icon.ts's SVG by resvg, written beside index.html, where the service worker's
// precache picks them up. At build time only: nothing here reaches a phone but the files it writes.

import { Resvg } from '@resvg/resvg-js';
import type { Plugin } from 'vite';
import { appIconSvg } from './app-icon';
import { iconFiles, manifestFiles, webManifest } from './web-manifest';

export function renderIcon(look: Parameters<typeof appIconSvg>[0], size: number): Buffer {
  return Buffer.from(new Resvg(appIconSvg(look), { fitTo: { mode: 'width', value: size } }).render().asPng());
}

export function installableAppFiles(): Plugin {
  return {
    name: 'fair28-installable-app-files',
    apply: 'build',
    generateBundle() {
      for (const [language, fileName] of Object.entries(manifestFiles)) {
        this.emitFile({
          type: 'asset',
          fileName,
          source: `${JSON.stringify(webManifest(language as keyof typeof manifestFiles), null, 2)}\n`,
        });
      }
      for (const { file, size, look } of Object.values(iconFiles)) {
        this.emitFile({ type: 'asset', fileName: file, source: renderIcon(look, size) });
      }
    },
  };
}
