// The charts' engine without html2canvas in its file: it is fetched if ever called.
import type { Plugin } from 'vite';

const html2canvasOnDemandId = '\0html2canvas-on-demand';

/**
 * The charts' engine (@antv/g) imports html2canvas only to export a chart as an image with the HTML laid
 * over it, which the console never asks of it: it gets a stand-in that fetches html2canvas (200 KB) when
 * called, so the charts' file does not carry it.
 */
export const html2canvasOnDemand: Plugin = {
  name: 'html2canvas-on-demand',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'html2canvas' && importer && /[\\/]@antv[\\/]g[\\/]/.test(importer)) {
      return html2canvasOnDemandId;
    }
    return null;
  },
  load(id) {
    if (id !== html2canvasOnDemandId) return null;
    return "export default (...args) => import('html2canvas').then((module) => module.default(...args));";
  },
};
