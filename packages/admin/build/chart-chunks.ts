// The dashboard's charts (@ant-design/plots and the @antv packages under it, 1.2 MB) in files of under
// 500 KB, cut along the packages' layers so that each file runs whole before the files that use it.
import type { CodeSplittingGroup } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Lowest layer first: each imports only from the layers before it, so the files never import each other in
 * a circle and the modules run in the order they ran in one file. (Cut by size instead, the charts' modules
 * ran out of order and the charts drew nothing.)
 */
const CHART_LAYERS: Array<{ name: string; packages: RegExp }> = [
  {
    name: 'charts-engine',
    packages:
      /^(@antv\/(g-lite|g|g-canvas|g-math|g-plugin-dragndrop|util|event-emitter)|gl-matrix|eventemitter3|fast-deep-equal)$/,
  },
  {
    name: 'charts-parts',
    packages:
      /^(@antv\/(component|scale|coord|vendor|expr)|d3-[\w-]+|svg-path-parser|color-string|color-name|simple-swizzle|is-arrayish|fecha|pdfast|flru)$/,
  },
  { name: 'charts-g2', packages: /^@antv\/g2$/ },
  { name: 'charts-plots', packages: /^(@ant-design\/(plots|charts-util)|@antv\/g2-extension-plot|lodash)$/ },
];

/** The npm package a module comes from, by the last node_modules in its path. */
function packageOf(id: string): string | undefined {
  const name = id.match(
    /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/](?!.*[\\/]node_modules[\\/])/,
  )?.[1];
  return name?.replace('\\', '/');
}

const isLayered = (id: string) => {
  const name = packageOf(id);
  return name !== undefined && CHART_LAYERS.some((layer) => layer.packages.test(name));
};

/**
 * The charts' file layers, and the plugin that finds what only the charts use besides their packages (Babel's
 * and tslib's helpers, the html2canvas stand-in): left to the bundler, those stay in the charts' entry file,
 * which imports the top layer while the bottom layer imports them — a circle, and the helpers were not there
 * when the bottom layer ran. They join the bottom layer, as they import none of the layers.
 */
export function chartChunks(): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  const chartsOnly = new Set<string>();
  const plugin: Plugin = {
    name: 'chart-chunks',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const isChartModule = (id: string) => isLayered(id) || chartsOnly.has(id);
      for (let grew = true; grew; ) {
        grew = false;
        for (const id of ids) {
          if (chartsOnly.has(id) || isLayered(id)) continue;
          const info = this.getModuleInfo(id);
          if (!info || info.isEntry) continue;
          // What loads on its own (html2canvas behind its stand-in) keeps its own file.
          if (info.dynamicImporters.length > 0 || info.importers.length === 0) continue;
          if (!info.importers.every(isChartModule)) continue;
          if (info.importedIds.some(isLayered)) continue;
          chartsOnly.add(id);
          grew = true;
        }
      }
    },
    // Only the charts' entry and the charts' own files may load them: never a list page or the frame.
    generateBundle(_options, bundle) {
      const isChartFile = (file: string) => CHART_LAYERS.some((layer) => file.includes(`/${layer.name}-`));
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || isChartFile(output.fileName)) continue;
        const loaded = output.imports.filter(isChartFile);
        const isChartsEntry = output.moduleIds.some((id) => id.endsWith('dashboard-charts.tsx'));
        if (loaded.length > 0 && !isChartsEntry) {
          this.error(`${output.fileName} loads the charts' files (${loaded.join(', ')})`);
        }
      }
    },
  };
  const groups = CHART_LAYERS.map(({ name, packages }, layer) => ({
    name,
    test: (id: string) => packages.test(packageOf(id) ?? '') || (layer === 0 && chartsOnly.has(id)),
    // The lower layer takes its packages first; each holds its packages only, not what they import.
    priority: CHART_LAYERS.length - layer,
    includeDependenciesRecursively: false,
  }));
  return { plugin, groups };
}
